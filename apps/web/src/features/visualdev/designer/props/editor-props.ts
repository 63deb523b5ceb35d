import type { FieldItem } from '@tessera/shared';

/** What every property editor of the side panel gets: the widget, the design, and two setters. */
export interface PropEditorProps {
  /** The selected widget. */
  field: FieldItem;
  /** The design's top-level widgets (to offer this form's fields). */
  fields: readonly FieldItem[];
  /** Writes `__config__[key]`. */
  setConfig: (key: string, value: unknown) => void;
  /** Writes several `__config__` keys as one step of the history. */
  setConfigs: (patch: Record<string, unknown>) => void;
  /** Writes `field[key]`. */
  setProp: (key: string, value: unknown) => void;
  /** Writes several props of `field` as one step of the history. */
  setProps: (patch: Record<string, unknown>) => void;
}

/** A string prop, '' when missing. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');
/** A list prop, [] when missing. */
export const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
