import type { AuthorityIds, AuthorityItemType, AuthorityNode } from '@tessera/shared';
import type { Catalog, Grants, ModuleRow, ResourceRow } from '../auth/access.service';
import { withAncestors } from '../auth/menu-tree';

/** Item ids by type, as sets. */
export type ItemSets = Record<AuthorityItemType, Set<string>>;

/** The resource kinds hanging under a menu, with the catalogue map holding them. */
export const RESOURCE_KINDS = [
  ['button', 'buttons'],
  ['column', 'columns'],
  ['form', 'forms'],
  ['resource', 'schemes'],
] as const satisfies readonly [AuthorityItemType, keyof Catalog][];

const resources = (catalog: Catalog, key: (typeof RESOURCE_KINDS)[number][1]) =>
  [...catalog[key].values()].flat();

/** No items. */
export const emptySets = (): ItemSets => ({
  system: new Set(),
  module: new Set(),
  button: new Set(),
  column: new Set(),
  form: new Set(),
  resource: new Set(),
});

/** Every item of the catalogue. */
export function catalogIds(catalog: Catalog): ItemSets {
  const sets = emptySets();
  for (const s of catalog.systems) sets.system.add(s.id);
  for (const m of catalog.modules) sets.module.add(m.id);
  for (const [type, key] of RESOURCE_KINDS) for (const r of resources(catalog, key)) sets[type].add(r.id);
  return sets;
}

/**
 * The items a user may hand out: everything for an administrator; otherwise what they hold, their
 * menus' ancestors (they see those anyway) and the systems of their menus.
 */
export function heldIds(catalog: Catalog, grants: Grants, isAdmin: boolean): ItemSets {
  const all = catalogIds(catalog);
  if (isAdmin) return all;
  const got = (type: AuthorityItemType) => grants.items.get(type) ?? new Set<string>();
  const modules = withAncestors(catalog.modules, got('module'));
  const pick = (type: AuthorityItemType) => new Set([...got(type)].filter((id) => all[type].has(id)));
  return {
    system: new Set([...pick('system'), ...modules.map((m) => m.system_id)]),
    module: new Set(modules.map((m) => m.id)),
    button: pick('button'),
    column: pick('column'),
    form: pick('form'),
    resource: pick('resource'),
  };
}

/** Stored grants as sets; systems of granted menus count as granted (the user sees them). */
export function grantedIds(catalog: Catalog, rows: { item_type: string; item_id: string }[]): ItemSets {
  const all = catalogIds(catalog);
  const sets = emptySets();
  for (const r of rows) {
    const type = r.item_type as AuthorityItemType;
    if (all[type]?.has(r.item_id)) sets[type].add(r.item_id);
  }
  for (const m of catalog.modules) if (sets.module.has(m.id)) sets.system.add(m.system_id);
  return sets;
}

/** Sets as sorted id lists. */
export const toIds = (sets: ItemSets): AuthorityIds => ({
  system: [...sets.system],
  module: [...sets.module],
  button: [...sets.button],
  column: [...sets.column],
  form: [...sets.form],
  resource: [...sets.resource],
});

type Kind = AuthorityNode['kind'];
const node = (
  row: { id: string; full_name: string; en_code: string; icon?: string | null },
  extra: { parentId: string; kind: Kind; moduleId: string; systemId: string },
): AuthorityNode => ({
  id: row.id,
  fullName: row.full_name,
  enCode: row.en_code,
  icon: row.icon ?? '',
  children: [],
  ...extra,
});

/** Systems as roots with the menus below them (menus in catalogue order). */
function menuForest(catalog: Catalog, menus: ModuleRow[], systems: Set<string>): Map<string, AuthorityNode> {
  const nodes = new Map<string, AuthorityNode>();
  for (const s of catalog.systems)
    if (systems.has(s.id))
      nodes.set(s.id, node(s, { parentId: '-1', kind: 'system', moduleId: '', systemId: s.id }));
  for (const m of menus) {
    const parentId = m.parent_id === '-1' ? m.system_id : m.parent_id;
    nodes.set(m.id, node(m, { parentId, kind: 'menu', moduleId: m.id, systemId: m.system_id }));
  }
  return nodes;
}

function link(nodes: Map<string, AuthorityNode>): AuthorityNode[] {
  const roots: AuthorityNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    if (parent && parent !== n) parent.children.push(n);
    else if (n.kind === 'system') roots.push(n);
  }
  return roots;
}

/** A tree of one resource kind: systems → menus (those with such items, and their ancestors) → items. */
function resourceTree(
  catalog: Catalog,
  type: AuthorityItemType,
  rows: Map<string, ResourceRow[]>,
  shown: ItemSets,
): AuthorityNode[] {
  const owners = new Set<string>();
  for (const [moduleId, list] of rows)
    if (shown.module.has(moduleId) && list.some((r) => shown[type].has(r.id))) owners.add(moduleId);
  const menus = withAncestors(catalog.modules, owners);
  const nodes = menuForest(catalog, menus, new Set(menus.map((m) => m.system_id)));
  for (const m of menus) {
    for (const r of rows.get(m.id) ?? [])
      if (shown[type].has(r.id))
        nodes.set(r.id, node(r, { parentId: m.id, kind: type, moduleId: m.id, systemId: m.system_id }));
  }
  return link(nodes);
}

/** The catalogue trees limited to `shown` (all for an administrator, the caller's holdings otherwise). */
export function buildTrees(catalog: Catalog, shown: ItemSets) {
  const menus = catalog.modules.filter((m) => shown.module.has(m.id));
  const systems = catalog.systems.filter((s) => shown.system.has(s.id));
  const tree = (type: AuthorityItemType) => {
    const kind = RESOURCE_KINDS.find(([t]) => t === type)!;
    return resourceTree(catalog, type, catalog[kind[1]], shown);
  };
  return {
    system: systems.map((s) => node(s, { parentId: '-1', kind: 'system', moduleId: '', systemId: s.id })),
    module: link(menuForest(catalog, menus, new Set(systems.map((s) => s.id)))),
    button: tree('button'),
    column: tree('column'),
    form: tree('form'),
    resource: tree('resource'),
  };
}
