import type { TableProps } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import type { TFunction } from 'i18next';
import { PAGE_SIZES, toSort } from '../organize-rules';

/** The paged list query the administration tables keep in state. */
interface PagedQuery {
  currentPage: number;
  pageSize: number;
  sidx?: string;
  sort?: 'asc' | 'desc';
}

/**
 * The sort and pagination wiring shared by the paged administration tables: a column sort goes back
 * to page 1; page and size changes keep the filter.
 */
export function pagedTableProps<Row, Q extends PagedQuery>(
  query: Q,
  setQuery: Dispatch<SetStateAction<Q>>,
  total: number,
  t: TFunction,
): Pick<TableProps<Row>, 'onChange' | 'pagination'> {
  return {
    onChange: (_p, _f, sorter, extra) => {
      if (extra.action !== 'sort') return;
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      setQuery({ ...query, ...toSort(one?.field, one?.order), currentPage: 1 });
    },
    pagination: {
      current: query.currentPage,
      pageSize: query.pageSize,
      total,
      pageSizeOptions: PAGE_SIZES,
      showSizeChanger: true,
      showTotal: (n) => t('organize.total', { total: n }),
      onChange: (currentPage, pageSize) => setQuery((q) => ({ ...q, currentPage, pageSize })),
    },
  };
}
