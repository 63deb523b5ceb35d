import { useQuery } from '@tanstack/react-query';
import { ORGANIZE_ROOT_ID, type OrganizeNode } from '@tessera/shared';
import { useCallback, useMemo, useState } from 'react';
import { useLazyTree } from '@/components/tree';
import { pickerKeys, pickersApi } from './pickers-api';
import { toIds, type PickItem, type PickerValue } from './selection';
import { nodeItem } from './tree-pane';
import type { PickerNode } from './tree-data';
import { toPickerNodes } from './use-picker-tree';

/** Which selector a lazy organisation tree reads. */
export interface OrganizeMode {
  auth?: boolean;
  isOnlyOrg?: boolean;
  excludeId: string;
}

/** Query key of a picker's lazy organisation tree (per selector mode). */
const pickerTreeKey = ({ auth, isOnlyOrg, excludeId }: OrganizeMode) =>
  ['pickers', 'organizeLevels', !!auth, !!isOnlyOrg, excludeId] as const;

/** Loaded levels as picker nodes: a node whose level is loaded carries it, the others open (and load) on expanding. */
function build(
  list: readonly OrganizeNode[],
  levels: ReadonlyMap<string, readonly OrganizeNode[]>,
): PickerNode[] {
  return toPickerNodes(list).map((n, i) => {
    const children = levels.get(n.id);
    if (children) return { ...n, isLeaf: children.length === 0, children: build(children, levels) };
    return { ...n, isLeaf: !list[i]?.hasChildren, children: [] };
  });
}

/**
 * An organisation picker's tree a level at a time ({@link useLazyTree}; 10,000 departments stay
 * quick): the top level first, children when a node opens; a keyword asks the server for the
 * matches with their ancestors, shown open.
 */
export function useLazyOrganizes(mode: OrganizeMode, enabled = true) {
  const { auth, isOnlyOrg, excludeId } = mode;
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const key = useMemo(() => pickerTreeKey({ auth, isOnlyOrg, excludeId }), [auth, isOnlyOrg, excludeId]);
  const tree = useLazyTree<OrganizeNode>({
    key,
    rootId: ORGANIZE_ROOT_ID,
    level: (parentId) => pickersApi.organizeLevel({ auth, isOnlyOrg, excludeId }, { parentId }),
    search: (word) => pickersApi.organizeLevel({ auth, isOnlyOrg, excludeId }, { keyword: word }),
    keyword,
    open,
    enabled,
    staleTime: 60_000,
  });
  const { fetchLevel } = tree;
  const nodes = useMemo(
    () => (keyword ? toPickerNodes(tree.found ?? []) : build(tree.top ?? [], tree.levels)),
    [keyword, tree.found, tree.top, tree.levels],
  );
  const loadData = useCallback(
    async (node: PickerNode) => {
      if (node.isLeaf || node.children?.length) return;
      await fetchLevel(node.id).catch(() => []);
      setOpen((ids) => (ids.includes(node.id) ? ids : [...ids, node.id]));
    },
    [fetchLevel],
  );
  return {
    nodes,
    loading: tree.fetching,
    keyword,
    loadData: keyword ? undefined : loadData,
    onSearch: (word: string) => setKeyword(word.trim()),
  };
}

/** Names (with paths) of the organisations a picker holds, looked up by id. */
export function useOrganizeNames(
  value: PickerValue | null | undefined,
  multiple: boolean,
): Map<string, PickItem> {
  const ids = useMemo(
    () => toIds(value, multiple).filter((id) => id !== ORGANIZE_ROOT_ID),
    [value, multiple],
  );
  const { data } = useQuery({
    queryKey: pickerKeys.organizesByIds(ids),
    queryFn: () => pickersApi.organizesByIds(ids),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  return useMemo(() => new Map(toPickerNodes(data ?? []).map((n) => [n.id, nodeItem(n)])), [data]);
}
