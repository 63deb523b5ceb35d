import { useQuery } from '@tanstack/react-query';
import { ORGANIZE_ROOT_ID, type OrganizeNode } from '@tessera/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { pickersApi } from './pickers-api';
import { toIds, type PickItem, type PickerValue } from './selection';
import { nodeItem } from './tree-pane';
import { nodeKey, withChildren, type PickerNode } from './tree-data';
import { toPickerNodes } from './use-picker-tree';

/** Which selector a lazy organisation tree reads. */
export interface OrganizeMode {
  auth?: boolean;
  isOnlyOrg?: boolean;
  excludeId: string;
}

/** Server nodes of one level as picker nodes that open (and load) on expanding. */
function level(list: readonly OrganizeNode[]): PickerNode[] {
  return toPickerNodes(list).map((n, i) => ({ ...n, isLeaf: !list[i]?.hasChildren, children: [] }));
}

/**
 * An organisation picker's tree a level at a time (10,000 departments stay quick): the top level
 * first, children when a node opens; a keyword asks the server for the matches with their
 * ancestors, shown open.
 */
export function useLazyOrganizes(mode: OrganizeMode, enabled = true) {
  const { auth, isOnlyOrg, excludeId } = mode;
  const [keyword, setKeyword] = useState('');
  // the nodes with the keyword they answer: the tree opens afresh when they arrive, not before
  const [answer, setAnswer] = useState<{ nodes: PickerNode[]; keyword: string }>({ nodes: [], keyword: '' });
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setLoading(true);
    pickersApi
      .organizeLevel({ auth, isOnlyOrg, excludeId }, keyword ? { keyword } : { parentId: ORGANIZE_ROOT_ID })
      .then((list) => live && setAnswer({ nodes: keyword ? toPickerNodes(list) : level(list), keyword }))
      .catch(() => live && setAnswer({ nodes: [], keyword }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [enabled, auth, isOnlyOrg, excludeId, keyword]);
  const loadData = useCallback(
    async (node: PickerNode) => {
      if (node.isLeaf || node.children?.length) return;
      const list = await pickersApi
        .organizeLevel({ auth, isOnlyOrg, excludeId }, { parentId: node.id })
        .catch(() => []);
      setAnswer((old) => ({ ...old, nodes: withChildren(old.nodes, nodeKey(node), level(list)) }));
    },
    [auth, isOnlyOrg, excludeId],
  );
  return {
    nodes: answer.nodes,
    loading,
    keyword: answer.keyword,
    loadData: answer.keyword ? undefined : loadData,
    onSearch: setKeyword,
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
    queryKey: ['pickers', 'organizesByIds', [...ids].sort()],
    queryFn: () => pickersApi.organizesByIds(ids),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  return useMemo(() => new Map(toPickerNodes(data ?? []).map((n) => [n.id, nodeItem(n)])), [data]);
}
