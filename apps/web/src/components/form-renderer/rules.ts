import { compileRegRule, walkFields, type FieldItem, type RegRule } from '@tessera/shared';
import type { TFunction } from 'i18next';
import { ROW_KEY } from './defaults';

type Values = Record<string, unknown>;

/** Shown on the web: visibility holds "pc" (or is unset). */
export function isOnPc(field: FieldItem): boolean {
  const v = field.__config__.visibility;
  return !Array.isArray(v) || v.includes('pc');
}

/** Rendered at all: on the web and not hidden by noShow. */
export const isShown = (field: FieldItem) => isOnPc(field) && field.__config__.noShow !== true;

/** A value the required check counts as empty. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const regRules = (field: FieldItem): RegRule[] =>
  Array.isArray(field.__config__.regList) ? (field.__config__.regList as RegRule[]) : [];

/** The field's label for messages. */
export const labelOf = (field: FieldItem) =>
  typeof field.__config__.label === 'string' && field.__config__.label ? field.__config__.label : '';

/**
 * The message a main-form value earns (form-model.md §6): required (the placeholder, else
 * "<label> is required"; "pick at least one" for list values), then the first failing regList
 * pattern; undefined when it passes. A pattern is tried only on a non-empty value.
 */
export function checkValue(field: FieldItem, value: unknown, t: TFunction, cell = false): string | undefined {
  if (field.__config__.required === true && isEmptyValue(value)) {
    if (cell) return t('formRenderer.cellRequired');
    const placeholder = typeof field.placeholder === 'string' ? field.placeholder.trim() : '';
    if (placeholder && !field.readonly) return placeholder;
    const label = labelOf(field);
    return Array.isArray(field.__config__.defaultValue)
      ? t('formRenderer.requiredPick', { label })
      : t('formRenderer.required', { label });
  }
  if (isEmptyValue(value)) return undefined;
  for (const rule of regRules(field)) {
    const re = compileRegRule(rule.pattern);
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (re && !re.test(text)) return rule.message || t('formRenderer.pattern', { label: labelOf(field) });
  }
  return undefined;
}

/** The message key of a sub-table cell. */
export const cellKey = (table: string, rowKey: string, column: string) => `${table}.${rowKey}.${column}`;

/**
 * Every message of a form (keys: the vModel, or `table.rowKey.column` for a cell). Fields not
 * rendered (noShow, not on the web) are not checked; system and bill-number fields are filled by
 * the server.
 */
export function validateForm(
  fields: readonly FieldItem[],
  values: Values,
  t: TFunction,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const hidden = new Set<FieldItem>();
  for (const w of walkFields(fields)) {
    if (!isShown(w.field) || (w.parent && hidden.has(w.parent))) hidden.add(w.field);
    if (hidden.has(w.field) || !w.kind || w.kind.group === 'system') continue;
    const vModel = w.field.__vModel__;
    if (!vModel || w.kind.value === 'none' || w.kind.value === 'attr') continue;
    if (w.table?.__vModel__) {
      const rows = Array.isArray(values[w.table.__vModel__]) ? (values[w.table.__vModel__] as Values[]) : [];
      for (const row of rows) {
        const message = checkValue(w.field, row[vModel], t, true);
        if (message) errors[cellKey(w.table.__vModel__, String(row[ROW_KEY]), vModel)] = message;
      }
      continue;
    }
    if (w.kind.key === 'table') continue;
    const message = checkValue(w.field, values[vModel], t);
    if (message) errors[vModel] = message;
  }
  return errors;
}

/** Whether a trigger (`blur`, `change` or a list of them) includes an event. */
export function triggers(field: FieldItem, event: 'blur' | 'change'): boolean {
  const trigger = field.__config__.trigger;
  if (Array.isArray(trigger)) return trigger.includes(event);
  return trigger === undefined ? event === 'change' : trigger === event;
}
