import { describe, expect, it } from 'vitest';
import { filterQuery, resetQuery, responsiveColumns, searchQuery, type AdminQuery } from './admin-list-query';

type Q = AdminQuery & { organizeId?: string; state?: number };
const onPage3: Q = {
  currentPage: 3,
  pageSize: 50,
  keyword: 'old',
  organizeId: 'o1',
  state: 1,
  sidx: 'enCode',
  sort: 'asc',
};

describe('admin list query', () => {
  it('searches a trimmed keyword from page 1 and keeps filters and sort', () => {
    expect(searchQuery(onPage3, '  ab ')).toEqual({ ...onPage3, keyword: 'ab', currentPage: 1 });
  });

  it('clears the keyword when the search is blank', () => {
    expect(searchQuery(onPage3, '   ').keyword).toBeUndefined();
  });

  it('merges a filter change and goes back to page 1', () => {
    expect(filterQuery(onPage3, { organizeId: undefined })).toEqual({
      ...onPage3,
      organizeId: undefined,
      currentPage: 1,
    });
  });

  it('resets to the first query with the current page size and the kept fields only', () => {
    const first: Q = { currentPage: 1, pageSize: 20 };
    expect(resetQuery(first, onPage3, ['organizeId'])).toEqual({
      currentPage: 1,
      pageSize: 50,
      organizeId: 'o1',
    });
    expect(resetQuery(first, onPage3)).toEqual({ currentPage: 1, pageSize: 50 });
  });

  it('unpins columns on narrow screens only', () => {
    const columns = [{ key: 'a' }, { key: 'actions', fixed: 'right' as const }];
    expect(responsiveColumns(columns, false)[1]?.fixed).toBe('right');
    expect(responsiveColumns(columns, true).map((c) => c.fixed)).toEqual([undefined, undefined]);
    expect(columns[1]?.fixed).toBe('right');
  });
});
