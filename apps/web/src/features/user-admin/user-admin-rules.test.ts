import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATTERN, mainFirst, withPresentFields } from './user-admin-rules';

describe('users rules', () => {
  it('accepts letters and digits only as accounts', () => {
    expect(ACCOUNT_PATTERN.test('zhang3')).toBe(true);
    expect(ACCOUNT_PATTERN.test('zhang_3')).toBe(false);
    expect(ACCOUNT_PATTERN.test('张三')).toBe(false);
  });

  it('puts the main organisation first', () => {
    expect(mainFirst(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(mainFirst(['a', 'b'], 'x')).toEqual(['a', 'b']);
    expect(mainFirst(['a'], undefined)).toEqual(['a']);
  });

  it('drops the columns whose field the server left out of every row', () => {
    const columns = [{ dataIndex: 'account' }, { dataIndex: 'mobilePhone' }, { key: 'actions' }];
    expect(withPresentFields(columns, [{ id: '1', account: 'a' }])).toEqual([
      { dataIndex: 'account' },
      { key: 'actions' },
    ]);
    expect(withPresentFields(columns, [])).toEqual(columns);
  });
});
