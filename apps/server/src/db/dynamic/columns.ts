import type { DynamicField, DynamicTable } from '@tessera/shared';

/** A column the repository may read, filter and sort on, with the kind its values have. */
export interface ReadableColumn {
  name: string;
  field: DynamicField;
  /** Described fields and the parent link can be written; standard columns only by the server. */
  writable: boolean;
}

const standard = (field: DynamicField): ReadableColumn => ({ name: field.name, field, writable: false });

/** Standard columns a caller may see, filter and sort on (deletion marks stay inside). */
const STANDARD_READABLE: ReadableColumn[] = [
  standard({ name: 'id', kind: 'string', length: 32 }),
  standard({ name: 'created_at', kind: 'datetime' }),
  standard({ name: 'created_by', kind: 'string', length: 32 }),
  standard({ name: 'updated_at', kind: 'datetime' }),
  standard({ name: 'updated_by', kind: 'string', length: 32 }),
  standard({ name: 'organize_id', kind: 'string', length: 32 }),
  standard({ name: 'version', kind: 'integer' }),
];

/** Column name -> column: the only names a caller's filter, sort or values may use. */
export function readableColumns(table: DynamicTable): ReadonlyMap<string, ReadableColumn> {
  const columns = [...STANDARD_READABLE];
  if (table.parent) {
    const name = table.parent.foreignKey;
    columns.push({ name, field: { name, kind: 'string', length: 32, required: true }, writable: true });
  }
  for (const field of table.fields) columns.push({ name: field.name, field, writable: true });
  return new Map(columns.map((c) => [c.name, c]));
}
