import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { TableProps } from 'antd';
import type { Paged } from '@tessera/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps } from '@/components/admin-table';
import { feedback } from '@/lib/feedback';
import { confirmDeleteNamed, rowName } from './confirm-text';
import { filterQuery, resetQuery, searchQuery, type AdminQuery } from './admin-list-query';

/** Options of {@link useAdminList}. */
export interface AdminListOptions<Row, Q extends AdminQuery, K extends QueryKey> {
  /** The query the page starts with (and a reset goes back to). */
  first: Q;
  /** The list's query options for a query: the feature's `xQueries.list` builder. */
  list: (query: Q) => UseQueryOptions<Paged<Row>, Error, Paged<Row>, K>;
  /** Key invalidated by refresh, delete and row actions: the feature's `xKeys.lists()` (or `.all`). */
  invalidate: QueryKey;
  /** Deletes one row (confirmation, toast and invalidation come from the hook). */
  remove?: (row: Row) => Promise<unknown>;
  /** The name a delete confirmation gives a row (default its fullName, name, title or code). */
  nameOf?: (row: Row) => string;
  /** Query fields a reset keeps, e.g. the tree's `organizeId`. */
  keepOnReset?: readonly (keyof Q)[];
}

/** What {@link useAdminList} gives the page and `<AdminListPage>`. */
export interface AdminList<Row, Q extends AdminQuery> {
  query: Q;
  setQuery: (next: Q | ((q: Q) => Q)) => void;
  /** The search box's text (searched only on enter or the button). */
  keyword: string;
  setKeyword: (text: string) => void;
  search: (text: string) => void;
  /** Clears the keyword and the filters (keeping `keepOnReset`) and goes back to page 1. */
  reset: () => void;
  /** Merges filter fields and goes back to page 1. */
  filter: (patch: Partial<Q>) => void;
  rows: Row[];
  total: number;
  loading: boolean;
  /** Invalidates the list's key (every page of it). */
  reload: () => Promise<void>;
  /** Confirms naming the row, deletes, toasts and reloads; resolves true when the row was deleted. */
  remove: (row: Row) => Promise<boolean>;
  /** Runs a row action, toasts `doneText` on success and reloads either way; resolves the success. */
  act: (run: () => Promise<unknown>, doneText?: string) => Promise<boolean>;
  /** Paging and sorting wiring of the table. */
  paging: Pick<TableProps<Row>, 'onChange' | 'pagination'>;
}

/**
 * The state of an administration list page: query (keyword, filters, paging, sorting), the rows
 * through the feature's query options, reload and delete through the feature's query keys. The
 * create/edit form's state comes from {@link useEditing}.
 */
export function useAdminList<Row, Q extends AdminQuery, K extends QueryKey>(
  options: AdminListOptions<Row, Q, K>,
): AdminList<Row, Q> {
  const { first, list, invalidate, remove: removeRow, keepOnReset } = options;
  const nameOf = options.nameOf ?? ((row: Row) => rowName(row as object));
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<Q>(first);
  const [keyword, setKeyword] = useState(first.keyword ?? '');
  const { data, isFetching } = useQuery({ ...list(query), placeholderData: keepPreviousData });
  const total = data?.pagination.total ?? 0;

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: invalidate }),
    [queryClient, invalidate],
  );
  const act = async (run: () => Promise<unknown>, doneText?: string) => {
    const ok = await run().then(
      () => true,
      () => false, // the http client already showed the reason
    );
    if (ok && doneText) feedback.success(doneText);
    await reload();
    return ok;
  };
  const remove = async (row: Row) => {
    if (!removeRow || !(await confirmDeleteNamed([nameOf(row)]))) return false;
    return act(() => removeRow(row), t('adminList.deleted'));
  };

  return {
    query,
    setQuery,
    keyword,
    setKeyword,
    search: (text) => {
      setKeyword(text);
      setQuery((q) => searchQuery(q, text));
    },
    reset: () => {
      setKeyword('');
      setQuery((q) => resetQuery(first, q, keepOnReset));
    },
    filter: (patch) => setQuery((q) => filterQuery(q, patch)),
    rows: data?.list ?? [],
    total,
    loading: isFetching,
    reload,
    remove,
    act,
    paging: pagedTableProps<Row, Q>(query, setQuery, total, t),
  };
}

/** What a create/edit form edits: `editing` undefined means closed. */
export function useEditing<E>() {
  const [editing, setEditing] = useState<E>();
  return { editing, edit: (what: E) => setEditing(() => what), close: () => setEditing(undefined) };
}
