import type { DynamicField } from '../dynamic-table.contract';
import { DYNAMIC_MAX_STRING } from '../dynamic-table.contract';
import type { FieldItem } from './form-data';
import type { WidgetKind, WidgetValue } from './widgets';

/** Length of a string column when the widget sets none. */
export const DEFAULT_STRING_LENGTH = 255;
/** Integer digits of every decimal column (so a change of decimals alone stays a safe widening). */
export const DECIMAL_INTEGER_DIGITS = 18;
/** Decimals of a number input without a precision. */
export const DEFAULT_NUMBER_SCALE = 8;

type Flags = 'name' | 'comment' | 'required' | 'unique' | 'indexed';
/** A column kind with its settings (a described field without name and flags). */
export type ColumnKind = DynamicField extends infer F ? (F extends unknown ? Omit<F, Flags> : never) : never;
type Kind = ColumnKind;

const int = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) ? v : undefined;
const decimal = (scale: number): Kind => {
  const s = Math.min(20, Math.max(0, scale));
  return { kind: 'decimal', precision: DECIMAL_INTEGER_DIGITS + s, scale: s };
};
const string = (length: number): Kind => ({ kind: 'string', length });

const BY_VALUE: Record<Exclude<WidgetValue, 'none' | 'rows'>, Kind> = {
  string: string(DEFAULT_STRING_LENGTH),
  number: decimal(DEFAULT_NUMBER_SCALE),
  flag: { kind: 'integer' },
  epochMs: { kind: 'datetime' },
  time: string(16),
  html: { kind: 'text' },
  strings: { kind: 'json' },
  path: { kind: 'json' },
  id: string(DEFAULT_STRING_LENGTH),
  files: { kind: 'json' },
  json: { kind: 'json' },
  attr: { kind: 'text' },
};

const BY_KEY: Partial<Record<string, (f: FieldItem) => Kind>> = {
  input: (f) => {
    const max = int(f.maxlength);
    if (max === undefined || max < 1) return string(DEFAULT_STRING_LENGTH);
    return max > DYNAMIC_MAX_STRING ? { kind: 'text' } : string(max);
  },
  textarea: () => ({ kind: 'text' }),
  numInput: (f) => decimal(int(f.precision) ?? DEFAULT_NUMBER_SCALE),
  calculate: (f) => decimal(int(f.precision) ?? 2),
  rate: (f) => (f.allowHalf === true ? { kind: 'decimal', precision: 12, scale: 1 } : { kind: 'integer' }),
  slider: (f) =>
    [f.step ?? 1, f.min ?? 0, f.max ?? 100].every((v) => Number.isInteger(v))
      ? { kind: 'integer' }
      : { kind: 'decimal', precision: 24, scale: 6 },
  colorPicker: () => string(64),
  createUser: () => string(64),
  modifyUser: () => string(64),
  currPosition: () => string(64),
  signature: () => string(1000),
  sign: () => ({ kind: 'text' }),
};

/**
 * The column kind a stored widget needs (ADR 0014 kinds): strings sized by `maxlength`, numbers as
 * decimals of their precision, dates as epoch ms, time as text, multi-value pickers, paths,
 * uploads and locations as JSON. Undefined for a widget that stores nothing.
 */
export function columnKindOf(field: FieldItem, kind: WidgetKind): Kind | undefined {
  if (kind.value === 'none' || kind.value === 'rows') return undefined;
  if (kind.value === 'attr' && field.isStorage !== 2) return undefined;
  if (kind.multipleValue && field.multiple === true)
    return BY_VALUE[kind.multipleValue as keyof typeof BY_VALUE];
  return BY_KEY[kind.key]?.(field) ?? BY_VALUE[kind.value];
}
