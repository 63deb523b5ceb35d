import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../routes/menu-routes';
import { findTrail, HOME_KEY, homeItem, toItems, type MenuEntry } from './menu-tree';
import { useMenuNavigate } from './use-menu-navigate';

/** Pages on which the first menu group opens by default. */
const OPEN_FIRST_ON = ['/home', '/dashboard', '/404'];

/** Props of the side navigation. */
export interface SidebarMenuProps {
  /** The nodes to show (the whole tree, or a blend group's children). */
  nodes: readonly MenuNode[];
  /** The whole tree, for finding what a key does. */
  tree: readonly MenuNode[];
  collapsed: boolean;
  dark: boolean;
  withHome: boolean;
  onNavigate?: () => void;
}

/** The side navigation, titles translated; unfolds to the current page. */
export function SidebarMenu({ nodes, tree, collapsed, dark, withHome, onNavigate }: SidebarMenuProps) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const trail = useMemo(() => findTrail(nodes, pathname) ?? [], [nodes, pathname]);
  const firstGroup = nodes.find((n) => n.children?.length)?.key;
  const [openKeys, setOpenKeys] = useState<string[]>(() =>
    OPEN_FIRST_ON.includes(pathname) && firstGroup ? [firstGroup] : trail.slice(0, -1),
  );
  // opening a page from outside the menu (address bar, link, search) unfolds its groups
  useEffect(() => {
    const ancestors = trail.slice(0, -1);
    if (ancestors.length) setOpenKeys((keys) => [...new Set([...keys, ...ancestors])]);
  }, [trail]);
  const items = useMemo<MenuEntry[]>(
    () => (withHome ? [homeItem(), ...toItems(nodes)] : toItems(nodes)),
    // i18n.language re-translates the titles
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [nodes, withHome, i18n.language],
  );
  const pick = useMenuNavigate(tree, onNavigate);
  const selected = pathname === '/home' ? [HOME_KEY] : trail.slice(-1);

  return (
    <Menu
      mode="inline"
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={selected}
      inlineCollapsed={collapsed}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => pick(key)}
      style={{ borderInlineEnd: 0 }}
      data-testid="sidebar-menu"
    />
  );
}
