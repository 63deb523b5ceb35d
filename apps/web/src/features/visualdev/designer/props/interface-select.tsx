import type { DataInterfaceSelectorNode } from '@tessera/shared';
import { TreeSelect } from 'antd';
import { useInterfaceSelector } from '../../api/visualdev-queries';

type TreeNode = { value: string; title: string; selectable: boolean; children: TreeNode[] };
const toTree = (nodes: readonly DataInterfaceSelectorNode[]): TreeNode[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.fullName,
    selectable: n.type === 'interface',
    children: toTree(n.children),
  }));

/** Finds an interface's name in the selector tree. */
const nameOf = (nodes: readonly DataInterfaceSelectorNode[], id: string): string | undefined => {
  for (const n of nodes) {
    if (n.id === id && n.type === 'interface') return n.fullName;
    const inner = nameOf(n.children, id);
    if (inner) return inner;
  }
  return undefined;
};

/** A data interface picked from the categories tree; answers its id and name. */
export function InterfaceSelect(props: {
  id: string;
  value: string;
  onChange: (id: string, name: string) => void;
  ariaLabel: string;
}) {
  const interfaces = useInterfaceSelector(true);
  const nodes = interfaces.data ?? [];
  return (
    <TreeSelect
      id={props.id}
      aria-label={props.ariaLabel}
      showSearch
      treeNodeFilterProp="title"
      loading={interfaces.isLoading}
      value={props.value || undefined}
      onChange={(v: string) => props.onChange(v ?? '', nameOf(nodes, v) ?? '')}
      treeData={toTree(nodes)}
      treeDefaultExpandAll
    />
  );
}
