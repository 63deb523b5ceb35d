import type { AuthorityNode } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { afterCheck, checkedKeys, onlyMenus, saveBody, selectionOf } from './authority-rules';

const n = (
  id: string,
  kind: AuthorityNode['kind'],
  moduleId: string,
  children: AuthorityNode[] = [],
): AuthorityNode => ({
  id,
  parentId: '',
  fullName: id,
  enCode: id,
  icon: '',
  kind,
  moduleId,
  systemId: 'sys',
  children,
});

const modules = [
  n('sys', 'system', '', [
    n('dir', 'menu', 'dir', [n('users', 'menu', 'users'), n('roles', 'menu', 'roles')]),
  ]),
];
const buttons = [
  n('sys', 'system', '', [
    n('dir', 'menu', 'dir', [
      n('users', 'menu', 'users', [n('add', 'button', 'users'), n('edit', 'button', 'users')]),
      n('roles', 'menu', 'roles', [n('rAdd', 'button', 'roles')]),
    ]),
  ]),
];
const empty = { system: [], module: [], button: [], column: [], form: [], resource: [] };

describe('authorisation selection', () => {
  it('shows only selected leaves as checked so antd derives the parents', () => {
    const selection = selectionOf({ ...empty, module: ['dir', 'users'] });
    expect(checkedKeys(modules, 'module', selection)).toEqual(['users']);
  });

  it('keeps half-checked directories and what the tree does not show', () => {
    const next = afterCheck(modules, 'module', new Set(['hidden', 'roles']), ['users', 'dir', 'sys']);
    expect([...next].sort()).toEqual(['dir', 'hidden', 'users']);
  });

  it('cuts resource trees down to ticked menus', () => {
    const cut = onlyMenus(buttons, new Set(['dir', 'users']));
    expect(cut[0]!.children[0]!.children.map((m) => m.id)).toEqual(['users']);
    expect(onlyMenus(buttons, new Set())).toEqual([]);
  });

  it('adds the menus systems and drops items whose menu is not ticked', () => {
    const selection = selectionOf({ ...empty, module: ['dir', 'users'], button: ['add', 'rAdd'] });
    const body = saveBody(
      'Role',
      modules,
      { button: buttons, column: [], form: [], resource: [] },
      selection,
    );
    expect(body).toEqual({
      objectType: 'Role',
      systemIds: ['sys'],
      module: ['dir', 'users'],
      button: ['add'],
      column: [],
      form: [],
      resource: [],
    });
  });
});
