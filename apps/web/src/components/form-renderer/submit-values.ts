import { formFieldsOf, type FieldItem } from '@tessera/shared';

type Values = Record<string, unknown>;

/**
 * The values a form hands out: stored fields only (display-only attributes and calculate fields
 * left out), sub-table rows without their page keys.
 */
export function submittedValues(fields: readonly FieldItem[], values: Values): Values {
  const out: Values = {};
  const columns = new Map<string, string[]>();
  const infos = formFieldsOf(fields);
  for (const f of infos) {
    if (!f.table || !f.stored) continue;
    columns.set(f.table, [...(columns.get(f.table) ?? []), f.vModel]);
  }
  for (const f of infos) {
    if (f.table) continue;
    if (f.jnpfKey === 'table') {
      const rows = Array.isArray(values[f.vModel]) ? (values[f.vModel] as Values[]) : [];
      const keep = columns.get(f.vModel) ?? [];
      out[f.vModel] = rows.map((row) => {
        const clean: Values = {};
        if (row.id !== undefined) clean.id = row.id;
        for (const c of keep) clean[c] = row[c] ?? null;
        return clean;
      });
      continue;
    }
    if (f.stored) out[f.vModel] = values[f.vModel] ?? null;
  }
  if (values.id !== undefined) out.id = values.id;
  return out;
}
