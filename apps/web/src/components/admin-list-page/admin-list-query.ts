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

/** Key of the row actions column (see `actionsColumn`). */
const ACTIONS = 'actions';
/** Width of the actions column on phones: a four-character link (添加下级, Add child) and "More ▾". */
export const COMPACT_ACTIONS_WIDTH = 150;
/** Width counted for a column that gives none. */
const DEFAULT_WIDTH = 120;

/**
 * The columns as shown. On narrow screens only the row actions stay pinned (at the right, narrowed to
 * two links and "More"), so a row's actions are always in reach while the other columns scroll.
 */
export function responsiveColumns<Row>(
  columns: readonly ColumnType<Row>[],
  narrow: boolean,
): ColumnType<Row>[] {
  if (!narrow) return [...columns];
  return columns.map((c) => {
    if (c.key === ACTIONS) return { ...c, fixed: 'right', width: COMPACT_ACTIONS_WIDTH };
    return c.fixed ? { ...c, fixed: undefined } : c;
  });
}

/**
 * The width the table needs: the sum of its columns (and of the selection and expand columns), so
 * that it scrolls exactly when its columns do not fit and no column sits under a pinned one.
 */
export function tableWidth<Row>(
  columns: readonly ColumnType<Row>[],
  extra: { selection?: boolean; expandable?: boolean } = {},
): number {
  const sum = columns.reduce((n, c) => n + (typeof c.width === 'number' ? c.width : DEFAULT_WIDTH), 0);
  return sum + (extra.selection ? 48 : 0) + (extra.expandable ? 48 : 0);
}
