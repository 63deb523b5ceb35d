import type { FieldItem } from '@tessera/shared';

/** What one widget editor gets, in the main form and in a sub-table cell alike. */
export interface EditorProps {
  field: FieldItem;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  disabled: boolean;
  /** Values of the fields this one's options or popup read (linkage). */
  formValues: Readonly<Record<string, unknown>>;
  /** The sub-table row, for a cell. */
  rowValues?: Readonly<Record<string, unknown>>;
  /** Accessible name (sub-table cells have no visible label). */
  ariaLabel?: string;
}

/** A prop as a string (undefined when absent or not a string). */
export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
/** A prop as a number (undefined when absent or not finite). */
export const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;
/** A value as a list of strings. */
export const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
