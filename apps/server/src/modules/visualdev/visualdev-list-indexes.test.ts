import type { DynamicTable } from '@tessera/shared';
import { dynamicTableSchema } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { listIndexes } from './visualdev-list-indexes';

const main: DynamicTable = {
  name: 'dyn_claims',
  fields: [
    { name: 'title', kind: 'string', length: 255 },
    { name: 'status', kind: 'string', length: 255 },
    { name: 'claim_date', kind: 'datetime' },
    { name: 'amount', kind: 'decimal', precision: 20, scale: 2 },
    { name: 'tags', kind: 'json' },
  ],
};

const design = (over: Record<string, unknown>) =>
  JSON.stringify({
    searchList: [
      { prop: 'title', searchType: 2 },
      { prop: 'status', searchType: 1 },
      { prop: 'tags', searchType: 1 },
      { prop: 'claim_date', searchType: 3 },
    ],
    defaultSortConfig: [{ field: 'amount', sort: 'desc' }],
    ...over,
  });

describe('list indexes of a released design', () => {
  it('pairs each equality search with each range and the default sort, id last', () => {
    expect(listIndexes(design({}), main).map((i) => i.fields)).toEqual([
      ['status', 'claim_date', 'id'],
      ['status', 'amount', 'id'],
    ]);
  });

  it('adds the scope columns of the data schemes when data permissions are on', () => {
    const fields = listIndexes(design({ useDataPermission: true }), main).map((i) => i.fields);
    expect(fields).toContainEqual(['organize_id', 'amount', 'id']);
    expect(fields).toContainEqual(['created_by', 'amount', 'id']);
    expect(fields).toContainEqual(['organize_id', 'status', 'claim_date', 'id']);
  });

  it('makes nothing for a list without equality searches, ranges or scopes, and never indexes JSON', () => {
    expect(
      listIndexes(design({ searchList: [{ prop: 'tags', searchType: 1 }], defaultSortConfig: [] }), main),
    ).toEqual([]);
    expect(listIndexes('{not json', main)).toEqual([]);
  });

  it('describes indexes the table contract accepts', () => {
    const indexes = listIndexes(design({ useDataPermission: true }), main);
    expect(dynamicTableSchema.safeParse({ ...main, indexes }).success).toBe(true);
  });
});
