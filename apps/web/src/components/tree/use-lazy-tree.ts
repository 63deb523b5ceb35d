import { useQueries, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/** The loaded data of each open level, and whether one is loading. */
const levelData = <T>(results: readonly { data?: T; isFetching: boolean }[]) => ({
  datas: results.map((r) => r.data),
  fetching: results.some((r) => r.isFetching),
});

/** Query keys of a lazy tree under its own key: one per level, one per keyword search. */
export const lazyTreeKeys = {
  level: (key: QueryKey, parentId: string) => [...key, 'level', parentId] as const,
  search: (key: QueryKey, keyword: string) => [...key, 'search', keyword] as const,
};

/** Options of {@link useLazyTree}. */
export interface LazyTreeOptions<N> {
  /** Key every level and search is cached under; invalidating it reloads them all. */
  key: QueryKey;
  /** Id of the parent of the top level. */
  rootId: string;
  /** Loads the nodes one level under a parent. */
  level: (parentId: string) => Promise<N[]>;
  /** Loads a keyword's matches (with their ancestors); used while `keyword` is not blank. */
  search?: (keyword: string) => Promise<N[]>;
  keyword?: string;
  /** Ids of the open nodes whose children are shown. */
  open: readonly string[];
  enabled?: boolean;
  /** How long a loaded level stays fresh (ms). */
  staleTime?: number;
}

/** What {@link useLazyTree} gives: the top level, the loaded levels by parent id, a search's matches. */
export interface LazyTree<N> {
  top: N[] | undefined;
  levels: ReadonlyMap<string, readonly N[]>;
  /** A keyword search's nodes (undefined without a keyword or while loading). */
  found: N[] | undefined;
  fetching: boolean;
  /** Loads (or reads from the cache) one level, e.g. for a tree's `loadData` before opening its node. */
  fetchLevel: (parentId: string) => Promise<N[]>;
}

/**
 * A tree loaded a level at a time (10,000 departments stay quick): the top level, then the children
 * of every open node, each level cached under {@link lazyTreeKeys}; a keyword asks `search` instead.
 */
export function useLazyTree<N>(options: LazyTreeOptions<N>): LazyTree<N> {
  const { key, rootId, level, search, open, enabled = true, staleTime } = options;
  const keyword = options.keyword?.trim() ?? '';
  const levelsOn = enabled && !keyword;
  const queryClient = useQueryClient();
  const top = useQuery({
    queryKey: lazyTreeKeys.level(key, rootId),
    queryFn: () => level(rootId),
    enabled: levelsOn,
    staleTime,
  });
  const { datas, fetching: levelsFetching } = useQueries({
    queries: open.map((id) => ({
      queryKey: lazyTreeKeys.level(key, id),
      queryFn: () => level(id),
      enabled: levelsOn,
      staleTime,
    })),
    combine: levelData,
  });
  const found = useQuery({
    queryKey: lazyTreeKeys.search(key, keyword),
    queryFn: () => (search ? search(keyword) : Promise.resolve([])),
    enabled: enabled && !!keyword && !!search,
    staleTime,
  });
  const levels = useMemo(() => {
    const map = new Map<string, readonly N[]>();
    open.forEach((id, i) => {
      const data = datas[i];
      if (data) map.set(id, data);
    });
    return map;
  }, [open, datas]);
  const fetchLevel = useCallback(
    (parentId: string) =>
      queryClient.fetchQuery({
        queryKey: lazyTreeKeys.level(key, parentId),
        queryFn: () => level(parentId),
        staleTime,
      }),
    [queryClient, key, level, staleTime],
  );
  const fetching = keyword ? found.isFetching : top.isFetching || levelsFetching;
  return { top: top.data, levels, found: keyword ? found.data : undefined, fetching, fetchLevel };
}
