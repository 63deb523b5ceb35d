// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FieldItem } from '@tessera/shared';
import { holding, widget } from '@tessera/shared/form-model/test-design';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { popupApi } from '@/components/popup-select/popup-api';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { FormRenderer, type FormRendererHandle } from './form-renderer';
import { groupColumns, headerGroupsOf } from './sub-table-headers';

vi.mock('@/lib/call', () => ({
  call: vi.fn(() => Promise.resolve({ list: [], pagination: { total: 0 } })),
  callEnvelope: vi.fn(),
  callMsg: vi.fn(),
}));
vi.mock('@/components/popup-select/popup-api', () => ({ popupApi: { list: vi.fn(), infoByIds: vi.fn() } }));
const list = vi.mocked(popupApi.list);

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const GOODS = [
  { id: 'g1', name: 'Pen', price: 3 },
  { id: 'g2', name: 'Paper', price: 5 },
  { id: 'g3', name: 'Ink', price: 9 },
];

function design(): FieldItem[] {
  const name = widget('input', { __vModel__: 'item' }, { label: 'Item' });
  const price = widget('numInput', { __vModel__: 'price' }, { label: 'Price' });
  const note = widget('input', { __vModel__: 'note' }, { label: 'Note' });
  const table = holding('table', [name, price, note], { __vModel__: 'lines' });
  Object.assign(table.__config__, {
    addType: 1,
    actionText: 'Pick goods',
    complexHeaderList: [{ id: 'h1', fullName: 'Goods', align: 'center', childColumns: ['item', 'price'] }],
    addTableConf: {
      dataSource: 'dynamic',
      interfaceId: 'if1',
      hasPage: true,
      pageSize: 2,
      columnOptions: [
        { value: 'name', label: 'Name' },
        { value: 'price', label: 'Unit price' },
      ],
      relationOptions: [
        { field: 'item', type: 1, value: 'name' },
        { field: 'price', type: 1, value: 'price' },
        { field: 'note', type: 2, value: 'from catalogue' },
      ],
    },
  });
  return [table];
}

function mount(fields: FieldItem[]) {
  const ref = createRef<FormRendererHandle>();
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FormRenderer ref={ref} formData={{ fields }} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return ref;
}

describe('sub-table add by dialog (addType 1)', () => {
  it('picks rows across pages in the dialog and adds them with the mapped fields', async () => {
    list.mockImplementation((body) =>
      Promise.resolve({
        list: GOODS.filter((g) => g.name.toLowerCase().includes(body.keyword.toLowerCase())).slice(
          (body.currentPage - 1) * body.pageSize,
          body.currentPage * body.pageSize,
        ),
        total: body.keyword ? 1 : 3,
      }),
    );
    const ref = mount(design());
    const add = screen.getByTestId('fr-lines-add');
    expect(add.textContent).toContain('Pick goods');
    fireEvent.click(add);
    const dialog = await screen.findByTestId('fr-lines-dialog');
    await within(dialog).findByText('Pen');
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ interfaceId: 'if1', currentPage: 1, pageSize: 2 }),
    );
    // nothing checked: confirming does nothing
    expect((screen.getByTestId('fr-lines-dialog-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByText('Pen'));
    fireEvent.click(within(dialog).getByTitle('2'));
    fireEvent.click(await within(dialog).findByText('Ink'));
    fireEvent.change(within(dialog).getByLabelText('Search by keyword'), { target: { value: 'pap' } });
    fireEvent.keyDown(within(dialog).getByLabelText('Search by keyword'), { key: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'pap', currentPage: 1 })),
    );
    fireEvent.click(await within(dialog).findByText('Paper'));
    fireEvent.click(screen.getByTestId('fr-lines-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('fr-lines-dialog')).toBeNull());
    const rows = ref.current!.getValues().lines as Record<string, unknown>[];
    expect(rows.map(({ item, price, note }) => ({ item, price, note }))).toEqual([
      { item: 'Pen', price: 3, note: 'from catalogue' },
      { item: 'Ink', price: 9, note: 'from catalogue' },
      { item: 'Paper', price: 5, note: 'from catalogue' },
    ]);
  });

  it('shows grouped headers over their columns (complexHeaderList)', () => {
    mount(design());
    const grid = screen.getByTestId('fr-lines');
    const group = within(grid).getByText('Goods').closest('th')!;
    expect(group.getAttribute('colspan')).toBe('2');
  });

  it('gathers a group where its first column stands and keeps the other columns in order', () => {
    const cols = ['a', 'b', 'c', 'd'];
    const groups = headerGroupsOf(
      widget(
        'table',
        {},
        { complexHeaderList: [{ id: 'g', fullName: 'G', childColumns: ['d', 'b'] }, { fullName: '' }] },
      ),
    );
    const items = groupColumns(cols, groups, (c) => c);
    expect(items).toEqual([{ column: 'a' }, { group: groups[0], columns: ['b', 'd'] }, { column: 'c' }]);
  });
});
