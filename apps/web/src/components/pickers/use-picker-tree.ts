import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pickerKeys } from './pickers-api';
import type { PickItem } from './selection';
import { nodeItem } from './tree-pane';
import { flatten, type PickerNode } from './tree-data';

/** Any server tree node the pickers read. */
interface ServerNode {
  id: string;
  fullName: string;
  type: string;
  onlyId?: string;
  organize?: string;
  enabledMark?: number;
  hasChildren?: boolean;
  isLeaf?: boolean;
  children?: ServerNode[];
}

/** A server tree as picker nodes (disabled when switched off). */
export function toPickerNodes(nodes: readonly ServerNode[]): PickerNode[] {
  return nodes.map((n) => ({
    id: n.id,
    key: n.onlyId,
    fullName: n.fullName,
    type: n.type,
    organize: n.organize,
    disabled: n.enabledMark === 0,
    isLeaf: n.isLeaf ?? !n.children?.length,
    children: toPickerNodes(n.children ?? []),
  }));
}

/** A picker's tree, loaded once per key and cached a minute. */
export function usePickerTree(key: readonly unknown[], load: () => Promise<readonly ServerNode[]>) {
  const query = useQuery({
    queryKey: pickerKeys.tree(key),
    queryFn: async () => toPickerNodes(await load()),
    staleTime: 60_000,
  });
  return { nodes: query.data ?? EMPTY, loading: query.isFetching };
}

const EMPTY: PickerNode[] = [];

/** Names of every node of some trees, by id. */
export function useKnown(...trees: readonly (readonly PickerNode[])[]): Map<string, PickItem> {
  return useMemo(() => {
    const map = new Map<string, PickItem>();
    for (const tree of trees) for (const n of flatten(tree)) if (!map.has(n.id)) map.set(n.id, nodeItem(n));
    return map;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the trees themselves are the dependencies
  }, trees);
}
