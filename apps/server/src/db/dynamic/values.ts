import type { DynamicField } from '@tessera/shared';
import type { DialectName } from '../database';

// Values cross into and out of a dynamic table here, by field kind, the same on both databases.

/** A value that does not suit its field. */
export class InvalidValueError extends Error {}

/** A bindable value. */
export type Bound = string | number | boolean | null;

const INT32 = 2 ** 31;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function integer(value: unknown, bits: 32 | 53): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new InvalidValueError();
  if (bits === 32 && (n < -INT32 || n >= INT32)) throw new InvalidValueError();
  return n;
}

function decimal(value: unknown, precision: number, scale: number): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !DECIMAL.test(text)) throw new InvalidValueError();
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  if (fraction.length > scale || whole.replace(/^0+/, '').length > precision - scale)
    throw new InvalidValueError();
  return text;
}

function date(value: unknown): string {
  const m = typeof value === 'string' ? DATE.exec(value) : null;
  if (!m) throw new InvalidValueError();
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.toISOString().slice(0, 10) !== value) throw new InvalidValueError();
  return value as string;
}

/** A caller's value as the database stores it; throws {@link InvalidValueError}. `null` stays null. */
export function encodeValue(field: DynamicField, value: unknown, dialect: DialectName): Bound {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'string':
      if (typeof value !== 'string' || [...value].length > field.length) throw new InvalidValueError();
      return value;
    case 'text':
      if (typeof value !== 'string') throw new InvalidValueError();
      return value;
    case 'integer':
      return integer(value, 32);
    case 'bigint':
    case 'datetime':
      return integer(value, 53);
    case 'decimal':
      return decimal(value, field.precision, field.scale);
    case 'boolean': {
      if (value !== true && value !== false && value !== 0 && value !== 1) throw new InvalidValueError();
      const on = value === true || value === 1;
      return dialect === 'postgres' ? on : on ? 1 : 0;
    }
    case 'date':
      return date(value);
    case 'json':
      return JSON.stringify(value);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored value as the caller gets it: booleans, decimal strings, `YYYY-MM-DD`, parsed JSON. */
export function decodeValue(field: DynamicField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'boolean':
      return value === true || Number(value) === 1;
    case 'decimal':
      // PostgreSQL answers numeric as text with its scale; SQLite as a number.
      return typeof value === 'number' ? value.toFixed(field.scale) : String(value);
    case 'date':
      // node-postgres makes a local-time Date of a date column.
      return value instanceof Date
        ? `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
        : String(value);
    case 'json':
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    case 'integer':
    case 'bigint':
    case 'datetime':
      return Number(value);
    default:
      return value;
  }
}
