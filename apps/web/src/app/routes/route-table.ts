import { useMemo } from 'react';
import type { MenuItem } from '@tessera/shared';
import { useUserStore } from '../../stores/user-store';
import { buildMenuRoutes, type MenuRouteTable } from './menu-routes';

/** Base address of the data-visualization host, substituted for `${dataV}`. */
export const DATAV_URL = import.meta.env.VITE_DATAV_URL ?? '/DataV/';

let cache: { menus: readonly MenuItem[]; token: string; table: MenuRouteTable } | undefined;

/** The route table for the current menus and token, rebuilt only when they change. */
export function getRouteTable(menus: readonly MenuItem[], token: string): MenuRouteTable {
  if (cache?.menus === menus && cache.token === token) return cache.table;
  const table = buildMenuRoutes(menus, { token, dataVUrl: DATAV_URL });
  cache = { menus, token, table };
  return table;
}

/** The current route table as a hook. */
export function useRouteTable(): MenuRouteTable {
  const menus = useUserStore((s) => s.menuList);
  const token = useUserStore((s) => s.token ?? '');
  return useMemo(() => getRouteTable(menus, token), [menus, token]);
}
