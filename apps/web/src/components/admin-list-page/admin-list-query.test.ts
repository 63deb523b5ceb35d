import { describe, expect, it } from 'vitest';
import { COMPACT_ACTIONS_WIDTH, responsiveColumns, tableWidth } from './admin-list-query';
import { filterQuery, resetQuery, searchQuery, type AdminQuery } from './admin-list-query';

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

  it('on narrow screens unpins every column but the row actions, which narrow to two links', () => {
    const columns = [
      { key: 'name', fixed: 'left' as const, width: 200 },
      { key: 'actions', fixed: 'right' as const, width: 300 },
    ];
    expect(responsiveColumns(columns, false)).toEqual(columns);
    const narrow = responsiveColumns(columns, true);
    expect(narrow.map((c) => c.fixed)).toEqual([undefined, 'right']);
    expect(narrow[1]?.width).toBe(COMPACT_ACTIONS_WIDTH);
    expect(columns[1]?.fixed).toBe('right');
  });

  it('makes the table as wide as its columns, so none sits under a pinned one', () => {
    const columns = [
      { width: 160 },
      { width: 80 },
      {},
      { key: 'actions', fixed: 'right' as const, width: 190 },
    ];
    expect(tableWidth(columns)).toBe(160 + 80 + 120 + 190);
    expect(tableWidth(columns, { selection: true })).toBe(160 + 80 + 120 + 190 + 48);
  });
});
