import {
  DYNAMIC_IDENTIFIER_MAX,
  fieldName,
  fieldNameProblem,
  holdsValue,
  kindOf,
  type DesignProblem,
  type FieldItem,
  type Language,
} from '@tessera/shared';
import { formModelMessages } from '@tessera/shared/messages.form-model';
import { findField, flatten, idOf } from './design-tree';

/** A refusal of a typed field name: a form-model message key and its parameters. */
export type NameRefusal = Pick<DesignProblem, 'code' | 'params'>;

/** The fields whose names share a scope with the widget `id`: the main table, or its sub-table's columns. */
function scopeOf(fields: readonly FieldItem[], id: number): FieldItem[] {
  const found = findField(fields, id);
  if (!found) return [];
  if (found.table && found.field !== found.table) return found.table.__config__.children ?? [];
  const columns = new Set<FieldItem>();
  for (const { field } of flatten(fields))
    if (field.__config__.jnpfKey === 'table') for (const c of field.__config__.children ?? []) columns.add(c);
  return flatten(fields)
    .map((f) => f.field)
    .filter((f) => !columns.has(f));
}

/**
 * Checks a field name as it is typed for the widget `id` (form-model check-names rules): the
 * shape, length, keywords and system columns, then a repeat (ignoring case) in the same scope.
 */
export function checkTypedName(fields: readonly FieldItem[], id: number, name: string): NameRefusal | null {
  const found = findField(fields, id);
  if (!found) return null;
  const { field } = found;
  const kind = kindOf(field);
  const isColumn = holdsValue(field, kind);
  const label = fieldName(field);
  if (!name) return { code: 'formDesignFieldNameMissing', params: { field: label } };
  const code = fieldNameProblem(name, isColumn, !!found.table && found.table !== field);
  if (code) return { code, params: { field: label, name, max: DYNAMIC_IDENTIFIER_MAX } };
  const lower = name.toLowerCase();
  const other = scopeOf(fields, id).find(
    (f) => idOf(f) !== id && typeof f.__vModel__ === 'string' && f.__vModel__.toLowerCase() === lower,
  );
  if (other)
    return { code: 'formDesignFieldNameDuplicate', params: { field: label, name, other: fieldName(other) } };
  return null;
}

/** A design problem (or refusal) in a language: the form model's own message. */
export function problemText(problem: NameRefusal, lang: Language): string {
  const template: string = formModelMessages[problem.code][lang];
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in problem.params ? String(problem.params[key]) : whole,
  );
}
