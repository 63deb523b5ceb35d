import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { MenuItem } from '@tessera/shared';
import { useUserStore } from '@/stores/user-store';

/** Button codes of the standard list pages (spec 02 section 6). */
export const BUTTON_CODES = ['btn_add', 'btn_edit', 'btn_remove'] as const;
/** Button codes of the file widgets (spec 02 section 6). */
export const FILE_CODES = ['file_upload', 'file_look', 'file_download', 'file_delete'] as const;

/** Turns `/permission/user?x=1` or `permission/user` into `permission/user`. */
function bareAddress(address: string): string {
  return (address.split('?')[0] ?? '').trim().replace(/^\/+/, '').replace(/\/+$/, '');
}

/** The id of the menu whose address is `address` (the permission entry's modelId), if any. */
export function findMenuId(menus: readonly MenuItem[], address: string): string | undefined {
  const wanted = bareAddress(address);
  const stack = [...menus];
  while (stack.length) {
    const menu = stack.shift();
    if (!menu) break;
    if (menu.urlAddress && bareAddress(menu.urlAddress) === wanted) return menu.id;
    stack.push(...(menu.children ?? []));
  }
  return undefined;
}

/** The menu id of a route address, or of the current route when none is given. */
export function useMenuId(address?: string): string | undefined {
  const { pathname } = useLocation();
  const wanted = address ?? pathname;
  return useUserStore((s) => findMenuId(s.menuList, wanted));
}

/**
 * The permission directive as a hook (spec 02 section 6): a check that answers true only when the
 * permission entry of the route's menu (modelId) lists a button with that enCode.
 */
export function usePermission(address?: string): (code: string) => boolean {
  const modelId = useMenuId(address);
  const entry = useUserStore((s) =>
    modelId === undefined ? undefined : s.permissionList.find((p) => p.modelId === modelId),
  );
  return useCallback((code: string) => !!entry?.button.some((b) => b.enCode === code), [entry]);
}

/** Whether the user holds one button code on the current route's menu. */
export function useButtonAuth(code: string, address?: string): boolean {
  return usePermission(address)(code);
}
