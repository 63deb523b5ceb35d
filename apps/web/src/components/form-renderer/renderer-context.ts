import type { FieldItem, FormData } from '@tessera/shared';
import { createContext, useContext } from 'react';
import type { CurrentDefaults } from './defaults';
import type { KeyedStore } from './form-store';

/** How a form is opened. */
export type FormMode = 'create' | 'edit' | 'detail';

/** What every field of one rendered form shares. */
export interface RendererContextValue {
  /** Form values by vModel (sub-tables: arrays of rows). */
  values: KeyedStore<unknown>;
  /** Messages by vModel, or `table.rowKey.column` for a cell. */
  errors: KeyedStore<string>;
  /** Records picked in relation and popup fields, by the field's vModel (their attributes read them). */
  records: KeyedStore<Record<string, unknown>>;
  formData: FormData;
  mode: FormMode;
  /** Every field read-only (detail mode, or the design's `disabled`). */
  readOnly: boolean;
  /** A phone-width frame: every widget takes the whole row, labels above. */
  narrow: boolean;
  user: CurrentDefaults;
  /** A main field changed (validation per trigger, calculate, onChange). */
  change: (field: FieldItem, value: unknown) => void;
  /** A main field lost focus (validation per trigger). */
  blur: (field: FieldItem) => void;
  /** Resets the fields depending on `source` (a vModel, or `table-column` in row `rowKey`). */
  linked: (source: string, rowKey?: string) => void;
  /** Tells the form a sub-table changed (calculate, onChange). */
  touched: () => void;
  /** Runs a widget's event script (form-scripts), e.g. a sub-table cell's change with its row. */
  script: (
    field: FieldItem,
    event: 'change' | 'blur' | 'click' | 'tabClick',
    data: unknown,
    rowIndex?: number,
  ) => void;
}

/** The context of the form being rendered. */
export const RendererContext = createContext<RendererContextValue | null>(null);

/** The context of the form being rendered (fields are only rendered inside one). */
export function useRenderer(): RendererContextValue {
  const ctx = useContext(RendererContext);
  if (!ctx) throw new Error('useRenderer outside <FormRenderer>');
  return ctx;
}
