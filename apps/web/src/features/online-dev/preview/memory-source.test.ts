import { parseColumnData, type FormData } from '@tessera/shared';
import { widget } from '@tessera/shared/form-model/test-design';
import { describe, expect, it } from 'vitest';
import { createMemorySource } from './memory-source';
import type { SampleRow } from './sample-data';

const options = [
  { id: 'travel', fullName: '差旅' },
  { id: 'meal', fullName: '餐费' },
];
const items = widget('table', { __vModel__: 'items' }, {
  label: '明细',
  children: [widget('input', { __vModel__: 'reason' }, { label: '事由' }), widget('numInput', { __vModel__: 'cost' })],
}); // prettier-ignore
const form = {
  fields: [
    widget('input', { __vModel__: 'title' }, { label: '标题' }),
    widget('numInput', { __vModel__: 'amount' }, { label: '金额' }),
    widget('select', { __vModel__: 'kind', options }, { label: '类型', dataType: 'static' }),
    widget('createUser', { __vModel__: 'creator' }),
    items,
  ],
} as unknown as FormData;
const design = parseColumnData(
  JSON.stringify({
    columnList: [
      { prop: 'title', label: '标题' },
      { prop: 'amount', label: '金额' },
      { prop: 'kind', label: '类型' },
      { prop: 'items-reason', label: '明细-事由' },
    ],
    searchList: [
      { prop: 'title', jnpfKey: 'input', searchType: 2, isKeyword: true },
      { prop: 'amount', jnpfKey: 'numInput', searchType: 3 },
      { prop: 'kind', jnpfKey: 'select', searchType: 1 },
    ],
    pageSize: 20,
  }),
);
/** 25 rows: title "行 NN", amount NN × 10, kind alternating, one item row each. */
const rows: SampleRow[] = Array.from({ length: 25 }, (_, i) => ({
  id: `r${i + 1}`,
  title: `行 ${String(i + 1).padStart(2, '0')}`,
  amount: (i + 1) * 10,
  kind: i % 2 ? 'meal' : 'travel',
  creator: 'u1',
  items: [{ id: `r${i + 1}-1`, reason: i === 4 ? '高铁' : '午餐', cost: 5 }],
}));
const source = (extra: Partial<Parameters<typeof createMemorySource>[0]> = {}) =>
  createMemorySource({
    form,
    design,
    rows,
    names: new Map([['u1', '管理员/admin']]),
    user: { id: 'u1', name: '管理员', account: 'admin' },
    now: () => 1_700_000_000_000,
    ...extra,
  });
const ids = (list: Record<string, unknown>[]) => list.map((r) => r.id);

describe('the preview source: List', () => {
  it('pages the rows (newest first without a sort) and counts them all', async () => {
    const s = source();
    const first = await s.list('m', { currentPage: 1, pageSize: 20 });
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 25 });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]!.id).toBe('r25');
    const second = await s.list('m', { currentPage: 2, pageSize: 20 });
    expect(ids(second.list)).toEqual(['r5', 'r4', 'r3', 'r2', 'r1']);
  });

  it('answers display values with the listed sub-table columns', async () => {
    const { list } = await source().list('m', { currentPage: 1, pageSize: 1, sidx: 'amount' });
    expect(list[0]).toEqual({
      id: 'r1',
      title: '行 01',
      amount: 10,
      kind: '差旅',
      items: [{ id: 'r1-1', reason: '午餐' }],
    });
  });

  it('sorts by sidx, descending with a minus, several keys in order', async () => {
    const s = source();
    const desc = await s.list('m', { currentPage: 1, pageSize: 3, sidx: '-amount' });
    expect(ids(desc.list)).toEqual(['r25', 'r24', 'r23']);
    const two = await s.list('m', { currentPage: 1, pageSize: 4, sidx: 'kind,-amount' });
    expect(ids(two.list)).toEqual(['r24', 'r22', 'r20', 'r18']);
    await expect(s.list('m', { sidx: 'nope' })).rejects.toMatchObject({ code: 400 });
  });

  it('searches by queryJson: fuzzy text, number range, equal option, keyword, sub-table columns', async () => {
    const s = source();
    const q = async (query: Record<string, unknown>) =>
      ids(
        (
          await s.list('m', {
            currentPage: 1,
            pageSize: 50,
            sidx: 'amount',
            queryJson: JSON.stringify(query),
          })
        ).list,
      );
    expect(await q({ title: '行 1' })).toEqual([
      'r10',
      'r11',
      'r12',
      'r13',
      'r14',
      'r15',
      'r16',
      'r17',
      'r18',
      'r19',
    ]);
    expect(await q({ amount: [200, 230] })).toEqual(['r20', 'r21', 'r22', 'r23']);
    expect(await q({ amount: [null, 20] })).toEqual(['r1', 'r2']);
    expect(await q({ kind: 'meal', amount: [0, 60] })).toEqual(['r2', 'r4', 'r6']);
    expect(await q({ kind: ['meal', 'travel'], amount: [0, 20] })).toEqual(['r1', 'r2']);
    expect(await q({ jnpfKeyword: '行 2' })).toEqual(['r20', 'r21', 'r22', 'r23', 'r24', 'r25']);
    expect(await q({ 'items-reason': '高铁' })).toEqual(['r5']);
    await expect(s.list('m', { queryJson: '{oops' })).rejects.toMatchObject({ code: 400 });
    await expect(s.list('m', { queryJson: JSON.stringify({ ghost: 'x' }) })).rejects.toMatchObject({
      code: 400,
    });
  });

  it('applies an advanced query (superQueryJson)', async () => {
    const superQueryJson = JSON.stringify({
      matchLogic: 'and',
      conditionList: [
        {
          logic: 'or',
          groups: [
            { field: 'amount', symbol: '>=', fieldValue: 240 },
            { field: 'title', symbol: '==', fieldValue: '行 01' },
          ],
        },
      ],
    });
    const { list } = await source().list('m', {
      currentPage: 1,
      pageSize: 50,
      sidx: 'amount',
      superQueryJson,
    });
    expect(ids(list)).toEqual(['r1', 'r24', 'r25']);
  });

  it('refuses page sizes out of bounds', async () => {
    const s = source();
    for (const pageSize of [0, -1, 1e9])
      await expect(s.list('m', { pageSize })).rejects.toMatchObject({ code: 400 });
  });
});

describe('the preview source: records', () => {
  it('reads stored values (info) and display values of every field (detail)', async () => {
    const s = source();
    const info = JSON.parse((await s.info('m', 'r2')).data) as Record<string, unknown>;
    expect(info).toEqual({
      id: 'r2',
      title: '行 02',
      amount: 20,
      kind: 'meal',
      creator: 'u1',
      items: [{ id: 'r2-1', reason: '午餐', cost: 5 }],
    });
    const detail = JSON.parse((await s.detail('m', 'r2')).data) as Record<string, unknown>;
    expect(detail).toMatchObject({
      kind: '餐费',
      creator: '管理员/admin',
      items: [{ reason: '午餐', cost: 5 }],
    });
    await expect(s.info('m', 'ghost')).rejects.toMatchObject({ code: 400 });
  });

  it('creates a record with its sub-rows and the creator filled, found by the next List', async () => {
    const s = source();
    const data = JSON.stringify({
      title: '新报销',
      amount: 999,
      kind: 'meal',
      items: [{ reason: '打车', cost: 30 }],
    });
    const answer = await s.create('m', { data });
    expect(answer.code).toBe(200);
    const { list, pagination } = await s.list('m', { currentPage: 1, pageSize: 20 });
    expect(pagination.total).toBe(26);
    expect(list[0]).toMatchObject({
      id: answer.data.id,
      title: '新报销',
      kind: '餐费',
      items: [{ reason: '打车' }],
    });
    expect(s.rows().find((r) => r.id === answer.data.id)).toMatchObject({ creator: 'u1' });
    await expect(s.create('m', { data: '[1]' })).rejects.toMatchObject({ code: 400 });
  });

  it('updates a record, keeping its creator', async () => {
    const s = source();
    await s.update('m', 'r3', {
      id: 'r3',
      data: JSON.stringify({ title: '改过', amount: 1, creator: 'someone' }),
    });
    const info = JSON.parse((await s.info('m', 'r3')).data) as Record<string, unknown>;
    expect(info).toMatchObject({ title: '改过', amount: 1, kind: null, creator: 'u1', items: [] });
    await expect(s.update('m', 'ghost', { data: '{}' })).rejects.toMatchObject({ code: 400 });
  });

  it('deletes one record, and a batch all or none', async () => {
    const s = source();
    await s.remove('m', 'r1');
    await expect(s.remove('m', 'r1')).rejects.toMatchObject({ code: 400 });
    await expect(s.batchRemove('m', ['r2', 'ghost'])).rejects.toMatchObject({ code: 400 });
    expect(s.rows()).toHaveLength(24);
    await s.batchRemove('m', ['r2', 'r3', 'r3']);
    expect(s.rows().map((r) => r.id)).not.toContain('r2');
    expect(s.rows()).toHaveLength(22);
  });

  it('never changes the rows it was given', async () => {
    const s = source();
    await s.remove('m', 'r1');
    expect(rows).toHaveLength(25);
    expect(source().rows()).toHaveLength(25);
  });
});

describe('the preview source: list types', () => {
  it('groups a page by the group field (type 3) and nests a tree table by its parent field (type 5)', async () => {
    const grouped = source({ design: { ...design, type: 3, groupField: 'kind' } });
    const page = await grouped.list('m', { currentPage: 1, pageSize: 4, sidx: 'amount' });
    expect(page.list.map((g) => [g.title, (g.children as { id: string }[]).map((c) => c.id)])).toEqual([
      ['差旅', ['r1', 'r3']],
      ['餐费', ['r2', 'r4']],
    ]);
    const tree = source({
      design: { ...design, type: 5, parentField: 'title' },
      rows: [
        { id: 'a', title: '' },
        { id: 'b', title: 'a' },
        { id: 'c', title: 'b' },
        { id: 'x', title: 'y' },
        { id: 'y', title: 'x' },
      ],
    });
    const nested = await tree.list('m', { currentPage: 1, pageSize: 20, sidx: '' });
    expect(nested.list.map((r) => r.id)).toEqual(['y', 'x', 'a']);
    const a = nested.list.find((r) => r.id === 'a') as {
      children: { id: string; children: { id: string }[] }[];
    };
    expect(a.children[0]!.id).toBe('b');
    expect(a.children[0]!.children[0]!.id).toBe('c');
  });
});
