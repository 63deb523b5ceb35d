import { useQueries, useQuery } from '@tanstack/react-query';
import { ORGANIZE_ROOT_ID, type OrganizeNode } from '@tessera/shared';
import { useMemo } from 'react';
import { organizeApi } from '../api/organize-api';
import type { OrganizeRow } from '../organize-rules';

/** A row standing for children not loaded yet (it gives its parent the expand arrow). */
export type LevelRow = OrganizeRow & { placeholder?: boolean; children?: LevelRow[] };

const levelKey = (parentId: string) => ['organize', 'tree', 'level', parentId];

/** The organisation tree as table rows: loaded levels filled in, unloaded ones as one placeholder row. */
export function levelRows(
  nodes: readonly OrganizeNode[],
  levels: ReadonlyMap<string, readonly OrganizeNode[]>,
  loadingText: string,
): LevelRow[] {
  return nodes.map(({ children: _children, ...node }) => {
    if (!node.hasChildren) return { ...node };
    const loaded = levels.get(node.id);
    if (loaded)
      return loaded.length ? { ...node, children: levelRows(loaded, levels, loadingText) } : { ...node };
    const placeholder: LevelRow = {
      ...node,
      id: `${node.id}--loading`,
      fullName: loadingText,
      placeholder: true,
    };
    return { ...node, children: [placeholder] };
  });
}

/**
 * The organisation page's tree a level at a time (10,000 departments stay quick): the top level,
 * and the children of every open node. An edit invalidates `['organize']` and so reloads them all.
 */
export function useOrganizeLevels(open: readonly string[], enabled: boolean) {
  const top = useQuery({
    queryKey: levelKey(ORGANIZE_ROOT_ID),
    queryFn: () => organizeApi.tree(undefined, ORGANIZE_ROOT_ID),
    enabled,
  });
  const results = useQueries({
    queries: open.map((id) => ({
      queryKey: levelKey(id),
      queryFn: () => organizeApi.tree(undefined, id),
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
  return {
    top: top.data,
    levels,
    fetching: top.isFetching || results.some((r) => r.isFetching),
  };
}
