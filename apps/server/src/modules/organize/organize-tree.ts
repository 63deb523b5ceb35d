import { ORGANIZE_ROOT_ID, type OrganizeNode } from '@tessera/shared';
import type { OrganizeRow } from './organize.repository';

/** Icons of the tree nodes by category (JNPF's icon font). */
export const ORGANIZE_ICONS: Record<string, string> = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
  position: 'icon-ym icon-ym-tree-position1',
  group: 'icon-ym icon-ym-generator-group1',
};

/** The ids from the top down to a node. */
export const pathIds = (row: Pick<OrganizeRow, 'organize_id_tree'>) =>
  row.organize_id_tree.split(',').filter(Boolean);

/** A node that can be hung in a tree. */
interface TreeItem<T> {
  id: string;
  parentId: string;
  hasChildren: boolean;
  children: T[];
}

/** Hangs nodes under their parents; a node whose parent is absent becomes a root. Keeps input order. */
export function buildTree<T extends TreeItem<T>>(nodes: T[]): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const node of nodes) {
    const parent = node.parentId === node.id ? undefined : byId.get(node.parentId);
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

/** Rows as tree nodes (not yet hung), with their name paths. */
export function toOrganizeNodes(rows: OrganizeRow[], all: OrganizeRow[] = rows): OrganizeNode[] {
  const names = new Map(all.map((r) => [r.id, r.full_name]));
  return rows.map((r) => {
    const ids = pathIds(r);
    return {
      id: r.id,
      parentId: r.parent_id || ORGANIZE_ROOT_ID,
      fullName: r.full_name,
      enCode: r.en_code,
      category: r.category,
      type: r.category,
      icon: ORGANIZE_ICONS[r.category] ?? '',
      organize: ids
        .map((id) => names.get(id) ?? '')
        .filter(Boolean)
        .join('/'),
      organizeIds: ids,
      managerId: r.manager_id,
      sortCode: Number(r.sort_code),
      enabledMark: Number(r.enabled_mark),
      description: r.description,
      creatorTime: Number(r.created_at),
      hasChildren: false,
      children: [],
    };
  });
}

/** Rows lying in the subtrees of some roots (the roots included). */
export function inSubtrees(rows: OrganizeRow[], rootIds: Iterable<string>): OrganizeRow[] {
  const roots = new Set(rootIds);
  return rows.filter((r) => pathIds(r).some((id) => roots.has(id)));
}

/** Rows outside the subtree of one node (all rows when the id is empty, "0" or unknown). */
export function outsideSubtree(rows: OrganizeRow[], id: string | undefined): OrganizeRow[] {
  if (!id || id === '0' || id === ORGANIZE_ROOT_ID) return rows;
  return rows.filter((r) => !pathIds(r).includes(id));
}

/** Rows whose name or code contains the keyword (ignoring case), with all their ancestors. */
export function withKeyword(rows: OrganizeRow[], keyword: string | undefined): OrganizeRow[] {
  const text = keyword?.trim().toLowerCase();
  if (!text) return rows;
  const keep = new Set<string>();
  for (const r of rows) {
    if (r.full_name.toLowerCase().includes(text) || r.en_code.toLowerCase().includes(text))
      for (const id of pathIds(r)) keep.add(id);
  }
  return rows.filter((r) => keep.has(r.id));
}

/** Rows that are enabled and whose ancestors are all enabled too. */
export function enabledOnly(rows: OrganizeRow[]): OrganizeRow[] {
  const disabled = new Set(rows.filter((r) => Number(r.enabled_mark) !== 1).map((r) => r.id));
  const live = new Set(rows.map((r) => r.id));
  return rows.filter((r) => pathIds(r).every((id) => live.has(id) && !disabled.has(id)));
}

/**
 * One level of a tree of rows, as unhung nodes: the roots (parent "-1": rows whose parent is not
 * among them) or the children of one row, each telling whether it has children among the rows.
 */
export function treeLevel(rows: OrganizeRow[], all: OrganizeRow[], parentId: string): OrganizeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const parents = new Set(rows.map((r) => r.parent_id));
  const level = rows.filter((r) =>
    parentId === ORGANIZE_ROOT_ID ? !ids.has(r.parent_id) || r.parent_id === r.id : r.parent_id === parentId,
  );
  return toOrganizeNodes(level, all).map((n) => ({ ...n, hasChildren: parents.has(n.id) }));
}
