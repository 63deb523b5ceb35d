import type { MenuProps } from 'antd';
import { MenuType } from '@tessera/shared';
import { FolderIcon, HomeIcon, LinkIcon, PageIcon } from '@/components/icons';
import type { RouteSearchEntry } from '@/components/top-bar/route-search-index';
import { t } from '@/lib/i18n';
import type { MenuNode } from '../routes/menu-routes';

/** An antd menu item. */
export type MenuEntry = Required<MenuProps>['items'][number];

/** Key of the fixed home entry. */
export const HOME_KEY = '__home';

/** The title of a menu node: its name, which the server answers in the user's language (ADR 0019). */
export function nodeTitle(node: MenuNode): string {
  return node.title;
}

function iconFor(node: MenuNode) {
  if (node.children?.length) return <FolderIcon />;
  if (node.target.kind === 'window' || node.type === MenuType.ExternalLink) return <LinkIcon />;
  return <PageIcon />;
}

/** Menu nodes as antd items, titles translated. */
export function toItems(nodes: readonly MenuNode[]): MenuEntry[] {
  return nodes.map((node) => {
    const title = nodeTitle(node);
    // the sidebar cuts long names with an ellipsis; the title tooltip shows the whole name
    const base = { key: node.key, label: <span title={title}>{title}</span>, icon: iconFor(node) };
    return node.children?.length ? { ...base, children: toItems(node.children) } : base;
  });
}

/** The fixed home entry. */
export function homeItem(): MenuEntry {
  return { key: HOME_KEY, label: t('route.home'), icon: <HomeIcon /> };
}

/** Keys from the root to the node whose route is `path`. */
export function findTrail(
  nodes: readonly MenuNode[],
  path: string,
  trail: string[] = [],
): string[] | undefined {
  for (const node of nodes) {
    if (node.target.kind === 'route' && node.target.path === path) return [...trail, node.key];
    const found = node.children && findTrail(node.children, path, [...trail, node.key]);
    if (found) return found;
  }
  return undefined;
}

/** The node with `key`, anywhere in the tree. */
export function findNode(nodes: readonly MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = node.children && findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}

/** Every route of the tree (plus home) with its translated menu path, for the route search. */
export function searchEntries(nodes: readonly MenuNode[]): RouteSearchEntry[] {
  const entries: RouteSearchEntry[] = [{ path: '/home', title: t('route.home'), trail: [t('route.home')] }];
  const walk = (items: readonly MenuNode[], trail: string[]) => {
    for (const node of items) {
      const title = nodeTitle(node);
      if (node.target.kind === 'route')
        entries.push({ path: node.target.path, title, trail: [...trail, title] });
      if (node.children) walk(node.children, [...trail, title]);
    }
  };
  walk(nodes, []);
  return entries;
}
