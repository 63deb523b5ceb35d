// @vitest-environment jsdom
import { createWidget, formDataSchema, tableBindingOf, type FieldItem } from '@tessera/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { DesignerContext } from '../designer-context';
import { createDesignerStore } from '../designer-store';
import { TableBindingContext, TableBindingEditor } from './table-binding-editor';
import { pick, widget } from './test-kit';

const TABLES = [
  { table: 'dyn_claim', tableName: 'Claim', designs: ['Claim'], sub: false },
  { table: 'dyn_claim_lines', tableName: 'Lines', designs: ['Claim'], sub: true },
];
const COLUMNS: Record<string, unknown[]> = {
  dyn_claim: [
    { field: 'id', fieldName: '', dataType: 'varchar(32)', primaryKey: true, standard: true },
    { field: 'title', fieldName: 'Title', dataType: 'varchar(255)', primaryKey: false, standard: false },
    { field: 'amount', fieldName: 'Amount', dataType: 'numeric(18,2)', primaryKey: false, standard: false },
  ],
  dyn_claim_lines: [
    { field: 'parent_id', fieldName: '', dataType: 'varchar(32)', primaryKey: false, standard: true },
    { field: 'item', fieldName: 'Item', dataType: 'varchar(255)', primaryKey: false, standard: false },
  ],
};
vi.mock('./table-binding-api', () => ({
  useBindableTables: () => ({ data: TABLES, isLoading: false }),
  useTableColumns: (table?: string) => ({ data: table ? COLUMNS[table] : undefined, isLoading: false }),
}));

beforeAll(() => {
  stubBrowserApis();
  changeLanguage('en');
});
afterEach(cleanup);

const lines = {
  ...widget('table', 'lines', 3),
  __config__: {
    ...widget('table', 'lines', 3).__config__,
    label: 'Lines',
    children: [widget('input', 'item', 4)],
  },
} as FieldItem;
const fields = [widget('input', 'title', 1), widget('textarea', 'remark', 2), lines];

function Harness({ initial, seen }: { initial: string; seen: (tables: string) => void }) {
  const [store] = useState(() =>
    createDesignerStore(
      formDataSchema.parse({ fields }),
      (key, formId) => createWidget(key, formId) as FieldItem,
    ),
  );
  const [tables, setTables] = useState(initial);
  return (
    <DesignerContext.Provider value={store}>
      <TableBindingContext.Provider
        value={{
          tables,
          onChange: (t) => {
            setTables(t);
            seen(t);
          },
        }}
      >
        <TableBindingEditor />
      </TableBindingContext.Provider>
    </DesignerContext.Provider>
  );
}

describe('the data table choice', () => {
  it('generates tables by default and binds existing ones, marking the columns fields write', () => {
    const seen = vi.fn();
    render(<Harness initial="[]" seen={seen} />);
    expect((screen.getByRole('radio', { name: 'Generate tables' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Main table' })).toBeNull();
    screen.getByRole('radio', { name: 'Use existing tables' }).click();
    pick('Main table', 'dyn_claim (Claim)');
    expect(tableBindingOf(seen.mock.lastCall![0] as string)).toEqual({ main: 'dyn_claim', subTables: [] });
    const main = screen.getByTestId('vd-binding-main-columns');
    const row = (list: HTMLElement, column: string) => list.querySelector(`[data-column="${column}"]`)!;
    expect(within(row(main, 'title') as HTMLElement).getByText('Bound')).toBeTruthy();
    expect(within(row(main, 'amount') as HTMLElement).getByText('Not used')).toBeTruthy();
    expect(within(row(main, 'remark') as HTMLElement).getByText('New column')).toBeTruthy();
    expect(main.querySelector('[data-column="id"]')).toBeNull();
    // a sub-table offers only tables with the foreign key column
    pick('Sub-table: Lines', 'dyn_claim_lines (Lines)');
    expect(JSON.parse(seen.mock.lastCall![0] as string)).toEqual([
      { typeId: '1', table: 'dyn_claim', tableField: '', relationTable: '', relationField: '' },
      {
        typeId: '0',
        table: 'dyn_claim_lines',
        tableField: 'parent_id',
        relationTable: 'dyn_claim',
        relationField: 'id',
        vModel: 'lines',
      },
    ]);
    const sub = screen.getByTestId('vd-binding-sub-lines');
    expect(within(sub.querySelector('[data-column="item"]') as HTMLElement).getByText('Bound')).toBeTruthy();
    // back to generated tables
    screen.getByRole('radio', { name: 'Generate tables' }).click();
    expect(seen.mock.lastCall![0]).toBe('[]');
  });

  it('opens on the stored binding', () => {
    render(<Harness initial={JSON.stringify([{ typeId: '1', table: 'dyn_claim' }])} seen={vi.fn()} />);
    expect((screen.getByRole('radio', { name: 'Use existing tables' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByTestId('vd-binding-main-columns')).toBeTruthy();
  });

  it('shows nothing outside a page that stores the tables', () => {
    render(<TableBindingEditor />);
    expect(screen.queryByTestId('vd-table-binding')).toBeNull();
  });
});
