import { calcKeyOf, fieldName, walkFields, type FieldItem } from '@tessera/shared';

/** A field of this form offered in a property editor. */
export interface FieldChoice {
  value: string;
  label: string;
}

const NUMERIC = new Set(['numInput', 'calculate']);

/** This form's main value fields (not sub-table columns, not sub-tables), except `self`. */
export function formFieldChoices(fields: readonly FieldItem[], self?: FieldItem): FieldChoice[] {
  return walkFields(fields).flatMap(({ field, kind, table }) =>
    field !== self && !table && kind && kind.value !== 'none' && kind.key !== 'table' && field.__vModel__
      ? [{ value: field.__vModel__, label: `${fieldName(field)} (${field.__vModel__})` }]
      : [],
  );
}

/** Fields a calculate expression may read: numInput and calculate, sub-table columns as `table.child`. */
export function numericRefChoices(fields: readonly FieldItem[], self?: FieldItem): FieldChoice[] {
  return walkFields(fields).flatMap((w) => {
    const key = w.kind && NUMERIC.has(w.kind.key) && w.field !== self ? calcKeyOf(w) : undefined;
    if (!key) return [];
    const label = w.table ? `${fieldName(w.table)}-${fieldName(w.field)}` : fieldName(w.field);
    return [{ value: key, label }];
  });
}

/** The relationForm / popupSelect widgets of this form an attribute widget may show a column of. */
export function relationWidgetChoices(fields: readonly FieldItem[], attrKey: string): FieldChoice[] {
  const wanted = attrKey === 'popupAttr' ? 'popupSelect' : 'relationForm';
  return walkFields(fields).flatMap(({ field, kind }) =>
    kind?.key === wanted && field.__vModel__
      ? [{ value: field.__vModel__, label: `${fieldName(field)} (${field.__vModel__})` }]
      : [],
  );
}

/** The numeric columns of a sub-table a summary row may add up (form-model.md §3). */
export function summaryChoices(table: FieldItem): FieldChoice[] {
  const children = Array.isArray(table.__config__.children) ? table.__config__.children : [];
  return children.flatMap((c) =>
    NUMERIC.has(String(c.__config__.jnpfKey)) && c.__vModel__
      ? [{ value: c.__vModel__, label: fieldName(c) }]
      : [],
  );
}
