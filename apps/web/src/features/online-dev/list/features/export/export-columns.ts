import { walkFields, type ColumnData, type FormData } from '@tessera/shared';

/** Widgets no export carries (form-model.md §5.7; the server refuses them too). */
const NOT_EXPORTED = new Set(['sign', 'signature', 'location', 'uploadFile', 'uploadImg', 'editor']);

/** A column the export dialog offers. */
export interface ExportColumn {
  prop: string;
  label: string;
}

/**
 * The list's columns an export may hold, in list order: main fields by vModel, sub-table columns
 * as `table-child`; signatures, locations, uploads and rich text left out.
 */
export function exportColumns(design: Pick<ColumnData, 'columnList'>, form: FormData): ExportColumn[] {
  const kinds = new Map<string, string>();
  for (const { field, table } of walkFields(form.fields)) {
    if (!field.__vModel__) continue;
    const prop = table?.__vModel__ ? `${table.__vModel__}-${field.__vModel__}` : field.__vModel__;
    kinds.set(prop, String(field.__config__.jnpfKey));
  }
  return design.columnList
    .filter((c) => kinds.has(c.prop) && !NOT_EXPORTED.has(kinds.get(c.prop)!))
    .map((c) => ({ prop: c.prop, label: c.label || c.fullName || c.prop }));
}
