import { describe, expect, it } from 'vitest';
import {
  checkColumnData,
  columnDataSchema,
  listQueryJsonSchema,
  parseColumnData,
  parseSidx,
  superQuerySchema,
} from './column-data';
import { holding, widget } from './test-design';

const named = (key: Parameters<typeof widget>[0], vModel: string) => widget(key, { __vModel__: vModel });
const form = {
  fields: [
    named('input', 'title'),
    named('numInput', 'amount'),
    named('editor', 'body'),
    named('switch', 'paid'),
    holding('table', [named('input', 'name')], { __vModel__: 'items' }),
  ],
};

describe('columnData', () => {
  it('gives the reference defaults for an empty design and bounds the page size', () => {
    const c = parseColumnData('');
    expect(c).toMatchObject({ type: 1, pageSize: 20, hasPage: true, useBtnPermission: false });
    expect(columnDataSchema.safeParse({ pageSize: 0 }).success).toBe(false);
    expect(columnDataSchema.safeParse({ pageSize: 1e9 }).success).toBe(false);
    expect(columnDataSchema.safeParse({ pageSize: 50 }).success).toBe(true);
    expect(columnDataSchema.safeParse({ columnList: Array(501).fill({ prop: 'title' }) }).success).toBe(
      false,
    );
  });

  it('finds every field reference missing from the form', () => {
    const problems = checkColumnData(
      {
        type: 3,
        columnList: [{ prop: 'title' }, { prop: 'items-name' }, { prop: 'ghost' }, { prop: 'body' }],
        searchList: [{ prop: 'title' }, { prop: 'paid' }, { prop: 'items-name' }],
        defaultSortConfig: [{ field: 'nope', sort: 'asc' }],
      },
      form,
    );
    expect(problems.map((p) => [p.code, p.params.field])).toEqual([
      ['columnDataUnknownField', 'ghost'],
      ['columnDataNotColumn', 'body'],
      ['columnDataNotSearchable', 'paid'],
      ['columnDataUnknownField', 'items-name'],
      ['columnDataUnknownField', 'nope'],
      ['columnDataTypeNeedsField', 'groupField'],
    ]);
    expect(checkColumnData({ columnList: [{ prop: 'title' }], groupField: 'amount' }, form)).toEqual([]);
    expect(checkColumnData({ type: 9 }, form)[0]?.code).toBe('columnDataInvalid');
  });

  it('reads queries: only the symbol list, bounded values, sidx', () => {
    const q = {
      matchLogic: 'or',
      conditionList: [{ logic: 'and', groups: [{ field: 'title', symbol: 'like', fieldValue: 'a' }] }],
    };
    expect(superQuerySchema.safeParse(q).success).toBe(true);
    const bad = structuredClone(q);
    bad.conditionList[0]!.groups[0]!.symbol = 'regexp';
    expect(superQuerySchema.safeParse(bad).success).toBe(false);
    expect(listQueryJsonSchema.safeParse({ title: { $ne: 1 } }).success).toBe(false);
    expect(listQueryJsonSchema.safeParse({ amount: [1, 2], jnpfKeyword: 'x' }).success).toBe(true);
    expect(parseSidx('title,-amount')).toEqual([
      { field: 'title', desc: false },
      { field: 'amount', desc: true },
    ]);
    expect(parseSidx(Array(11).fill('a').join(','))).toBeNull();
  });
});
