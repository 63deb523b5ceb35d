import { useCallback } from 'react';
import { useUserStore } from '@/stores/user-store';

/** Finds the id of the menu whose address is `urlAddress` (the permission entry's modelId). */
export function useMenuId(urlAddress: string): string | undefined {
  return useUserStore((s) => {
    const stack = [...s.menuList];
    while (stack.length) {
      const menu = stack.pop();
      if (!menu) break;
      if (menu.urlAddress?.replace(/^\/+/, '') === urlAddress) return menu.id;
      stack.push(...(menu.children ?? []));
    }
    return undefined;
  });
}

/**
 * Whether the user holds a button code on a menu (spec 01 section 6): allowed only when the
 * permission entry for `modelId` lists the code. A stand-in until the shared permission directive lands.
 */
export function usePermission(modelId: string | undefined): (code: string) => boolean {
  const entry = useUserStore((s) => s.permissionList.find((p) => p.modelId === modelId));
  return useCallback((code: string) => !!entry?.button.some((b) => b.enCode === code), [entry]);
}
