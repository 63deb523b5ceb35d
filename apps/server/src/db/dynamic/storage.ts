import type { DynamicField } from '@tessera/shared';
import type { DialectName } from '../database';

/** How a column is stored, the same shape whether it comes from a description or the catalogue. */
export type Storage =
  | { type: 'varchar'; length: number }
  | { type: 'text' }
  | { type: 'integer' }
  | { type: 'bigint' }
  | { type: 'numeric'; precision: number; scale: number }
  | { type: 'boolean' }
  | { type: 'date' }
  | { type: 'json' };

/** The storage of a described field (`datetime` is epoch ms in a bigint). */
export function storageOf(field: DynamicField): Storage {
  switch (field.kind) {
    case 'string':
      return { type: 'varchar', length: field.length };
    case 'decimal':
      return { type: 'numeric', precision: field.precision, scale: field.scale };
    case 'datetime':
      return { type: 'bigint' };
    default:
      return { type: field.kind };
  }
}

/** Column type in DDL. SQLite keeps declared types as written, so the catalogue reads them back. */
export function sqlType(storage: Storage, dialect: DialectName): string {
  switch (storage.type) {
    case 'varchar':
      return `varchar(${storage.length})`;
    case 'numeric':
      return `numeric(${storage.precision},${storage.scale})`;
    case 'json':
      // SQLite: a declared type containing TEXT gets text affinity (plain `json` would turn '1' into 1).
      return dialect === 'postgres' ? 'jsonb' : 'json_text';
    default:
      return storage.type;
  }
}

/** Reads a SQLite declared type back (`null`: not a type this layer writes). */
export function parseSqliteType(declared: string): Storage | null {
  const t = declared.trim().toLowerCase();
  const varchar = /^varchar\((\d+)\)$/.exec(t);
  if (varchar) return { type: 'varchar', length: Number(varchar[1]) };
  const numeric = /^numeric\((\d+),\s*(\d+)\)$/.exec(t);
  if (numeric) return { type: 'numeric', precision: Number(numeric[1]), scale: Number(numeric[2]) };
  if (t === 'json_text') return { type: 'json' };
  if (['text', 'integer', 'bigint', 'boolean', 'date'].includes(t)) return { type: t } as Storage;
  return null;
}

/** A PostgreSQL `information_schema.columns` row. */
export interface PgColumnInfo {
  data_type: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

/** Reads a PostgreSQL column type back (`null`: not a type this layer writes). */
export function parsePgType(c: PgColumnInfo): Storage | null {
  switch (c.data_type) {
    case 'character varying':
      return c.character_maximum_length
        ? { type: 'varchar', length: Number(c.character_maximum_length) }
        : null;
    case 'numeric':
      return c.numeric_precision === null
        ? null
        : { type: 'numeric', precision: Number(c.numeric_precision), scale: Number(c.numeric_scale ?? 0) };
    case 'jsonb':
      return { type: 'json' };
    case 'text':
    case 'integer':
    case 'bigint':
    case 'boolean':
    case 'date':
      return { type: c.data_type };
    default:
      return null;
  }
}

/** A short readable form for messages: `varchar(50)`, `numeric(18,2)`. */
export const describeStorage = (s: Storage): string => sqlType(s, 'postgres').replace('jsonb', 'json');

/** Whether two storages are the same column type. */
export const sameStorage = (a: Storage, b: Storage): boolean => describeStorage(a) === describeStorage(b);

/** Digits left of the point a numeric type can hold. */
const INTEGER_DIGITS = { integer: 10, bigint: 19 } as const;

/**
 * Whether every value of `from` fits `to` unchanged: a longer string, string -> text,
 * integer -> bigint, an integer into a decimal wide enough, a decimal into a wider one.
 */
export function isWidening(from: Storage, to: Storage): boolean {
  if (from.type === 'varchar' && to.type === 'varchar') return to.length >= from.length;
  if (from.type === 'varchar' && to.type === 'text') return true;
  if (from.type === 'integer' && to.type === 'bigint') return true;
  if ((from.type === 'integer' || from.type === 'bigint') && to.type === 'numeric')
    return to.precision - to.scale >= INTEGER_DIGITS[from.type];
  if (from.type === 'numeric' && to.type === 'numeric')
    return to.scale >= from.scale && to.precision - to.scale >= from.precision - from.scale;
  return false;
}
