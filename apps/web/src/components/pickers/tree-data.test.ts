import { describe, expect, it } from 'vitest';
import { splitRoleTree } from './role-picker';
import { nearBottom } from './tree-pane';
import {
  branchKeys,
  filterTree,
  flatten,
  indexById,
  limitTree,
  withChildren,
  type PickerNode,
} from './tree-data';
import { nextPage } from './use-paged-users';
import { isRestricted } from './user-picker';

const n = (id: string, children: PickerNode[] = [], type = 'department'): PickerNode => ({
  id,
  fullName: `name-${id}`,
  type,
  children,
});
const tree = [n('c', [n('d1', [n('t1')]), n('d2')], 'company')];

describe('tree helpers', () => {
  it('keeps matches with their ancestors, in any case', () => {
    const shown = filterTree(tree, 'NAME-T1');
    expect(flatten(shown).map((x) => x.id)).toEqual(['c', 'd1', 't1']);
    expect(filterTree(tree, '  ')).toHaveLength(1);
    expect(filterTree(tree, 'nothing')).toEqual([]);
  });
  it('limits a tree to subtrees and disables the ancestors leading there', () => {
    const limited = limitTree(tree, new Set(['d1']));
    const byId = indexById(limited);
    expect([...byId.keys()]).toEqual(['c', 'd1', 't1']);
    expect(byId.get('c')?.disabled).toBe(true);
    expect(byId.get('d1')?.disabled).toBeUndefined();
    expect(limitTree(tree, new Set())).toEqual([]);
  });
  it('replaces a node’s children when it loads lazily', () => {
    const next = withChildren(tree, 'd2', [n('u', [], 'user')]);
    expect(
      indexById(next)
        .get('d2')
        ?.children?.map((x) => x.id),
    ).toEqual(['u']);
    expect(withChildren(tree, 'd2', []).flatMap((x) => x.children)[1]?.isLeaf).toBe(true);
  });
  it('lists the keys of nodes with children', () => {
    expect(branchKeys(tree)).toEqual(['c', 'd1']);
  });
});

describe('role tabs', () => {
  it('splits the global category (id 1) from the organisation roles', () => {
    const roles = [n('1', [n('r1', [], 'role')], 'global'), n('c', [n('r2', [], 'role')], 'company')];
    const parts = splitRoleTree(roles);
    expect(parts.global.map((x) => x.id)).toEqual(['r1']);
    expect(parts.organize.map((x) => x.id)).toEqual(['c']);
  });
});

describe('paging and infinite scroll', () => {
  it('asks for the next page until the total is reached', () => {
    expect(nextPage({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 41 } })).toBe(2);
    expect(nextPage({ list: [], pagination: { currentPage: 3, pageSize: 20, total: 41 } })).toBeUndefined();
    expect(nextPage({ list: [] })).toBeUndefined();
  });
  it('loads more within 200px of the list bottom', () => {
    expect(nearBottom({ scrollHeight: 1000, scrollTop: 500, clientHeight: 300 })).toBe(true);
    expect(nearBottom({ scrollHeight: 1000, scrollTop: 499, clientHeight: 300 })).toBe(false);
  });
  it('sees a restriction only when some filter has ids', () => {
    expect(isRestricted({})).toBe(false);
    expect(isRestricted({ departIds: [], roleIds: [] })).toBe(false);
    expect(isRestricted({ groupIds: ['g'] })).toBe(true);
  });
});
