import type { FieldItem } from '@tessera/shared';
import { str } from './editor-types';

/** A grouped header over some columns (form-model.md §3 `complexHeaderList`). */
export interface HeaderGroup {
  id: string;
  fullName: string;
  align: 'left' | 'center' | 'right';
  childColumns: string[];
}

/** The item of a column list: one column, or a group of columns under one header. */
export type HeaderItem<C> = { column: C } | { group: HeaderGroup; columns: C[] };

/** Reads a table's complexHeaderList (entries without a name or columns are dropped). */
export function headerGroupsOf(table: FieldItem): HeaderGroup[] {
  const raw = table.__config__.complexHeaderList ?? table.complexHeaderList;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown, i) => {
    const g = (entry ?? {}) as Record<string, unknown>;
    const fullName = str(g.fullName);
    const childColumns = Array.isArray(g.childColumns)
      ? g.childColumns.filter((c): c is string => typeof c === 'string' && c !== '')
      : [];
    if (!fullName || !childColumns.length) return [];
    const align = (['left', 'center', 'right'] as const).find((a) => a === g.align) ?? 'center';
    return [{ id: str(g.id) ?? `group${i}`, fullName, align, childColumns }];
  });
}

/**
 * The columns in order with the grouped ones gathered under their header, placed where the
 * group's first column stands; a column claimed by two groups stays in the first.
 */
export function groupColumns<C>(
  columns: readonly C[],
  groups: readonly HeaderGroup[],
  keyOf: (c: C) => string,
): HeaderItem<C>[] {
  const owner = new Map<string, HeaderGroup>();
  for (const g of groups) for (const c of g.childColumns) if (!owner.has(c)) owner.set(c, g);
  const out: HeaderItem<C>[] = [];
  const placed = new Map<string, C[]>();
  for (const column of columns) {
    const group = owner.get(keyOf(column));
    if (!group) {
      out.push({ column });
      continue;
    }
    const members = placed.get(group.id);
    if (members) members.push(column);
    else {
      const list = [column];
      placed.set(group.id, list);
      out.push({ group, columns: list });
    }
  }
  return out;
}
