import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATTERN, flatOptions, mainFirst, treeOptions, withPresentFields } from './users-rules';

interface Node {
  id: string;
  fullName: string;
  type: string;
  children: Node[];
}
const node = (id: string, type: string, children: Node[] = []): Node => ({
  id,
  fullName: `n-${id}`,
  type,
  children,
});

describe('users rules', () => {
  it('accepts letters and digits only as accounts', () => {
    expect(ACCOUNT_PATTERN.test('zhang3')).toBe(true);
    expect(ACCOUNT_PATTERN.test('zhang_3')).toBe(false);
    expect(ACCOUNT_PATTERN.test('张三')).toBe(false);
  });

  it('offers only nodes of the type, drops empty branches and keeps grouping nodes unselectable', () => {
    const tree = [node('c1', 'company', [node('p1', 'position'), node('d1', 'department')])];
    expect(treeOptions(tree, 'position')).toEqual([
      {
        value: 'company:c1',
        title: 'n-c1',
        selectable: false,
        children: [{ value: 'p1', title: 'n-p1', disabled: false }],
      },
    ]);
  });

  it('lists a role under several organisations once', () => {
    const tree = [node('c1', 'company', [node('r1', 'role')]), node('c2', 'company', [node('r1', 'role')])];
    expect(flatOptions(tree, 'role')).toEqual([{ value: 'r1', label: 'n-r1' }]);
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
