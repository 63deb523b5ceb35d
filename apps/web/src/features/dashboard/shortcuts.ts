/** Where a menu entry leads (the shape of the app's menu navigation tree). */
export type ShortcutTarget =
  { kind: 'route'; path: string } | { kind: 'window'; url: string } | { kind: 'none' };

/** A node of the user's menu tree, as the app passes it to the dashboard. */
export interface ShortcutNode {
  key: string;
  enCode: string;
  title: string;
  type: number;
  target: ShortcutTarget;
  children?: readonly ShortcutNode[];
}

/** A leaf menu the dashboard offers as a shortcut. */
export type Shortcut = ShortcutNode & { target: Exclude<ShortcutTarget, { kind: 'none' }> };

/** Most shortcuts shown on the dashboard. */
export const MAX_SHORTCUTS = 12;

/** The first leaf menus that lead somewhere, in menu order, at most `limit`. */
export function pickShortcuts(nodes: readonly ShortcutNode[], limit = MAX_SHORTCUTS): Shortcut[] {
  const found: Shortcut[] = [];
  const walk = (items: readonly ShortcutNode[]) => {
    for (const node of items) {
      if (found.length >= limit) return;
      if (node.children?.length) walk(node.children);
      else if (node.target.kind !== 'none') found.push(node as Shortcut);
    }
  };
  walk(nodes);
  return found;
}

/** Counts the leaf menus of a tree. */
export function countLeaves(nodes: readonly ShortcutNode[]): number {
  return nodes.reduce((sum, n) => sum + (n.children?.length ? countLeaves(n.children) : 1), 0);
}
