import type {
  AuthorityIds,
  AuthorityItemType,
  AuthorityNode,
  AuthorityObjectType,
  AuthoritySaveBody,
} from '@tessera/shared';

/** The tabs of the grant editor, in order. */
export const GRANT_TABS = ['system', 'module', 'button', 'column', 'form', 'resource'] as const;

/** What is ticked, by item type. */
export type Selection = Record<AuthorityItemType, Set<string>>;

/** Every node of a forest, depth first. */
export const flatten = (nodes: AuthorityNode[]): AuthorityNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** Ids of the nodes without children (what antd's tree checks; parents follow). */
export const leafIds = (nodes: AuthorityNode[]) =>
  flatten(nodes)
    .filter((n) => !n.children.length)
    .map((n) => n.id);

/** Ids of the nodes with children (to expand them all). */
export const branchIds = (nodes: AuthorityNode[]) =>
  flatten(nodes)
    .filter((n) => n.children.length)
    .map((n) => n.id);

/** The selection the server answered. */
export const selectionOf = (granted: AuthorityIds): Selection => ({
  system: new Set(granted.system),
  module: new Set(granted.module),
  button: new Set(granted.button),
  column: new Set(granted.column),
  form: new Set(granted.form),
  resource: new Set(granted.resource),
});

/** The item kind a tab saves: menus in the module tree, the tab's own type elsewhere. */
const kindOf = (type: AuthorityItemType) => (type === 'module' ? 'menu' : type);

/** The keys to show checked in a tab's tree: selected leaves (antd derives the parents). */
export function checkedKeys(tree: AuthorityNode[], type: AuthorityItemType, selection: Selection): string[] {
  return leafIds(tree).filter((id) => selection[type].has(id));
}

/**
 * A tab's selection after a check: the tree's checked and half-checked nodes of the tab's kind (a
 * half-checked directory is granted so its checked pages stay reachable), plus what the tree does
 * not show now.
 */
export function afterCheck(
  tree: AuthorityNode[],
  type: AuthorityItemType,
  previous: Set<string>,
  keys: readonly string[],
): Set<string> {
  const nodes = flatten(tree).filter((n) => n.kind === kindOf(type));
  const shown = new Set(nodes.map((n) => n.id));
  const ticked = new Set(keys);
  const next = new Set([...previous].filter((id) => !shown.has(id)));
  for (const n of nodes) if (ticked.has(n.id)) next.add(n.id);
  return next;
}

/** Every node of the tab's kind in a tree (check all). */
export const allOfKind = (tree: AuthorityNode[], type: AuthorityItemType) =>
  flatten(tree)
    .filter((n) => n.kind === kindOf(type))
    .map((n) => n.id);

/** A resource tree cut down to the ticked menus (buttons only make sense with their menu). */
export function onlyMenus(tree: AuthorityNode[], menus: Set<string>): AuthorityNode[] {
  return tree.flatMap((n) => {
    if (n.kind !== 'system' && n.kind !== 'menu') return menus.has(n.moduleId) ? [n] : [];
    const children = onlyMenus(n.children, menus);
    if (!children.length) return [];
    return [{ ...n, children }];
  });
}

/**
 * The save body: the menus' systems are added (a menu needs its system) and items whose menu is
 * not ticked are left out (the server refuses them).
 */
export function saveBody(
  objectType: AuthorityObjectType,
  moduleTree: AuthorityNode[],
  resourceTrees: Record<'button' | 'column' | 'form' | 'resource', AuthorityNode[]>,
  selection: Selection,
): AuthoritySaveBody {
  const menus = flatten(moduleTree).filter((n) => n.kind === 'menu' && selection.module.has(n.id));
  const menuIds = new Set(menus.map((m) => m.id));
  const items = (type: keyof typeof resourceTrees) =>
    flatten(resourceTrees[type])
      .filter((n) => n.kind === type && selection[type].has(n.id) && menuIds.has(n.moduleId))
      .map((n) => n.id);
  return {
    objectType,
    systemIds: [...new Set([...selection.system, ...menus.map((m) => m.systemId)])],
    module: [...menuIds],
    button: items('button'),
    column: items('column'),
    form: items('form'),
    resource: items('resource'),
  };
}
