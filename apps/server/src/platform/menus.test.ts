import { describe, expect, it } from 'vitest';
import type { MenuSeed } from '../db/seed-data/menus';
import { withContributions } from './menus';

const tree: MenuSeed[] = [
  {
    enCode: 'system',
    fullName: 'System',
    type: 1,
    children: [{ enCode: 'system.log', fullName: 'Log', type: 2 }],
  },
  { enCode: 'permission', fullName: 'Permission', type: 1 },
];
const page = (enCode: string): MenuSeed => ({ enCode, fullName: enCode, type: 2 });

describe('menu contributions', () => {
  it('appends a module menu under its parent, after the central children', () => {
    const merged = withContributions(tree, 'mainSystem', [
      { system: 'mainSystem', parent: 'system', menus: [page('system.jobs')] },
    ]);
    expect(merged[0]!.children!.map((m) => m.enCode)).toEqual(['system.log', 'system.jobs']);
    expect(tree[0]!.children).toHaveLength(1);
  });

  it('reaches a parent deeper in the tree and leaves other systems alone', () => {
    const merged = withContributions(tree, 'mainSystem', [
      { system: 'mainSystem', parent: 'system.log', menus: [page('system.log.audit')] },
      { system: 'oaSystem', parent: 'nowhere', menus: [page('x')] },
    ]);
    expect(merged[0]!.children![0]!.children!.map((m) => m.enCode)).toEqual(['system.log.audit']);
  });

  it('refuses a contribution whose parent is not seeded', () => {
    const merge = () =>
      withContributions(tree, 'mainSystem', [
        { system: 'mainSystem', parent: 'missing', menus: [page('y')] },
      ]);
    expect(merge).toThrow(/unknown parent missing/);
  });
});
