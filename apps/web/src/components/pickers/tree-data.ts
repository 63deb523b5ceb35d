/** A node of a picker tree (organisations, positions, roles, groups, users). */
export interface PickerNode {
  id: string;
  /** Unique key when an id shows more than once (a role under several organisations). */
  key?: string;
  fullName: string;
  type?: string;
  organize?: string;
  headIcon?: string;
  disabled?: boolean;
  hasChildren?: boolean;
  isLeaf?: boolean;
  children?: PickerNode[];
}

/** The node's key in the tree. */
export const nodeKey = (node: PickerNode): string => node.key ?? node.id;

/** Every node of a tree, depth first. */
export function flatten(nodes: readonly PickerNode[]): PickerNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

/** Keeps nodes whose name contains the keyword (any case) with their ancestors. */
export function filterTree(nodes: readonly PickerNode[], keyword: string): PickerNode[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return [...nodes];
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], word);
    if (n.fullName.toLowerCase().includes(word)) return [{ ...n, children: n.children ?? [] }];
    return children.length ? [{ ...n, children }] : [];
  });
}

/**
 * Keeps the subtrees rooted at `ids` (custom mode's ableDepIds, ablePosIds) and the ancestors
 * leading to them; ancestors outside the subtrees are disabled.
 */
export function limitTree(nodes: readonly PickerNode[], ids: ReadonlySet<string>): PickerNode[] {
  return nodes.flatMap((n) => {
    if (ids.has(n.id)) return [{ ...n }];
    const children = limitTree(n.children ?? [], ids);
    return children.length ? [{ ...n, disabled: true, children }] : [];
  });
}

/** Nodes by id (the first node of an id wins). */
export function indexById(nodes: readonly PickerNode[]): Map<string, PickerNode> {
  const map = new Map<string, PickerNode>();
  for (const n of flatten(nodes)) if (!map.has(n.id)) map.set(n.id, n);
  return map;
}

/** Ancestor keys of every node, to open a tree down to its matches. */
export function branchKeys(nodes: readonly PickerNode[]): string[] {
  return flatten(nodes)
    .filter((n) => (n.children ?? []).length > 0)
    .map(nodeKey);
}

/** Replaces the children of the node with `key` (lazy loading). */
export function withChildren(
  nodes: readonly PickerNode[],
  key: string,
  children: PickerNode[],
): PickerNode[] {
  return nodes.map((n) => {
    if (nodeKey(n) === key) return { ...n, children, isLeaf: children.length === 0 };
    if (!n.children?.length) return n;
    return { ...n, children: withChildren(n.children, key, children) };
  });
}
