import { describe, expect, it } from 'vitest';
import { dynamicTableSchema } from '../dynamic-table.contract';
import { importedExpenseClaim } from './fixtures/expense-claim';
import { generatedTableName, tablesOf } from './tables';
import { holding, widget } from './test-design';

const named = (key: Parameters<typeof widget>[0], vModel: string, props: Record<string, unknown> = {}) =>
  widget(key, { __vModel__: vModel, ...props });
const kindsOf = (fields: ReturnType<typeof named>[], searched?: string[]) => {
  const made = tablesOf({ fields }, { mainTable: 'dyn_t', searched });
  if (!made.ok) throw new Error(JSON.stringify(made.problems));
  return made.tables.main.fields;
};

describe('tablesOf', () => {
  it('makes the main table and the item table of the expense claim (form-model.md §8)', () => {
    const made = tablesOf(importedExpenseClaim(), {
      mainTable: 'dyn_exp_claim',
      searched: ['title', 'claim_date', 'tableField109-amount'],
      comment: 'Expense claim',
    });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const { main, subTables } = made.tables;
    expect(main.name).toBe('dyn_exp_claim');
    expect(main.fields.map((f) => [f.name, f.kind])).toEqual([
      ['claim_no', 'string'], ['title', 'string'], ['applicant', 'string'], ['dept_id', 'string'],
      ['claim_date', 'datetime'], ['expense_type', 'string'], ['total_amount', 'decimal'], ['attachments', 'json'],
    ]); // prettier-ignore
    expect(main.fields.find((f) => f.name === 'title')).toMatchObject({
      length: 100,
      indexed: true,
      comment: '标题',
    });
    expect(main.fields.find((f) => f.name === 'total_amount')).toMatchObject({ precision: 20, scale: 2 });
    expect(subTables).toHaveLength(1);
    expect(subTables[0]?.vModel).toBe('tableField109');
    expect(subTables[0]?.table).toMatchObject({
      name: 'dyn_exp_claim_item',
      parent: { table: 'dyn_exp_claim', foreignKey: 'parent_id' },
    });
    expect(subTables[0]?.table.fields.map((f) => [f.name, f.kind])).toEqual([
      ['occur_date', 'datetime'],
      ['reason', 'string'],
      ['amount', 'decimal'],
    ]);
    expect(subTables[0]?.table.fields[2]).toMatchObject({ precision: 20, scale: 2, indexed: true });
    for (const table of [main, subTables[0]!.table])
      expect(dynamicTableSchema.safeParse(table).success).toBe(true);
  });

  it('maps each stored widget kind to a column kind', () => {
    const fields = kindsOf([
      named('input', 'a1'), named('input', 'a2', { maxlength: 9000 }), named('textarea', 'a3'), named('editor', 'a4'),
      named('numInput', 'a5'), named('switch', 'a6'), named('rate', 'a7', { allowHalf: true }), named('slider', 'a8'),
      named('timePicker', 'a9'), named('checkbox', 'b1'), named('select', 'b2', { multiple: true }), named('select', 'b3'),
      named('cascader', 'b4'), named('uploadImg', 'b5'), named('location', 'b6'), named('createUser', 'b7'),
      named('createTime', 'b8'), named('currOrganize', 'b9'), named('billRule', 'c1'), named('organizeSelect', 'c2'),
      named('userSelect', 'c3', { multiple: true }), named('slider', 'c4', { step: 0.5 }),
    ]); // prettier-ignore
    expect(Object.fromEntries(fields.map((f) => [f.name, f.kind === 'string' ? `string(${f.length})` : f.kind === 'decimal' ? `decimal(${f.precision},${f.scale})` : f.kind]))).toEqual({
      a1: 'string(255)', a2: 'text', a3: 'text', a4: 'text', a5: 'decimal(26,8)', a6: 'integer', a7: 'decimal(12,1)',
      a8: 'integer', a9: 'string(16)', b1: 'json', b2: 'json', b3: 'string(255)', b4: 'json', b5: 'json', b6: 'json',
      b7: 'string(64)', b8: 'datetime', b9: 'json', c1: 'string(255)', c2: 'json', c3: 'json', c4: 'decimal(24,6)',
    }); // prettier-ignore
  });

  it('stores calculate and attribute widgets only with isStorage 2, and never value-less widgets', () => {
    const fields = kindsOf([
      named('calculate', 'c1', { expression: ['1'], isStorage: 1 }), named('calculate', 'c2', { expression: ['1'], isStorage: 2, precision: 4 }),
      named('popupAttr', 'p1'), named('relationFormAttr', 'p2', { isStorage: 2 }), widget('divider'), holding('row', [named('input', 'inside')]),
    ]); // prettier-ignore
    expect(fields.map((f) => [f.name, f.kind])).toEqual([
      ['c2', 'decimal'],
      ['p2', 'text'],
      ['inside', 'string'],
    ]);
  });

  it('marks unique fields and indexes searched ones', () => {
    const fields = kindsOf([named('input', 'code', {}), named('input', 'name')], ['NAME']);
    expect(fields[1]).toMatchObject({ indexed: true });
    const unique = widget('input', { __vModel__: 'code' }, { unique: true });
    expect(kindsOf([unique])[0]).toMatchObject({ unique: true });
  });

  it('names tables from the design code and refuses clashing or invalid names', () => {
    expect(generatedTableName('Expense-Claim 2024!')).toBe('dyn_expense_claim_2024');
    expect(generatedTableName('报销')).toBe('dyn_form');
    expect(generatedTableName('dyn_x')).toBe('dyn_x');
    expect(generatedTableName('a'.repeat(100))).toHaveLength(63);
    const t = (tableName: string) => widget('table', {}, { tableName, children: [named('input', 'x')] });
    const made = tablesOf({ fields: [t('items'), t('Items')] }, { enCode: 'claim' });
    expect(made.ok ? [] : made.problems.map((p) => [p.code, p.params.table])).toEqual([
      ['formDesignTableName', 'dyn_items'],
    ]);
    expect(tablesOf({ fields: [] }, { mainTable: 'base_user' })).toMatchObject({
      ok: false,
      problems: [{ code: 'formDesignTableName' }],
    });
    const given = tablesOf({ fields: [t('')] }, { enCode: 'claim', subTables: {} });
    expect(given.ok && given.tables.subTables[0]?.table.name).toMatch(/^dyn_claim_tablefield\d+$/);
  });
});
