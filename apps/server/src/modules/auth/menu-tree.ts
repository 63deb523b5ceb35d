import type { MenuItem, MenuTypeValue } from '@tessera/shared';
import type { ModuleRow } from './access.service';

/** The granted menus plus every ancestor they need to be reachable. */
export function withAncestors(all: ModuleRow[], granted: Set<string>): ModuleRow[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const keep = new Set<string>();
  for (const id of granted) {
    let current = byId.get(id);
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = byId.get(current.parent_id);
    }
  }
  return all.filter((m) => keep.has(m.id));
}

/** Builds the menu tree (rows already sorted); nodes whose parent is absent become roots. */
export function buildMenuTree(rows: ModuleRow[]): MenuItem[] {
  const nodes = new Map<string, MenuItem>();
  for (const m of rows) {
    nodes.set(m.id, {
      id: m.id,
      parentId: m.parent_id,
      type: m.type as MenuTypeValue,
      enCode: m.en_code,
      fullName: m.full_name,
      icon: m.icon ?? '',
      urlAddress: m.url_address ?? '',
      linkTarget: m.link_target ?? '',
      propertyJson: m.property_json ?? '{}',
      sortCode: Number(m.sort_code),
      hasChildren: false,
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}
