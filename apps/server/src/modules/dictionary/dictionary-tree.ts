/** A row that sits in a tree by its parent id. */
interface Linked {
  id: string;
  parentId: string;
}

/** A row with its nested children. */
export type TreeNode<T> = T & { children: TreeNode<T>[] };

/**
 * Nests rows under their parents, keeping the given order among siblings. A row whose parent is
 * not in the list (the top, or a parent filtered away) becomes a root.
 */
export function buildTree<T extends Linked>(rows: readonly T[]): TreeNode<T>[] {
  type Node = TreeNode<T>;
  const nodes = new Map<string, Node>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });
  const roots: Node[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === row.id ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids of a row and all its descendants. */
export function subtreeIds(rows: readonly Linked[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows)
      if (!ids.has(row.id) && ids.has(row.parentId)) {
        ids.add(row.id);
        grew = true;
      }
  }
  return ids;
}

/** The rows that match, with every ancestor of a match (so the tree still reaches them). */
export function withAncestors<T extends Linked>(rows: readonly T[], matches: (row: T) => boolean): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const row of rows) {
    if (!matches(row)) continue;
    let current: T | undefined = row;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  return rows.filter((r) => keep.has(r.id));
}
