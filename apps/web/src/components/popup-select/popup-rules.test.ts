import { describe, expect, it } from 'vitest';
import {
  buildListRequest,
  buildParamList,
  confirmValue,
  displayLabels,
  indexRecords,
  missingKeys,
  pageSizeFor,
  resolveParam,
  toggleRow,
  toKeys,
} from './popup-rules';

const alice = { id: 'u1', fullName: 'Alice', account: 'alice' };
const bob = { id: 'u2', fullName: 'Bob', account: 'bob' };

describe('paging', () => {
  it('asks for 20 rows per page when paged without a size, the configured size otherwise', () => {
    expect(pageSizeFor(true)).toBe(20);
    expect(pageSizeFor(true, 50)).toBe(50);
  });
  it('asks for 10000 rows when not paged, whatever size is configured', () => {
    expect(pageSizeFor(false, 20)).toBe(10000);
    expect(pageSizeFor(undefined)).toBe(10000);
  });
  it('builds the list body with defaults, comma-joined columns and a trimmed keyword', () => {
    const body = buildListRequest(
      {
        interfaceId: 'i1',
        columnOptions: [
          { value: 'account', label: 'Account' },
          { value: 'realName', label: 'Name' },
        ],
        paramList: [],
        keyword: '  ali ',
        hasPage: true,
      },
      3,
    );
    expect(body).toEqual({
      interfaceId: 'i1',
      propsValue: 'id',
      relationField: 'fullName',
      columnOptions: 'account,realName',
      paramList: [],
      keyword: 'ali',
      currentPage: 3,
      pageSize: 20,
    });
  });
  it('always asks for page 1 when not paged', () => {
    const body = buildListRequest({ interfaceId: 'i1', paramList: [], hasPage: false }, 4);
    expect(body.currentPage).toBe(1);
    expect(body.pageSize).toBe(10000);
  });
});

describe('parameter templates', () => {
  it('reads a form field named by relationField', () => {
    expect(resolveParam({ field: 'organizeId', relationField: 'org' }, { org: 'o1' })).toBe('o1');
  });
  it('reads the current sub-table row for a table-field relation', () => {
    const param = { field: 'organizeId', relationField: 'tableField101-org' };
    expect(resolveParam(param, { org: 'main' }, { org: 'row-org' })).toBe('row-org');
    expect(resolveParam(param, { org: 'main' })).toBe('');
  });
  it('falls back to the default value when the field is empty or there is no relation', () => {
    expect(resolveParam({ field: 'a', relationField: 'x', defaultValue: 'd' }, { x: '' })).toBe('d');
    expect(resolveParam({ field: 'a', relationField: 'x', defaultValue: 'd' }, { x: [] })).toBe('d');
    expect(resolveParam({ field: 'a', defaultValue: 7 }, { a: 'ignored' })).toBe(7);
  });
  it('sends each parameter with its resolved value', () => {
    expect(buildParamList([{ field: 'organizeId', relationField: 'org' }], { org: 'o9' })).toEqual([
      { field: 'organizeId', relationField: 'org', defaultValue: 'o9', value: 'o9' },
    ]);
    expect(buildParamList(undefined, {})).toEqual([]);
  });
});

describe('selection', () => {
  it('single choice replaces the pending row', () => {
    expect(toggleRow([alice], bob, false)).toEqual([bob]);
  });
  it('multiple choice adds a row and removes it on a second click', () => {
    const added = toggleRow([alice], bob, true);
    expect(added).toEqual([alice, bob]);
    expect(toggleRow(added, alice, true)).toEqual([bob]);
  });
  it('ignores a row without a key', () => {
    expect(toggleRow([alice], { fullName: 'x' }, true)).toEqual([alice]);
  });
  it('uses the configured key field', () => {
    expect(toggleRow([], alice, true, 'account')).toEqual([alice]);
    expect(confirmValue([alice, bob], true, 'account')).toEqual(['alice', 'bob']);
  });
  it('single confirm with no row does nothing (null), with a row emits its key', () => {
    expect(confirmValue([], false)).toBeNull();
    expect(confirmValue([bob], false)).toBe('u2');
  });
  it('multiple confirm emits a duplicate-free list, possibly empty', () => {
    expect(confirmValue([alice, alice, bob], true)).toEqual(['u1', 'u2']);
    expect(confirmValue([], true)).toEqual([]);
  });
  it('reads keys from a value: a non-array multiple value is an empty list', () => {
    expect(toKeys('u1', true)).toEqual([]);
    expect(toKeys(['u1', '', 'u1', 'u2'], true)).toEqual(['u1', 'u2']);
    expect(toKeys('', false)).toEqual([]);
    expect(toKeys('u1', false)).toEqual(['u1']);
  });
});

describe('display text of a saved value', () => {
  it('shows the relationField of known records and the key of unknown ones, in value order', () => {
    const known = indexRecords([alice, bob]);
    expect(displayLabels(['u2', 'u3', 'u1'], known)).toEqual([
      { key: 'u2', label: 'Bob' },
      { key: 'u3', label: 'u3' },
      { key: 'u1', label: 'Alice' },
    ]);
    expect(displayLabels(['u1'], known, 'account')).toEqual([{ key: 'u1', label: 'alice' }]);
  });
  it('looks up only the keys no record names yet', () => {
    expect(missingKeys(['u1', 'u3'], indexRecords([alice]))).toEqual(['u3']);
  });
});
