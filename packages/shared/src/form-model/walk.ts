import type { FieldItem } from './form-data';
import { WIDGETS, isWidgetKey, type WidgetKind } from './widgets';

/** A widget met while walking a design, with where it stands. */
export interface WalkedField {
  /** The widget. */
  field: FieldItem;
  /** Its catalogue entry (undefined for an unknown key). */
  kind: WidgetKind | undefined;
  /** Where it is: `fields[2].__config__.children[0]`. */
  path: string;
  /** Containers around it (panes not counted). */
  depth: number;
  /** The sub-table holding it, if it is a sub-table column (or inside one). */
  table: FieldItem | undefined;
  /** The widget whose children it is (undefined at the top level). */
  parent: FieldItem | undefined;
}

/** The children of a widget (an empty list when it has none). */
export const childrenOf = (field: FieldItem): FieldItem[] =>
  Array.isArray(field.__config__.children) ? field.__config__.children : [];

/** The catalogue entry of a widget, undefined for an unknown key. */
export const kindOf = (field: FieldItem): WidgetKind | undefined =>
  isWidgetKey(field.__config__.jnpfKey) ? WIDGETS[field.__config__.jnpfKey] : undefined;

/**
 * Every widget of a design in document order, containers before their children. Callers bound
 * the depth first ({@link measureDesign}), so the recursion is shallow.
 */
export function walkFields(fields: readonly FieldItem[]): WalkedField[] {
  const out: WalkedField[] = [];
  const visit = (
    list: readonly FieldItem[],
    base: string,
    depth: number,
    table?: FieldItem,
    parent?: FieldItem,
  ) => {
    list.forEach((field, i) => {
      const kind = kindOf(field);
      const path = `${base}[${i}]`;
      out.push({ field, kind, path, depth, table, parent });
      const inner = kind?.container && kind.group !== 'pane' ? depth + 1 : depth;
      const innerTable = kind?.key === 'table' ? field : table;
      visit(childrenOf(field), `${path}.__config__.children`, inner, innerTable, field);
    });
  };
  visit(fields, 'fields', 0);
  return out;
}

/** Whether a widget holds a value in form data (attr and calculate only when stored). */
export function holdsValue(field: FieldItem, kind: WidgetKind | undefined): boolean {
  if (!kind || kind.value === 'none' || kind.key === 'table') return false;
  if (kind.value === 'attr') return field.isStorage === 2;
  return true;
}

/** The label to name a widget by in a message: its label, else its vModel, else its key. */
export function fieldName(field: FieldItem): string {
  const label = typeof field.__config__.label === 'string' ? field.__config__.label.trim() : '';
  if (label) return label.slice(0, 100);
  if (field.__vModel__) return field.__vModel__.slice(0, 100);
  return String(field.__config__.jnpfKey).slice(0, 64);
}
