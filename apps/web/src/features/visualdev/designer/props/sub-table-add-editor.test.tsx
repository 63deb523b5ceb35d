// @vitest-environment jsdom
import type { FieldItem } from '@tessera/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { SubTableEditor } from './sub-table-editor';
import { editorProps, pick, widget } from './test-kit';

vi.mock('../../api/visualdev-queries', () => ({
  useInterfaceParams: () => ({ data: [], isLoading: false }),
  useInterfaceSelector: () => ({ data: [], isLoading: false }),
  useDesignSelector: () => ({
    data: [{ id: 'd1', fullName: 'Goods', enCode: 'goods', webType: 2 }],
    isLoading: false,
  }),
  useDesignFields: (id: string) => ({
    data: id ? [{ vModel: 'name', label: 'Name', jnpfKey: 'input' }] : [],
    isLoading: false,
  }),
}));

beforeAll(() => {
  stubBrowserApis();
  changeLanguage('en');
});
afterEach(cleanup);

const named = (f: FieldItem, label: string) => ({ ...f, __config__: { ...f.__config__, label } });

const tableWith = (config: Record<string, unknown>) => {
  const table = widget('table', 'tableField1', 1);
  table.__config__ = {
    ...table.__config__,
    children: [named(widget('input', 'item', 2), 'Item'), named(widget('numInput', 'price', 3), 'Price')],
    ...config,
  };
  return table;
};

describe('sub-table add settings', () => {
  it('turns on adding by dialog with a default setting', () => {
    const table = tableWith({});
    const props = editorProps(table, [table]);
    render(<SubTableEditor {...props} />);
    expect(screen.queryByTestId('sub-table-add-settings')).toBeNull();
    pick('Add rows by', 'Picking data in a dialog');
    const [patch] = props.setConfigs.mock.lastCall as [Record<string, unknown>];
    expect(patch.addType).toBe(1);
    expect(patch.addTableConf).toMatchObject({ dataSource: 'dynamic', hasPage: true, pageSize: 20 });
  });

  it('sets the related form, its columns and the mapping of picked records onto rows', () => {
    const table = tableWith({
      addType: 1,
      addTableConf: { dataSource: 'relationForm', relationOptions: [] },
    });
    const props = editorProps(table, [table]);
    render(<SubTableEditor {...props} />);
    pick('Related feature', 'Goods (goods)');
    expect(props.setConfigs.mock.lastCall?.[0]).toMatchObject({ addTableConf: { modelId: 'd1' } });
    const mappings = screen.getAllByTestId('add-mapping-row');
    expect(mappings).toHaveLength(2);
    pick('How Price is filled', 'A fixed value');
    expect(props.setConfigs.mock.lastCall?.[0]).toMatchObject({
      addTableConf: { relationOptions: [{ field: 'price', type: 2, value: '' }] },
    });
  });

  it('edits the text of a mapped field', () => {
    const table = tableWith({
      addType: 1,
      addTableConf: { dataSource: 'dynamic', relationOptions: [{ field: 'item', type: 1, value: '' }] },
    });
    const props = editorProps(table, [table] as FieldItem[]);
    render(<SubTableEditor {...props} />);
    fireEvent.change(screen.getByLabelText('Value of Item'), { target: { value: 'fullName' } });
    expect(props.setConfigs.mock.lastCall?.[0]).toMatchObject({
      addTableConf: { relationOptions: [{ field: 'item', type: 1, value: 'fullName' }] },
    });
  });

  it('names a grouped header over two columns', () => {
    const table = tableWith({
      complexHeaderList: [{ id: 'h1', fullName: '', align: 'center', childColumns: [] }],
    });
    const props = editorProps(table, [table]);
    render(<SubTableEditor {...props} />);
    fireEvent.change(screen.getByLabelText('Header name'), { target: { value: 'Goods' } });
    expect(props.setConfig.mock.lastCall).toEqual([
      'complexHeaderList',
      [{ id: 'h1', fullName: 'Goods', align: 'center', childColumns: [] }],
    ]);
  });
});
