// @vitest-environment jsdom
import { columnDataSchema } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { mappedValues } from './custom-buttons';
import { effectiveDesign } from './list-design';
import { pageSums, recordRows } from './list-summary';
import { filterTree } from './list-tree';
import { queryJsonOf } from './use-list-query';

const design = columnDataSchema.parse({
  columnList: [
    { prop: 'title', label: '标题' },
    { prop: 'amount', label: '金额' },
    { prop: 'qty', label: '数量' },
  ],
  searchList: [{ prop: 'title', searchType: 2 }],
  treeRelation: 'kind',
  showSummary: true,
  summaryField: ['amount', 'qty'],
});

describe('list parts', () => {
  it('adds the tree node under the relation field to the search', () => {
    expect(queryJsonOf(design, { title: '差' }, 'meal')).toBe(JSON.stringify({ title: '差', kind: 'meal' }));
    expect(queryJsonOf(design, {}, 'meal')).toBe(JSON.stringify({ kind: 'meal' }));
    expect(queryJsonOf(design, {}, undefined)).toBeUndefined();
    expect(queryJsonOf({ ...design, treeRelation: '' }, {}, 'meal')).toBeUndefined();
  });

  it('sums the records of groups and trees with the decimals their values show', () => {
    const rows = [
      { id: 'group:a', top: true, title: 'a', children: [{ id: 'r1', amount: '1,000.25', qty: 2 }] },
      { id: 'r2', amount: '3', qty: 'x', children: [{ id: 'r3', amount: '-0.5', qty: 1 }] },
    ];
    expect(recordRows(rows).map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(pageSums(design, rows, 'en')).toEqual([
      { prop: 'amount', label: '金额', text: '1,002.75' },
      { prop: 'qty', label: '数量', text: '3' },
    ]);
    expect(pageSums({ ...design, showSummary: false }, rows, 'en')).toEqual([]);
  });

  it('finds tree nodes by label, keeping their ancestors', () => {
    const nodes = [
      { value: 'hq', label: '总部', children: [{ value: 'it', label: '信息部' }] },
      { value: 'sh', label: '上海分公司' },
    ];
    expect(filterTree(nodes, '信息')).toEqual([
      { value: 'hq', label: '总部', children: [{ value: 'it', label: '信息部', children: [] }] },
    ]);
    expect(filterTree(nodes, '')).toHaveLength(2);
  });

  it('fills a custom form from the row: keys of related records, else display values', () => {
    const row = { id: 'r1', title: '出差', customer: '星河', customer_id: 'c9' };
    expect(
      mappedValues(row, [
        { currentField: 'title', field: 'subject' },
        { currentField: 'customer', field: 'client' },
        { currentField: 'id', field: 'claimId' },
        { currentField: 'missing', field: 'x' },
      ]),
    ).toEqual({ subject: '出差', client: 'c9', claimId: 'r1' });
  });

  it('shows sub-tables merged in grouped and tree lists', () => {
    const config = {
      id: 'm',
      fullName: 'x',
      enCode: 'x',
      webType: 2,
      formData: null,
      columnData: JSON.stringify({ type: 3, childTableStyle: 2 }),
      appColumnData: null,
      enableFlow: 0,
      flowId: null,
      flowTemplateJson: null,
    };
    expect(effectiveDesign(config, undefined).childTableStyle).toBe(1);
    expect(
      effectiveDesign({ ...config, columnData: JSON.stringify({ type: 1, childTableStyle: 2 }) }, undefined)
        .childTableStyle,
    ).toBe(2);
  });
});
