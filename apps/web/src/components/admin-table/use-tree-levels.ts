import { useQueries, useQuery } from '@tanstack/react-query';
import { ORGANIZE_ROOT_ID, type OrganizeNode } from '@tessera/shared';
import { useMemo } from 'react';

/** What a lazy organisation tree asks its source for: one level under a parent, or a keyword's matches. */
export interface OrganizeLevelQuery {
  parentId?: string;
  keyword?: string;
}

/** A source of organisation nodes (an organisation list or selector call). */
export type OrganizeSource = (query: OrganizeLevelQuery) => Promise<OrganizeNode[]>;

/**
 * An organisation tree a level at a time (10,000 departments stay quick): the top level and the
 * children of every open node, each level cached under `[...sourceKey, 'level', parentId]`, so an
 * invalidation of the source key reloads them all.
 */
export function useTreeLevels(
  sourceKey: readonly unknown[],
  source: OrganizeSource,
  open: readonly string[],
  enabled = true,
) {
  const top = useQuery({
    queryKey: [...sourceKey, 'level', ORGANIZE_ROOT_ID],
    queryFn: () => source({ parentId: ORGANIZE_ROOT_ID }),
    enabled,
  });
  const results = useQueries({
    queries: open.map((id) => ({
      queryKey: [...sourceKey, 'level', id],
      queryFn: () => source({ parentId: id }),
      enabled,
    })),
  });
  const datas = results.map((r) => r.data);
  const levels = useMemo(() => {
    const map = new Map<string, readonly OrganizeNode[]>();
    open.forEach((id, i) => {
      const data = datas[i];
      if (data) map.set(id, data);
    });
    return map;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loaded levels themselves are the dependencies
  }, [open, ...datas]);
  return { top: top.data, levels, fetching: top.isFetching || results.some((r) => r.isFetching) };
}
