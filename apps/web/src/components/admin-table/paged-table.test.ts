import { describe, expect, it } from 'vitest';
import { toSort } from './paged-table';

describe('toSort', () => {
  it('maps antd sort orders to the list query', () => {
    expect(toSort('fullName', 'descend')).toEqual({ sidx: 'fullName', sort: 'desc' });
    expect(toSort('account', 'ascend')).toEqual({ sidx: 'account', sort: 'asc' });
  });

  it('clears the sort when the column or order is missing', () => {
    expect(toSort('fullName', undefined)).toEqual({});
    expect(toSort(['a', 'b'], 'ascend')).toEqual({});
  });
});
