import { useCallback, useMemo } from 'react';
import type { PermissionEntry } from '@tessera/shared';
import { useUserStore } from '@/stores/user-store';
import { useMenuId } from './use-permission';

/** Which items of a menu's entry the hook reads. */
type FieldKind = 'column' | 'form';

/**
 * The granted codes of one kind on the route's menu, or undefined when nothing restricts them: the
 * administrator, a route without a menu entry, or a menu without that authorisation (an empty list:
 * a menu with column or form authorisation grants at least one item to whoever may open it).
 */
function useGranted(kind: FieldKind, address?: string): Set<string> | undefined {
  const modelId = useMenuId(address);
  const isAdministrator = useUserStore((s) => s.userInfo?.isAdministrator === true);
  const items = useUserStore((s) =>
    modelId === undefined
      ? undefined
      : s.permissionList.find((p: PermissionEntry) => p.modelId === modelId)?.[kind],
  );
  return useMemo(
    () => (isAdministrator || !items?.length ? undefined : new Set(items.map((i) => i.enCode))),
    [isAdministrator, items],
  );
}

/** A table column as {@link useColumnPermission} reads it. */
export interface PermissionColumn {
  key?: unknown;
  dataIndex?: unknown;
}

/** Columns every table keeps whatever the grants (row actions, selection, index). */
export const ALWAYS_SHOWN_COLUMNS = ['actions', 'action', 'index', 'selection'];

/** The permission code of a column: its key, else its dataIndex when that is one name. */
export function columnCode(column: PermissionColumn): string | undefined {
  if (typeof column.key === 'string' || typeof column.key === 'number') return String(column.key);
  return typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
}

/**
 * Column authorisation (spec 02 section 6, list permission): a filter keeping only the table
 * columns whose code (key, else dataIndex) the route's menu grants in `permissionList[].column`.
 * The administrator and menus without column authorisation keep every column; action columns stay.
 */
export function useColumnPermission(
  address?: string,
): <C extends PermissionColumn>(columns: readonly C[]) => C[] {
  const granted = useGranted('column', address);
  return useCallback(
    <C extends PermissionColumn>(columns: readonly C[]) => {
      if (!granted) return [...columns];
      return columns.filter((c) => {
        const code = columnCode(c);
        return code === undefined || ALWAYS_SHOWN_COLUMNS.includes(code) || granted.has(code);
      });
    },
    [granted],
  );
}

/**
 * Form authorisation (spec 02 section 6, form permission): a check answering whether a form field
 * (by its code, the field name) is granted on the route's menu in `permissionList[].form`. The
 * administrator and menus without form authorisation see every field.
 */
export function useFormPermission(address?: string): (field: string) => boolean {
  const granted = useGranted('form', address);
  return useCallback((field: string) => !granted || granted.has(field), [granted]);
}
