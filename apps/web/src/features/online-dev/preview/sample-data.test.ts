import { importedExpenseClaim } from '@tessera/shared/form-model/fixtures/expense-claim';
import { widget } from '@tessera/shared/form-model/test-design';
import { describe, expect, it } from 'vitest';
import { sampleNames, sampleRows, SAMPLE_ROW_COUNT, type SampleUser } from './sample-data';
import { displayRow, formatTime, sampleFieldsOf } from './sample-display';

const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const user: SampleUser = {
  id: 'u1',
  name: '管理员',
  account: 'admin',
  organizeId: 'o1',
  organizeName: '总公司',
  departmentId: 'd1',
  departmentName: '研发部',
  positionId: 'p1',
  positionName: '工程师',
};
const options = [
  { id: 'travel', fullName: '差旅' },
  { id: 'meal', fullName: '餐费' },
];
const fields = [
  widget('input', { __vModel__: 'title', maxlength: 6 }, { label: '标题' }),
  widget('numInput', { __vModel__: 'amount', min: 10, max: 20, precision: 2 }, { label: '金额' }),
  widget('select', { __vModel__: 'kind', options }, { label: '类型', dataType: 'static' }),
  widget('checkbox', { __vModel__: 'tags', options }, { label: '标签', dataType: 'static' }),
  widget('switch', { __vModel__: 'paid', activeTxt: '已付', inactiveTxt: '未付' }, { label: '付款' }),
  widget('datePicker', { __vModel__: 'day', format: 'yyyy-MM-dd' }, { label: '日期' }),
  widget('userSelect', { __vModel__: 'who' }, { label: '人员' }),
  widget('organizeSelect', { __vModel__: 'org' }, { label: '组织' }),
  widget('createUser', { __vModel__: 'creator' }, { label: '创建人' }),
  widget('relationForm', { __vModel__: 'rel' }, { label: '关联' }),
];

describe('sampleRows', () => {
  it('makes 25 rows, the same ones for the same design, user and day', () => {
    const rows = sampleRows({ fields }, { now: NOW, user });
    expect(rows).toHaveLength(SAMPLE_ROW_COUNT);
    expect(new Set(rows.map((r) => r.id)).size).toBe(SAMPLE_ROW_COUNT);
    expect(sampleRows({ fields }, { now: NOW, user })).toEqual(rows);
  });

  it('keeps each value in its field: text length, number range and precision, options, switch, dates, pickers', () => {
    const rows = sampleRows({ fields }, { now: NOW, user, count: 30 });
    for (const [i, r] of rows.entries()) {
      expect(String(r.title).length).toBeLessThanOrEqual(6);
      expect(r.amount).toBeGreaterThanOrEqual(10);
      expect(r.amount).toBeLessThanOrEqual(20);
      expect(Math.round(Number(r.amount) * 100)).toBeCloseTo(Number(r.amount) * 100, 6);
      expect(['travel', 'meal']).toContain(r.kind);
      expect((r.tags as string[]).every((t) => t === 'travel' || t === 'meal')).toBe(true);
      expect([0, 1]).toContain(r.paid);
      expect(r.day).toBe(Math.floor(NOW / DAY) * DAY - i * DAY);
      expect(r.who).toBe('u1');
      expect(r.org).toEqual(['o1', 'd1']);
      expect(r.creator).toBe('u1');
      expect(r.rel).toBeNull();
    }
    // the values vary, so sorting and searching show something
    expect(new Set(rows.map((r) => r.amount)).size).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.kind)).size).toBe(2);
    expect(new Set(rows.map((r) => r.paid)).size).toBe(2);
  });

  it('gives the expense claim one to three item rows and the total their sum (shared calculate)', () => {
    const rows = sampleRows(importedExpenseClaim(), { now: NOW, user });
    for (const r of rows) {
      const items = r.tableField109 as { id: string; amount: number; reason: string }[];
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(items.length).toBeLessThanOrEqual(3);
      expect(items.every((it) => it.id && it.reason && it.amount >= 0)).toBe(true);
      const sum = items.reduce((s, it) => s + it.amount, 0);
      expect(r.total_amount).toBeCloseTo(sum, 2);
      expect(r.claim_no).toMatch(/^PV\d{4}$/);
    }
  });

  it('leaves pickers empty without a signed-in user', () => {
    const [row] = sampleRows({ fields }, { now: NOW, count: 1 });
    expect(row).toMatchObject({ who: null, org: null, creator: null });
  });
});

describe('display values (form-model.md §5.4)', () => {
  it('shows option labels, switch texts, formatted dates, names, the last organisation level and relation keys', () => {
    const row = {
      title: '差旅 01',
      amount: 12.5,
      kind: 'meal',
      tags: ['travel', 'meal'],
      paid: 1,
      day: new Date(2026, 10, 20).getTime(),
      who: 'u1',
      org: ['o1', 'd1'],
      creator: 'u1',
      rel: 'r9',
    };
    const shown = displayRow(sampleFieldsOf({ fields }).main, row, sampleNames(user));
    expect(shown).toEqual({
      title: '差旅 01',
      amount: 12.5,
      kind: '餐费',
      tags: '差旅,餐费',
      paid: '已付',
      day: '2026-11-20',
      who: '管理员',
      org: '研发部',
      creator: '管理员/admin',
      rel: 'r9',
      rel_id: 'r9',
    });
    expect(displayRow(sampleFieldsOf({ fields }).main, { paid: 0 }, new Map()).paid).toBe('未付');
  });

  it('formats times in the designer formats', () => {
    const ms = new Date(2026, 0, 2, 3, 4, 5).getTime();
    expect(formatTime(ms, 'yyyy-MM-dd HH:mm:ss')).toBe('2026-01-02 03:04:05');
    expect(formatTime(ms, 'yyyy-MM')).toBe('2026-01');
  });
});
