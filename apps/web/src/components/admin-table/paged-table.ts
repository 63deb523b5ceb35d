import type { TableProps } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import type { TFunction } from 'i18next';

/** Page sizes of the paged tables (spec 02 section 2), default the first. */
export const PAGE_SIZES = [20, 50, 100];

/** The paged list query an administration table keeps in state. */
export interface PagedQuery {
  currentPage: number;
  pageSize: number;
  sidx?: string;
  sort?: 'asc' | 'desc';
}

/** The sort of a paged table as query fields (antd's ascend/descend to asc/desc). */
export function toSort(field: unknown, order: unknown): { sidx?: string; sort?: 'asc' | 'desc' } {
  if (typeof field !== 'string' || (order !== 'ascend' && order !== 'descend')) return {};
  return { sidx: field, sort: order === 'ascend' ? 'asc' : 'desc' };
}

/**
 * Sort and pagination wiring of a paged administration table: a column sort goes back to page 1;
 * page and size changes keep the filter.
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
      setQuery((q) => ({
        ...q,
        sidx: undefined,
        sort: undefined,
        ...toSort(one?.field, one?.order),
        currentPage: 1,
      }));
    },
    pagination: {
      current: query.currentPage,
      pageSize: query.pageSize,
      total,
      pageSizeOptions: PAGE_SIZES,
      showSizeChanger: true,
      showTotal: (n) => t('adminTable.total', { total: n }),
      onChange: (currentPage, pageSize) => setQuery((q) => ({ ...q, currentPage, pageSize })),
    },
  };
}
