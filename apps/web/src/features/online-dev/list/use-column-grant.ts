import type { ColumnData } from '@tessera/shared';
import { useCallback, useMemo } from 'react';
import { useColumnPermission } from '@/components/permission';

/**
 * Whether a list field (`vModel`, `table-child`) may be searched, filtered and sorted on under the
 * column permissions (rulings 3), the server's rule: a column of the list whose code is not
 * granted is hidden, and so is every column of a hidden sub-table; fields that are no column of
 * the list are not governed by column permissions.
 */
export function isFieldGranted(hidden: ReadonlySet<string>, id: string): boolean {
  if (hidden.has(id)) return false;
  const dash = id.indexOf('-');
  return !(dash > 0 && hidden.has(id.slice(0, dash)));
}

/**
 * The route menu's column permissions as a check on list fields: the search bar and the advanced
 * query offer only the fields it answers true for (the administrator and a design without column
 * permissions: every field).
 */
export function useColumnGrant(design: Pick<ColumnData, 'columnList'>): (id: string) => boolean {
  const keepGranted = useColumnPermission();
  const hidden = useMemo(() => {
    const all = design.columnList.map((c) => ({ key: c.prop }));
    const kept = new Set(keepGranted(all).map((c) => c.key));
    return new Set(all.map((c) => c.key).filter((prop) => !kept.has(prop)));
  }, [design.columnList, keepGranted]);
  return useCallback((id: string) => isFieldGranted(hidden, id), [hidden]);
}
