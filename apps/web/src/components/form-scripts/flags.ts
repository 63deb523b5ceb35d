import type { FieldItem } from '@tessera/shared';
import type { PropPath } from './protocol';
import type { ScriptFlag } from './use-form-scripts';

/** Flags set by scripts, by prop (`field` or `table.child`). */
export type FieldFlags = Readonly<Record<string, Readonly<Partial<Record<ScriptFlag, boolean>>>>>;

/** The flags with one more set. */
export function withFlag(flags: FieldFlags, path: PropPath, flag: ScriptFlag, on: boolean): FieldFlags {
  const prop = path.child ? `${path.field}.${path.child}` : path.field;
  if (flags[prop]?.[flag] === on) return flags;
  return { ...flags, [prop]: { ...flags[prop], [flag]: on } };
}

function flagged(field: FieldItem, set: Partial<Record<ScriptFlag, boolean>>): FieldItem {
  const config = { ...field.__config__ };
  const next: FieldItem = { ...field, __config__: config };
  if (set.noShow !== undefined) config.noShow = set.noShow;
  if (set.required !== undefined) config.required = set.required;
  if (set.disabled !== undefined) next.disabled = set.disabled;
  return next;
}

/**
 * The widget tree with the scripts' flags applied (noShow and required in `__config__`, disabled
 * on the widget). Only the flagged widgets and their ancestors are new objects, so the memoised
 * fields of the rest of the form do not re-render.
 */
export function applyFlags(
  fields: readonly FieldItem[],
  flags: FieldFlags,
  table?: string,
): readonly FieldItem[] {
  if (Object.keys(flags).length === 0) return fields;
  let changed = false;
  const out = fields.map((field) => {
    let next = field;
    const children = field.__config__.children;
    if (Array.isArray(children)) {
      const inTable = field.__config__.jnpfKey === 'table' ? field.__vModel__ : table;
      const mapped = applyFlags(children as FieldItem[], flags, inTable);
      if (mapped !== children) next = { ...next, __config__: { ...next.__config__, children: [...mapped] } };
    }
    const vModel = field.__vModel__;
    const set = vModel ? flags[table ? `${table}.${vModel}` : vModel] : undefined;
    if (set) next = flagged(next, set);
    if (next !== field) changed = true;
    return next;
  });
  return changed ? out : fields;
}
