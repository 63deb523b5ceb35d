// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FieldItem } from '@tessera/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { AttrEditor } from './attr-editor';
import { CalcEditor } from './calc-editor';
import { DateRulesEditor } from './date-rules-editor';
import { LinkageEditor } from './linkage-editor';
import { PickerRestrictEditor } from './picker-restrict-editor';
import { PopupEditor } from './popup-editor';
import { RelationFormEditor } from './relation-form-editor';
import { SubTableEditor } from './sub-table-editor';
import { editorProps, optionsOf, pick, widget } from './test-kit';

vi.mock('../../api/visualdev-queries', () => ({
  useInterfaceParams: (id: string) => ({
    data: id ? [{ field: 'dept', dataType: 'varchar', required: 0, defaultValue: null }] : [],
    isLoading: false,
  }),
  useInterfaceSelector: () => ({ data: [], isLoading: false }),
  useDesignSelector: () => ({
    data: [{ id: 'd1', fullName: 'Customers', enCode: 'customers', webType: 2 }],
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

describe('linkage editor', () => {
  it('writes a system variable as the parameter source', () => {
    const field = widget('select', 'city', 1);
    const onChange = vi.fn();
    render(
      <LinkageEditor
        interfaceId="i1"
        field={field}
        fields={[field, widget('input', 'title', 2)]}
        value={[]}
        onChange={onChange}
      />,
    );
    pick('Source of parameter dept', 'System variable');
    expect(onChange).toHaveBeenLastCalledWith([
      { field: 'dept', dataType: 'varchar', required: 0, defaultValue: '', relationField: '', sourceType: 4 },
    ]);
  });
  it('offers this form’s fields for a form-field source', () => {
    const field = widget('select', 'city', 1);
    render(
      <LinkageEditor
        interfaceId="i1"
        field={field}
        fields={[field, widget('input', 'title', 2)]}
        value={[]}
        onChange={vi.fn()}
      />,
    );
    expect(optionsOf('Field giving parameter dept')).toEqual(['title (title)']);
  });
});

describe('calculate editor', () => {
  it('adds tokens with the buttons and shows the live check', () => {
    const a = widget('numInput', 'a', 1, {
      __config__: { ...widget('numInput', 'a', 1).__config__, label: 'A' },
    });
    const calc = widget('calculate', 'total', 2, { expression: ['1', '+', '+', '2'] });
    const props = editorProps(calc, [a, calc]);
    render(<CalcEditor {...props} />);
    expect(screen.getByTestId('calc-verdict').textContent).toContain('"+" is out of place');
    fireEvent.click(screen.getByTestId('calc-key-×'));
    expect(props.setProp).toHaveBeenLastCalledWith('expression', ['1', '+', '+', '2', '×']);
    pick('Insert a field', 'A');
    expect(props.setProp).toHaveBeenLastCalledWith('expression', [
      '1',
      '+',
      '+',
      '2',
      { __vModel__: 'a', label: 'A' },
    ]);
    fireEvent.click(screen.getByText('Shown and stored'));
    expect(props.setProp).toHaveBeenLastCalledWith('isStorage', 2);
  });
  it('says a good formula is valid', () => {
    const calc = widget('calculate', 'total', 2, { expression: [{ __vModel__: 'a' }, '×', '(', '2', ')'] });
    render(<CalcEditor {...editorProps(calc, [widget('numInput', 'a', 1), calc])} />);
    expect(screen.getByTestId('calc-verdict').textContent).toContain('Formula check passed');
  });
});

describe('relation form and attributes', () => {
  it('picking a design resets the shown field and columns in one step', () => {
    const rel = widget('relationForm', 'customer', 1);
    const props = editorProps(rel, [rel]);
    render(<RelationFormEditor {...props} />);
    pick('Related feature', 'Customers (customers)');
    expect(props.setProps).toHaveBeenLastCalledWith({ modelId: 'd1', relationField: '', columnOptions: [] });
  });
  it('writes the chosen columns as {value,label}', () => {
    const rel = widget('relationForm', 'customer', 1, { modelId: 'd1' });
    const props = editorProps(rel, [rel]);
    render(<RelationFormEditor {...props} />);
    pick('List columns', 'Name (name)');
    expect(props.setProp).toHaveBeenLastCalledWith('columnOptions', [{ value: 'name', label: 'Name' }]);
  });
  it('an attribute widget offers only this form’s relation widgets', () => {
    const rel = widget('relationForm', 'customer', 1);
    const attr = widget('relationFormAttr', '', 3);
    const fields: FieldItem[] = [rel, widget('popupSelect', 'supplier', 2), attr, widget('input', 'x', 4)];
    const props = editorProps(attr, fields);
    render(<AttrEditor {...props} />);
    expect(optionsOf('Linked widget')).toEqual(['customer (customer)']);
    pick('Linked widget', 'customer (customer)');
    expect(props.setProps).toHaveBeenLastCalledWith({ relationField: 'customer', showField: '' });
  });
});

describe('pickers, dates and sub-tables', () => {
  it('a user field may follow a department field of the form', () => {
    const user = widget('userSelect', 'who', 1, { selectType: 'dep' });
    const props = editorProps(user, [user, widget('depSelect', 'dep', 2)]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PickerRestrictEditor {...props} />
      </QueryClientProvider>,
    );
    pick('Unit field', ' (dep)');
    expect(props.setProp).toHaveBeenLastCalledWith('relationField', 'dep');
    pick('Choices', 'Custom');
    expect(props.setProps).toHaveBeenLastCalledWith({
      selectType: 'custom',
      ableIds: [],
      relationField: '',
      ableRelationIds: [],
    });
  });
  it('turns a range rule on and picks its type in one step', () => {
    const date = widget('datePicker', 'day', 1, {
      __config__: { ...widget('datePicker', 'day', 1).__config__, startTimeRule: true },
    });
    const props = editorProps(date, [date]);
    render(<DateRulesEditor {...props} />);
    fireEvent.click(within(screen.getByTestId('range-end')).getByRole('switch'));
    expect(props.setConfig).toHaveBeenLastCalledWith('endTimeRule', true);
    pick('Earliest time kind', 'Before now');
    expect(props.setConfigs).toHaveBeenLastCalledWith({ startTimeType: 4, startTimeValue: null });
  });
  it('hides a footer button and renames a row button', () => {
    const table = widget('table', 'tableField1', 1);
    const props = editorProps(table, [table]);
    render(<SubTableEditor {...props} />);
    fireEvent.click(within(screen.getByTestId('table-btn-batchRemove')).getByRole('switch'));
    const footer = props.setProp.mock.lastCall as [string, { value: string; show: boolean }[]];
    expect(footer[0]).toBe('footerBtnsList');
    expect(footer[1].map((b) => [b.value, b.show])).toEqual([
      ['add', true],
      ['batchRemove', false],
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Text of button copy' }), {
      target: { value: 'Dup' },
    });
    expect(props.setProp.mock.lastCall?.[0]).toBe('columnBtnsList');
    expect((props.setProp.mock.lastCall?.[1] as { label: string }[])[0]!.label).toBe('Dup');
  });
});

describe('popup select editor', () => {
  it('writes the keys, the columns and the linkage as props', () => {
    const popup = widget('popupSelect', 'supplier', 1, { interfaceId: 'i1' });
    const props = editorProps(popup, [popup, widget('input', 'title', 2)]);
    render(<PopupEditor {...props} />);
    fireEvent.change(screen.getByLabelText('Stored field'), { target: { value: 'code' } });
    expect(props.setProp).toHaveBeenLastCalledWith('propsValue', 'code');
    fireEvent.click(screen.getByText('Add column'));
    expect(props.setProp).toHaveBeenLastCalledWith('columnOptions', [{ value: '', label: '' }]);
    pick('Source of parameter dept', 'Custom value');
    expect(props.setProp).toHaveBeenLastCalledWith('templateJson', [
      { field: 'dept', dataType: 'varchar', required: 0, defaultValue: '', relationField: '', sourceType: 2 },
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'Multiple' }));
    expect(props.setProp).toHaveBeenLastCalledWith('multiple', true);
  });
});
