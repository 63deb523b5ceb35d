import { createHash } from 'node:crypto';
import type { DynamicStandardColumn, DynamicTable } from '@tessera/shared';
import { storageOf, type Storage } from './storage';

// What a description becomes: its columns (standard ones first) and its indexes.

/** A column of the wanted table. */
export interface WantedColumn {
  name: string;
  storage: Storage;
  /** Standard columns are the server's: never altered, never retired. */
  standard: boolean;
}

const ID: Storage = { type: 'varchar', length: 32 };
const MS: Storage = { type: 'bigint' };

/** The standard columns: id, audit fields, soft delete, the creator's organisation, a version. */
export const STANDARD_COLUMNS: ReadonlyArray<{ name: DynamicStandardColumn; storage: Storage }> = [
  { name: 'id', storage: ID },
  { name: 'created_at', storage: MS },
  { name: 'created_by', storage: ID },
  { name: 'updated_at', storage: MS },
  { name: 'updated_by', storage: ID },
  { name: 'deleted_at', storage: MS },
  { name: 'deleted_by', storage: ID },
  { name: 'organize_id', storage: ID },
  { name: 'version', storage: { type: 'integer' } },
];

/** Every column the description asks for: standard columns, the parent link, then the fields. */
export function wantedColumns(table: DynamicTable): WantedColumn[] {
  return [
    ...STANDARD_COLUMNS.map((c) => ({ ...c, standard: true })),
    ...(table.parent ? [{ name: table.parent.foreignKey, storage: ID, standard: false }] : []),
    ...table.fields.map((f) => ({ name: f.name, storage: storageOf(f), standard: false })),
  ];
}

/** An index the layer keeps; its name is derived from its content, so a change is drop + create. */
export interface WantedIndex {
  name: string;
  columns: string[];
  /** Unique among live rows (`where deleted_at is null`). */
  unique: boolean;
}

/** Prefix of the indexes this layer owns (others on the table are left alone). */
export const INDEX_PREFIX = 'dx_';

/** `dx_<hash>_<table>`, at most 63 bytes; the hash covers the table, columns and uniqueness. */
export function indexName(table: string, columns: string[], unique: boolean): string {
  const hash = createHash('sha256')
    .update(`${table}|${columns.join(',')}|${unique ? 'u' : 'i'}`)
    .digest('hex')
    .slice(0, 10);
  return `${INDEX_PREFIX}${hash}_${table}`.slice(0, 63);
}

/** The indexes of a description: scope columns, the parent link, searched and unique fields, composites. */
export function wantedIndexes(table: DynamicTable): WantedIndex[] {
  const specs: Array<{ columns: string[]; unique: boolean }> = [
    { columns: ['organize_id'], unique: false },
    { columns: ['created_by'], unique: false },
    { columns: ['created_at', 'id'], unique: false },
  ];
  if (table.parent) specs.push({ columns: [table.parent.foreignKey], unique: false });
  for (const f of table.fields) {
    if (f.unique) specs.push({ columns: [f.name], unique: true });
    else if (f.indexed) specs.push({ columns: [f.name], unique: false });
  }
  const exact = new Map(wantedColumns(table).map((c) => [c.name.toLowerCase(), c.name]));
  for (const i of table.indexes ?? []) {
    const columns = i.fields.map((f) => exact.get(f.toLowerCase()) ?? f);
    specs.push({ columns, unique: Boolean(i.unique) });
  }
  const byName = new Map<string, WantedIndex>();
  for (const s of specs) {
    const name = indexName(table.name, s.columns, s.unique);
    byName.set(name, { name, ...s });
  }
  return [...byName.values()];
}
