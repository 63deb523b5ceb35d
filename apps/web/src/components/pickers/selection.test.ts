import { describe, expect, it } from 'vitest';
import {
  addPick,
  addPicks,
  combinedTypes,
  emptyValue,
  hasPick,
  isSelectable,
  itemsFor,
  pickKey,
  removePick,
  splitTypedId,
  toIds,
  toValue,
  typedId,
  type PickItem,
} from './selection';

const item = (id: string, fullName = id): PickItem => ({ id, fullName });

describe('toIds (value normalisation)', () => {
  it('resets a non-array value of a multiple picker to an empty list', () => {
    expect(toIds('a', true)).toEqual([]);
    expect(toIds(null, true)).toEqual([]);
    expect(toIds({ 0: 'a' }, true)).toEqual([]);
  });
  it('keeps a list duplicate-free and drops empty or non-string ids', () => {
    expect(toIds(['a', 'b', 'a', '', 3, null], true)).toEqual(['a', 'b']);
  });
  it('reads one id from a single picker and nothing from an empty or foreign value', () => {
    expect(toIds('a', false)).toEqual(['a']);
    expect(toIds('', false)).toEqual([]);
    expect(toIds(['a'], false)).toEqual([]);
    expect(toIds(undefined, false)).toEqual([]);
  });
});

describe('pending selection', () => {
  it('single choice replaces the old pick', () => {
    expect(addPick([item('a')], item('b'), false)).toEqual([item('b')]);
  });
  it('multiple choice does not add an already selected item twice', () => {
    const list = addPick(addPick([], item('a'), true), item('b'), true);
    expect(addPick(list, item('a'), true)).toEqual([item('a'), item('b')]);
    expect(addPicks(list, [item('b'), item('c'), item('c')])).toEqual([item('a'), item('b'), item('c')]);
  });
  it('treats a company and a department pick of the same id as one organisation', () => {
    const list = [item('o1--company')];
    expect(addPick(list, item('o1--department'), true)).toHaveLength(1);
    expect(hasPick(list, 'o1--department')).toBe(true);
    expect(addPick(list, item('o1--role'), true)).toHaveLength(2);
  });
  it('removes one pick and leaves the others', () => {
    expect(removePick([item('a'), item('b')], 'a')).toEqual([item('b')]);
    expect(removePick([item('u--user'), item('u--role')], 'u--role')).toEqual([item('u--user')]);
  });
  it('does not change the list it is given', () => {
    const list = [item('a')];
    addPick(list, item('b'), true);
    removePick(list, 'a');
    expect(list).toEqual([item('a')]);
  });
});

describe('confirm', () => {
  it('emits ids for multiple choice and the first id for single choice', () => {
    expect(toValue([item('a'), item('b')], true)).toEqual(['a', 'b']);
    expect(toValue([item('a')], false)).toBe('a');
  });
  it('emits an empty value when single choice confirms nothing', () => {
    expect(toValue([], false)).toBe('');
    expect(toValue([], true)).toEqual([]);
    expect(emptyValue(false)).toBe('');
    expect(emptyValue(true)).toEqual([]);
  });
});

describe('type-suffixed ids', () => {
  it('joins and splits id--type at the last double dash', () => {
    expect(typedId('42', 'role')).toBe('42--role');
    expect(splitTypedId('42--role')).toEqual({ id: '42', type: 'role' });
    expect(splitTypedId('a--b--group')).toEqual({ id: 'a--b', type: 'group' });
  });
  it('reads a bare id as a user', () => {
    expect(splitTypedId('7')).toEqual({ id: '7', type: 'user' });
    expect(pickKey('7')).toBe('7');
  });
});

describe('selectable by type', () => {
  it('allows only nodes of a listed type', () => {
    expect(isSelectable({ type: 'department' }, ['department'])).toBe(true);
    expect(isSelectable({ type: 'company' }, ['department'])).toBe(false);
    expect(isSelectable({}, ['department'])).toBe(false);
  });
  it('never allows a disabled node', () => {
    expect(isSelectable({ type: 'company', disabled: true }, ['company', 'department'])).toBe(false);
  });
  it('lets the combined picker pick only users in single choice', () => {
    expect(combinedTypes(false)).toEqual(['user']);
  });
  it('lets the combined picker pick every kind in multiple choice, narrowed on request', () => {
    expect([...combinedTypes(true)].sort()).toEqual(
      ['company', 'department', 'group', 'position', 'role', 'user'].sort(),
    );
    expect(combinedTypes(true, ['company', 'department', 'role'])).toEqual(['company', 'department', 'role']);
    expect(combinedTypes(false, ['role'])).toEqual([]);
  });
});

describe('itemsFor', () => {
  it('names ids from what is known and keeps unknown ids readable', () => {
    const known = new Map([['a', item('a', 'Alice')]]);
    expect(itemsFor(['a', 'x'], known)).toEqual([item('a', 'Alice'), item('x', 'x')]);
  });
  it('names an organisation saved under its other kind, keeping the id asked for', () => {
    const known = new Map([['o1--company', { id: 'o1--company', fullName: 'HQ', type: 'company' }]]);
    expect(itemsFor(['o1--department'], known)).toEqual([
      { id: 'o1--department', fullName: 'HQ', type: 'company' },
    ]);
  });
});
