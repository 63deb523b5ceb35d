import { walkFields, type FieldItem } from '@tessera/shared';
import { linkageSources } from './field-options';

/** A field that depends on another, and the sub-table it stands in (if any). */
export interface Dependent {
  field: FieldItem;
  table?: string;
}

/**
 * Who depends on whom (form-model.md §6 linkage): source key → dependents. A main source is its
 * vModel; a sub-table source is `table-column` (its dependents live in the same row).
 */
export function dependentsOf(fields: readonly FieldItem[]): Map<string, Dependent[]> {
  const map = new Map<string, Dependent[]>();
  for (const w of walkFields(fields)) {
    if (!w.field.__vModel__) continue;
    const table = w.table?.__vModel__;
    for (const source of linkageSources(w.field)) {
      const entry: Dependent = { field: w.field, ...(table ? { table } : {}) };
      map.set(source, [...(map.get(source) ?? []), entry]);
    }
  }
  return map;
}

const EMPTY_LIST_KEYS = new Set(['checkbox', 'cascader', 'organizeSelect', 'areaSelect']);

/** The value a field takes when a field it depends on changes: [] for list values, else null. */
export function resetValueOf(field: FieldItem): unknown {
  return EMPTY_LIST_KEYS.has(field.__config__.jnpfKey) || field.multiple === true ? [] : null;
}

type Row = Record<string, unknown>;

/**
 * Applies the resets a change of `source` causes: main dependents are reset, sub-table dependents
 * in every row (a main source) or in the changed row (`rowKey`, a `table-column` source); each
 * reset cascades to its own dependents. Returns the new values (the input is not changed).
 */
export function applyLinkage(
  deps: Map<string, Dependent[]>,
  values: Readonly<Record<string, unknown>>,
  source: string,
  rowKey?: string,
  rowKeyOf: (row: Row) => string = (row) => String(row.jnpfId),
  depth = 0,
): Record<string, unknown> {
  let out: Record<string, unknown> = { ...values };
  if (depth > 20) return out;
  for (const dep of deps.get(source) ?? []) {
    const vModel = dep.field.__vModel__ ?? '';
    const empty = resetValueOf(dep.field);
    if (!dep.table) {
      out[vModel] = empty;
      out = applyLinkage(deps, out, vModel, undefined, rowKeyOf, depth + 1);
      continue;
    }
    const rows = Array.isArray(out[dep.table]) ? (out[dep.table] as Row[]) : [];
    out[dep.table] = rows.map((r) =>
      rowKey === undefined || rowKeyOf(r) === rowKey ? { ...r, [vModel]: empty } : r,
    );
    out = applyLinkage(deps, out, `${dep.table}-${vModel}`, rowKey, rowKeyOf, depth + 1);
  }
  return out;
}
