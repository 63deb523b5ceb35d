import { useInfiniteQuery } from '@tanstack/react-query';
import type { Pagination } from '@tessera/shared';
import { useMemo } from 'react';
import { pickerKeys } from './pickers-api';
import type { PickerNode } from './tree-data';

/** Rows per page of the pickers' lists (spec 02 §9). */
export const PICKER_PAGE_SIZE = 20;

/** A user-like row of a paged list. */
interface Row {
  id: string;
  fullName: string;
  type: string;
  organize?: string;
  headIcon?: string;
}

/** One page of a list: rows and, when paged, the pagination. */
export interface Page {
  list: readonly Row[];
  pagination?: Pagination;
}

/** The next page number, or undefined at the end (unpaged lists have one page). */
export function nextPage(page: Page): number | undefined {
  const p = page.pagination;
  if (!p) return undefined;
  return p.currentPage * p.pageSize < p.total ? p.currentPage + 1 : undefined;
}

/** A paged list loaded page by page as the user scrolls (infinite scroll). */
export function usePagedUsers(
  key: readonly unknown[],
  load: (page: number) => Promise<Page>,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey: pickerKeys.paged(key),
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
    staleTime: 30_000,
  });
  const nodes = useMemo<PickerNode[]>(
    () =>
      (query.data?.pages ?? []).flatMap((p) =>
        p.list.map((r) => ({
          id: r.id,
          fullName: r.fullName,
          type: r.type,
          organize: r.organize,
          headIcon: r.headIcon,
          isLeaf: true,
        })),
      ),
    [query.data],
  );
  return {
    nodes,
    loading: query.isFetching,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
