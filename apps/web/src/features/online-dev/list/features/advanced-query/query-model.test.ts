import { holding, widget } from '@tessera/shared/form-model/test-design';
import { describe, expect, it } from 'vitest';
import {
  draftOfApplied,
  emptyDraft,
  fromSuperQuery,
  isComplete,
  newItem,
  queryFieldsOf,
  toSuperQuery,
  withField,
  withSymbol,
  type QueryDraft,
} from './query-model';

const form = {
  fields: [
    widget('input', { __vModel__: 'title' }, { label: '标题' }),
    widget('numInput', { __vModel__: 'amount' }, { label: '金额' }),
    widget('datePicker', { __vModel__: 'day' }, { label: '日期' }),
    widget('switch', { __vModel__: 'done' }, { label: '完成' }),
    widget('uploadFile', { __vModel__: 'files' }, { label: '附件' }),
    holding('table', [widget('input', { __vModel__: 'reason' }, { label: '事由' })], { __vModel__: 'items' }),
  ].map((f) =>
    f.__config__.jnpfKey === 'table' ? { ...f, __config__: { ...f.__config__, label: '明细' } } : f,
  ),
};

describe('advanced query model', () => {
  const fields = queryFieldsOf(form);
  const byId = (id: string) => fields.find((f) => f.id === id)!;

  it('offers the searchable fields, sub-table columns as table-child, never switches or uploads', () => {
    expect(fields.map((f) => [f.id, f.label, f.kind])).toEqual([
      ['title', '标题', 'text'],
      ['amount', '金额', 'number'],
      ['day', '日期', 'date'],
      ['items-reason', '明细-事由', 'text'],
    ]);
  });

  it('takes the first symbol valid for a field and keeps a value only while its shape fits', () => {
    const item = withField(newItem(), byId('amount'));
    expect(item).toMatchObject({ field: 'amount', symbol: '==', value: undefined });
    const between = withSymbol({ ...item, value: 5 }, 'between');
    expect(between.value).toEqual([null, null]);
    expect(withSymbol({ ...between, value: [1, 2] }, 'between').value).toEqual([1, 2]);
    expect(withSymbol({ ...item, value: 5 }, '>').value).toBe(5);
    // a text symbol not valid for a date field falls back to the date field's first symbol
    expect(withField({ ...item, symbol: 'like' }, byId('day')).symbol).toBe('>=');
  });

  it('builds superQueryJson from complete conditions only; empty groups are dropped', () => {
    const draft: QueryDraft = {
      matchLogic: 'or',
      groups: [
        {
          key: 'g1',
          logic: 'and',
          items: [
            { key: 'a', field: 'amount', symbol: '>', value: 1000 },
            { key: 'b', field: 'title', symbol: 'like', value: '' },
            { key: 'c', field: 'items-reason', symbol: 'notNull', value: undefined },
          ],
        },
        { key: 'g2', logic: 'or', items: [{ key: 'd', field: '', symbol: '==', value: 'x' }] },
      ],
    };
    expect(isComplete(draft.groups[0]!.items[1]!)).toBe(false);
    expect(toSuperQuery(draft, fields)).toEqual({
      matchLogic: 'or',
      conditionList: [
        {
          logic: 'and',
          groups: [
            { field: 'amount', symbol: '>', jnpfKey: 'numInput', fieldValueType: 2, fieldValue: 1000 },
            {
              field: 'items-reason',
              symbol: 'notNull',
              jnpfKey: 'input',
              fieldValueType: 2,
              fieldValue: null,
            },
          ],
        },
      ],
    });
    expect(toSuperQuery(emptyDraft(), fields)).toBeUndefined();
  });

  it('reads a saved plan or the applied query back into a draft', () => {
    const conditionList = [
      { logic: 'or', groups: [{ field: 'amount', symbol: 'between', fieldValue: [1, 9] }] },
    ];
    const draft = fromSuperQuery('or', conditionList);
    expect(draft.matchLogic).toBe('or');
    expect(draft.groups[0]).toMatchObject({
      logic: 'or',
      items: [{ field: 'amount', symbol: 'between', value: [1, 9] }],
    });
    expect(toSuperQuery(draft, fields)?.conditionList[0]?.groups[0]?.fieldValue).toEqual([1, 9]);
    expect(draftOfApplied(JSON.stringify({ matchLogic: 'and', conditionList })).groups).toHaveLength(1);
    expect(draftOfApplied('{broken').groups[0]!.items[0]!.field).toBe('');
    expect(fromSuperQuery('and', 'nonsense').groups).toHaveLength(1);
  });
});
