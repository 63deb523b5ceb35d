import { CODE_RULE, NAME_RULE, type OrganizeNode } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { allIds, toRows } from './organize-rules';

const node = (id: string, category: string, children: OrganizeNode[] = []): OrganizeNode => ({
  id,
  parentId: '-1',
  fullName: id,
  enCode: id,
  category,
  type: category,
  icon: '',
  organize: id,
  organizeIds: [id],
  managerId: null,
  sortCode: 0,
  enabledMark: 1,
  description: null,
  creatorTime: 0,
  hasChildren: children.length > 0,
  children,
});

const tree = [
  node('co', 'company', [node('sub', 'company'), node('rd', 'department', [node('fe', 'department')])]),
];

describe('tree helpers', () => {
  it('drops empty children and lists every id', () => {
    const rows = toRows(tree);
    expect(rows[0]?.children?.[0]).not.toHaveProperty('children');
    expect(allIds(tree)).toEqual(['co', 'sub', 'rd', 'fe']);
  });
});

describe('patterns', () => {
  it.each(['a.b', 'ab12', 'A1.b2.c3'])('accepts the code %s', (code) => {
    expect(CODE_RULE.pattern.test(code)).toBe(true);
  });
  it.each(['.ab', 'ab.', 'a..b', 'a-b', 'a b'])('refuses the code %s', (code) => {
    expect(CODE_RULE.pattern.test(code)).toBe(false);
  });
  it('refuses names with special characters', () => {
    expect(NAME_RULE.pattern.test('研发部 (北京)')).toBe(true);
    expect(NAME_RULE.pattern.test('研发<部>')).toBe(false);
  });
});
