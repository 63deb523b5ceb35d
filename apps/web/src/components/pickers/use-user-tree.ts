import { useCallback, useEffect, useState } from 'react';
import { pickersApi } from './pickers-api';
import { withChildren, type PickerNode } from './tree-data';
import { toPickerNodes } from './use-picker-tree';

/** The lazy user-organisation tree: top organisations first, children when a node opens. */
export function useUserTree(enabled: boolean) {
  const [nodes, setNodes] = useState<PickerNode[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setLoading(true);
    pickersApi
      .userTree('0')
      .then((r) => live && setNodes(lazy(toPickerNodes(r.list))))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [enabled]);
  const loadData = useCallback(async (node: PickerNode) => {
    if (node.type === 'user' || node.children?.length) return;
    const r = await pickersApi.userTree(node.id).catch(() => ({ list: [] }));
    setNodes((old) => withChildren(old, node.key ?? node.id, lazy(toPickerNodes(r.list))));
  }, []);
  return { nodes, loading, loadData };
}

/** Organisations open lazily; users are leaves. */
function lazy(nodes: PickerNode[]): PickerNode[] {
  return nodes.map((n) => ({
    ...n,
    isLeaf: n.type === 'user',
    children: n.type === 'user' ? [] : n.children,
  }));
}
