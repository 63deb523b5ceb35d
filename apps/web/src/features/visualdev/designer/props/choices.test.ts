import type { FieldItem } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { checkCalc } from './calc-check';
import { numericRefChoices, relationWidgetChoices, summaryChoices } from './field-choices';
import { mergeTemplate, setSource } from './linkage-editor';
import { widget } from './test-kit';

const design = (): FieldItem[] => {
  const table = widget('table', 'tableField9', 9);
  table.__config__.children = [
    widget('numInput', 'qty', 10),
    widget('input', 'note', 11),
    widget('calculate', 'amount', 12),
  ];
  const card = widget('card', '', 20);
  card.__config__.children = [widget('relationForm', 'customer', 21)];
  return [
    widget('numInput', 'a', 1),
    widget('numInput', 'b', 2),
    widget('input', 'title', 3),
    widget('popupSelect', 'supplier', 4),
    table,
    card,
    widget('popupTableSelect', 'product', 5),
  ];
};

describe('formula check', () => {
  const known = ['a', 'b'];
  const ref = (v: string) => ({ __vModel__: v });
  it('refuses 1 + + 2 with the reason', () => {
    expect(checkCalc(['1', '+', '+', '2'], known)).toEqual({
      ok: false,
      key: 'unexpected',
      values: { token: '+' },
    });
  });
  it('accepts {a} × ({b} + 2)', () => {
    expect(checkCalc([ref('a'), '×', '(', ref('b'), '+', '2', ')'], known)).toEqual({ ok: true });
  });
  it('names an unclosed parenthesis, an empty formula and a field not offered', () => {
    expect(checkCalc(['(', '1'], known)).toMatchObject({ key: 'unclosed' });
    expect(checkCalc([], known)).toMatchObject({ key: 'empty' });
    expect(checkCalc([ref('title')], known)).toEqual({
      ok: false,
      key: 'unknownField',
      values: { field: 'title' },
    });
    expect(checkCalc(['1', '÷'], known)).toMatchObject({ key: 'endsEarly' });
  });
});

describe('field choices', () => {
  it('an attr widget only offers this form’s relation widgets of its kind', () => {
    const fields = design();
    expect(relationWidgetChoices(fields, 'relationFormAttr').map((c) => c.value)).toEqual(['customer']);
    expect(relationWidgetChoices(fields, 'popupAttr').map((c) => c.value)).toEqual(['supplier']);
    expect(relationWidgetChoices([widget('input', 'x', 1)], 'popupAttr')).toEqual([]);
  });
  it('formula refs are the numeric fields, sub-table columns as table.child, never itself', () => {
    const fields = design();
    const self = fields[0];
    expect(numericRefChoices(fields, self).map((c) => c.value)).toEqual([
      'b',
      'tableField9.qty',
      'tableField9.amount',
    ]);
  });
  it('a summary adds up only numeric columns', () => {
    expect(summaryChoices(design()[4]!).map((c) => c.value)).toEqual(['qty', 'amount']);
  });
});

describe('linkage items', () => {
  const params = [{ field: 'dept', dataType: 'varchar' as const, required: 1 as const, defaultValue: null }];
  it('follows the interface parameters and keeps what was stored', () => {
    const fresh = mergeTemplate(params, []);
    expect(fresh).toEqual([
      { field: 'dept', dataType: 'varchar', required: 1, defaultValue: '', relationField: '', sourceType: 1 },
    ]);
    const stored = [setSource(fresh[0]!, 2, 'x'), { ...fresh[0]!, field: 'gone' }];
    expect(mergeTemplate(params, stored)).toEqual([{ ...fresh[0], sourceType: 2, defaultValue: 'x' }]);
  });
  it('stores each source in the shape the renderer reads', () => {
    const item = mergeTemplate(params, [])[0]!;
    expect(setSource(item, 1, 'title')).toMatchObject({
      sourceType: 1,
      relationField: 'title',
      defaultValue: '',
    });
    expect(setSource(item, 3)).toMatchObject({ sourceType: 3, relationField: '', defaultValue: '' });
    expect(setSource(item, 4, '@userId')).toMatchObject({
      sourceType: 4,
      relationField: '@userId',
      defaultValue: '@userId',
    });
  });
});
