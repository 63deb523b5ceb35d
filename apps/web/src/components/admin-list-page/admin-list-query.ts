import type { ColumnType } from 'antd/es/table';
import type { PagedQuery } from '@/components/admin-table';

/** The query an administration list keeps: paging and sorting, a keyword and the page's own filters. */
export type AdminQuery = PagedQuery & { keyword?: string };

/** The query after a keyword search: trimmed (blank clears it), back to page 1. */
export function searchQuery<Q extends AdminQuery>(query: Q, keyword: string): Q {
  return { ...query, keyword: keyword.trim() || undefined, currentPage: 1 };
}

/** The query after a filter change (tree node, extra filter): merged, back to page 1. */
export function filterQuery<Q extends AdminQuery>(query: Q, patch: Partial<Q>): Q {
  return { ...query, ...patch, currentPage: 1 };
}

/** The query after "reset": the first one with the current page size and the `keep` fields (e.g. the tree's node). */
export function resetQuery<Q extends AdminQuery>(first: Q, query: Q, keep: readonly (keyof Q)[] = []): Q {
  const next: Q = { ...first, pageSize: query.pageSize };
  for (const field of keep) next[field] = query[field];
  return next;
}

/** The columns as shown: on narrow screens no column stays pinned, so the table scrolls as a whole. */
export function responsiveColumns<Row>(
  columns: readonly ColumnType<Row>[],
  narrow: boolean,
): ColumnType<Row>[] {
  if (!narrow) return [...columns];
  return columns.map((c) => (c.fixed ? { ...c, fixed: undefined } : c));
}
