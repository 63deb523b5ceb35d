import { listSearchFieldSchema } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { buildQueryJson, defaultSidx, initialSearch, pageSizes, sorterSidx } from './list-query';

const s = (v: Record<string, unknown>) => listSearchFieldSchema.parse(v);
const searchList = [
  s({ prop: 'title', jnpfKey: 'input', searchType: 2, isKeyword: true }),
  s({ prop: 'claim_date', jnpfKey: 'datePicker', searchType: 3, value: [] }),
  s({ prop: 'kind', jnpfKey: 'select', searchType: 1, searchMultiple: true, value: ['a'] }),
];

describe('list queries', () => {
  it('drops empty values, keeps the keyword and unknown props out', () => {
    expect(initialSearch(searchList)).toEqual({ claim_date: [], kind: ['a'] });
    expect(
      buildQueryJson(searchList, { jnpfKeyword: '出差', claim_date: [], kind: ['a'], other: 'x', title: '' }),
    ).toEqual({ jnpfKeyword: '出差', kind: ['a'] });
    expect(buildQueryJson(searchList, { claim_date: [1, 2] })).toEqual({ claim_date: [1, 2] });
    expect(buildQueryJson(searchList, {})).toBeUndefined();
  });

  it('writes sorts as sidx and offers the standard page sizes plus the design one', () => {
    expect(
      defaultSidx({
        defaultSortConfig: [
          { field: 'a', sort: 'asc' },
          { field: 'b', sort: 'desc' },
        ],
      }),
    ).toBe('a,-b');
    expect(sorterSidx('amount', 'descend')).toBe('-amount');
    expect(sorterSidx('amount', undefined)).toBeUndefined();
    expect(pageSizes({ pageSize: 80 })).toEqual([20, 50, 80, 100]);
  });
});
