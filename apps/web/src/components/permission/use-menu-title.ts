import type { MenuItem } from '@tessera/shared';
import { useLocation } from 'react-router';
import { useUserStore } from '@/stores/user-store';
import { findMenuId } from './use-permission';

function findMenu(menus: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const menu of menus) {
    if (menu.id === id) return menu;
    const found = findMenu(menu.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The name of the current route's menu in the user's language (the server answers the menus in it),
 * so a page heading equals its sidebar entry and tab; `fallback` when the route has no menu.
 */
export function useMenuTitle(fallback: string, address?: string): string {
  const { pathname } = useLocation();
  const wanted = address ?? pathname;
  return useUserStore((s) => {
    const id = findMenuId(s.menuList, wanted);
    return (id && findMenu(s.menuList, id)?.fullName) || fallback;
  });
}
