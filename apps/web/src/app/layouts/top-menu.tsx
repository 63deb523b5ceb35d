import { useEffect, useMemo, useRef, useState } from 'react';
import { Menu } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '../routes/menu-routes';
import { findTrail, HOME_KEY, homeItem, toItems, type MenuEntry } from './menu-tree';
import { useMenuNavigate } from './use-menu-navigate';

/** Width reserved per top-menu item (spec 01 section 2.5). */
export const TOP_ITEM_WIDTH = 116;
/** Key of the overflow submenu. */
export const MORE_KEY = '/menuMore';

/** Items that fit in `width`; the rest go into the /menuMore submenu. */
export function withOverflow(items: MenuEntry[], width: number, moreLabel: string): MenuEntry[] {
  const fit = Math.max(1, Math.floor(width / TOP_ITEM_WIDTH));
  if (items.length <= fit) return items;
  const shown = items.slice(0, fit - 1);
  return [...shown, { key: MORE_KEY, label: moreLabel, children: items.slice(fit - 1) }];
}

/**
 * Horizontal navigation. `groupsOnly` (blend) shows only the top level and reports the picked group;
 * otherwise (functional) the whole tree opens as submenus.
 */
export function TopMenu(props: {
  tree: readonly MenuNode[];
  dark: boolean;
  groupsOnly?: boolean;
  activeGroup?: string;
  onPickGroup?: (key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(TOP_ITEM_WIDTH * 6);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const items = useMemo(() => {
    const tops = props.groupsOnly
      ? toItems(props.tree.map(({ children: _children, ...node }) => node))
      : toItems(props.tree);
    return withOverflow([homeItem(), ...tops], width, t('layout.more'));
    // i18n.language re-translates the titles
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.tree, props.groupsOnly, width, t, i18n.language]);
  const pick = useMenuNavigate(props.tree);
  const trail = findTrail(props.tree, pathname) ?? [];
  const selected =
    pathname === '/home' ? [HOME_KEY] : props.groupsOnly && props.activeGroup ? [props.activeGroup] : trail;

  return (
    <div ref={box} className="shell-top-menu">
      <Menu
        mode="horizontal"
        theme={props.dark ? 'dark' : 'light'}
        items={items}
        selectedKeys={selected}
        disabledOverflow
        onClick={({ key }) => {
          const group = props.tree.find((n) => n.key === key && n.children?.length);
          if (props.groupsOnly && group) props.onPickGroup?.(group.key);
          else pick(key);
        }}
        aria-label={t('layout.topNavigation')}
        data-testid="top-menu"
      />
    </div>
  );
}
