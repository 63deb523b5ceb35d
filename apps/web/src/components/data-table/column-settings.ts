import { COLUMN_SETTINGS_MAX_LABEL, type ColumnSetting } from '@tessera/shared';
import { ALWAYS_SHOWN_COLUMNS, columnCode, type PermissionColumn } from '@/components/permission';

/** A column the settings drawer lists: its code and the label shown. */
export interface SettingsColumn {
  prop: string;
  label: string;
}

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The code of a column the user may move and hide, or undefined for fixed ones (actions, index). */
export function configurableCode(column: PermissionColumn): string | undefined {
  const code = columnCode(column);
  if (!code || ALWAYS_SHOWN_COLUMNS.includes(code) || !IDENTIFIER.test(code)) return undefined;
  return code;
}

/** A label fit for saving: plain text, bounded, without the characters the server refuses. */
export function saveableLabel(title: unknown, prop: string): string {
  const text = typeof title === 'string' ? title : prop;
  return (
    text
      .replace(/[<>\p{Cc}]/gu, '')
      .trim()
      .slice(0, COLUMN_SETTINGS_MAX_LABEL) || prop
  );
}

/**
 * The drawer's list: the saved order and visibility over the columns the page offers now. A saved
 * column that is gone (removed, or no longer granted) is dropped; a new one is appended, shown.
 */
export function mergeSettings(
  columns: readonly SettingsColumn[],
  saved: readonly ColumnSetting[],
): ColumnSetting[] {
  const byProp = new Map(columns.map((c) => [c.prop, c]));
  const out: ColumnSetting[] = [];
  const seen = new Set<string>();
  for (const s of saved) {
    const column = byProp.get(s.prop);
    if (!column || seen.has(s.prop)) continue;
    seen.add(s.prop);
    out.push({ prop: s.prop, label: column.label, visible: s.visible });
  }
  for (const c of columns) if (!seen.has(c.prop)) out.push({ prop: c.prop, label: c.label, visible: true });
  return out;
}

/** The list with one item moved by `delta` places (clamped); the same list when it cannot move. */
export function moveSetting(list: readonly ColumnSetting[], index: number, delta: number): ColumnSetting[] {
  const target = Math.min(Math.max(index + delta, 0), list.length - 1);
  const item = list[index];
  if (!item || target === index) return [...list];
  const next = list.filter((_, i) => i !== index);
  next.splice(target, 0, item);
  return next;
}

/** The list with one column shown or hidden. */
export function toggleSetting(
  list: readonly ColumnSetting[],
  prop: string,
  visible: boolean,
): ColumnSetting[] {
  return list.map((s) => (s.prop === prop ? { ...s, visible } : s));
}

/**
 * The table's columns after the settings: fixed columns before the first movable one stay in
 * front, the visible movable ones follow in the saved order, the other fixed ones (actions) last.
 */
export function applySettings<C extends PermissionColumn>(
  columns: readonly C[],
  list: readonly ColumnSetting[],
): C[] {
  const firstMovable = columns.findIndex((c) => configurableCode(c) !== undefined);
  if (firstMovable < 0) return [...columns];
  const byCode = new Map<string, C>();
  for (const c of columns) {
    const code = configurableCode(c);
    if (code) byCode.set(code, c);
  }
  const head = columns.slice(0, firstMovable);
  const tail = columns.slice(firstMovable).filter((c) => configurableCode(c) === undefined);
  const middle = list.filter((s) => s.visible).flatMap((s) => byCode.get(s.prop) ?? []);
  return [...head, ...middle, ...tail];
}
