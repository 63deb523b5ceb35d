import type { FieldItem } from './form-data';
import { fieldName, holdsValue, walkFields } from './walk';
import type { WidgetKey } from './widgets';

/** A field of a design as lists, permissions and record reads need it. */
export interface FormFieldInfo {
  /** The data key (the column name when stored). */
  vModel: string;
  /** The label (or the vModel when it has none). */
  label: string;
  /** Widget kind. */
  jnpfKey: WidgetKey;
  /** For a sub-table column: the sub-table's vModel. */
  table?: string;
  /** Has a column (value widgets; attributes and calculate only with isStorage 2; never a sub-table). */
  stored: boolean;
  /** Designer id. */
  formId?: number;
}

/**
 * The named fields of a design in document order: value widgets, sub-tables (`jnpfKey: 'table'`)
 * and their columns, containers looked through. Widgets without a vModel are left out.
 */
export function formFieldsOf(fields: readonly FieldItem[]): FormFieldInfo[] {
  return walkFields(fields).flatMap(({ field, kind, table }) => {
    if (!kind || kind.value === 'none' || !field.__vModel__) return [];
    const info: FormFieldInfo = {
      vModel: field.__vModel__,
      label: fieldName(field),
      jnpfKey: kind.key,
      stored: holdsValue(field, kind),
    };
    if (table?.__vModel__ && kind.key !== 'table') info.table = table.__vModel__;
    if (typeof field.__config__.formId === 'number') info.formId = field.__config__.formId;
    return [info];
  });
}
