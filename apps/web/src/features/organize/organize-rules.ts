import type { OrganizeNode } from '@tessera/shared';

/** A row of the organisation tree table: leaves carry no children (no expand icon). */
export type OrganizeRow = Omit<OrganizeNode, 'children'> & { children?: OrganizeRow[] };

/** The tree as table rows. */
export function toRows(nodes: readonly OrganizeNode[]): OrganizeRow[] {
  return nodes.map(({ children, ...node }) =>
    children.length ? { ...node, children: toRows(children) } : { ...node },
  );
}

/** Every id of a tree (to expand it all). */
export function allIds(nodes: readonly OrganizeNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children)]);
}

/** A node of the parent picker. */
