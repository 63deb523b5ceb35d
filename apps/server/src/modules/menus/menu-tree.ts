import type { MenuCategory, MenuNode, MenuSelectorNode, MenuTypeValue } from '@tessera/shared';
import { parseTranslations } from '@tessera/shared/translations';
import type { MenuRow } from './menus.repository';

/** A menu row as the administration sees it (without children). */
export function toMenuNode(r: MenuRow): MenuNode {
  return {
    id: r.id,
    parentId: r.parent_id,
    systemId: r.system_id,
    type: r.type as MenuTypeValue,
    fullName: r.full_name,
    enCode: r.en_code,
    icon: r.icon ?? '',
    urlAddress: r.url_address ?? '',
    linkTarget: r.link_target ?? '',
    category: r.category as MenuCategory,
    propertyJson: r.property_json ?? '{}',
    sortCode: Number(r.sort_code),
    enabledMark: Number(r.enabled_mark),
    description: r.description,
    creatorTime: Number(r.created_at),
    translations: parseTranslations(r.translations),
    hasChildren: false,
    children: [],
  };
}

/** Nests nodes (already sorted) by parent; nodes whose parent is absent become roots. */
export function nest<T extends { id: string; parentId: string; hasChildren: boolean; children: T[] }>(
  nodes: T[],
): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const node of nodes) {
    const parent = byId.get(node.parentId);
    if (parent && parent !== node) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

/** Ids of a menu and every menu below it. */
export function subtreeIds(rows: { id: string; parent_id: string }[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows)
      if (!ids.has(r.id) && ids.has(r.parent_id)) {
        ids.add(r.id);
        grew = true;
      }
  }
  return ids;
}

/** Rows matching a keyword (name or code, any case), with their ancestors. */
export function matchingWithAncestors(rows: MenuRow[], keyword: string): MenuRow[] {
  const needle = keyword.toLowerCase();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const r of rows) {
    if (!r.full_name.toLowerCase().includes(needle) && !r.en_code.toLowerCase().includes(needle)) continue;
    let current: MenuRow | undefined = r;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = byId.get(current.parent_id);
    }
  }
  return rows.filter((r) => keep.has(r.id));
}

/** A directory as the parent picker shows it. */
export const toSelectorNode = (r: MenuRow): MenuSelectorNode => ({
  id: r.id,
  parentId: r.parent_id,
  fullName: r.full_name,
  enCode: r.en_code,
  type: r.type as MenuTypeValue,
  icon: r.icon ?? '',
  hasChildren: false,
  children: [],
});
