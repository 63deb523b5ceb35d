import { describe, expect, it } from 'vitest';
import { countLeaves, pickShortcuts, type ShortcutNode } from './shortcuts';

const leaf = (
  key: string,
  target: ShortcutNode['target'] = { kind: 'route', path: `/${key}` },
): ShortcutNode => ({
  key,
  enCode: key,
  title: key,
  type: 2,
  target,
});
const dir = (key: string, children: ShortcutNode[]): ShortcutNode => ({
  ...leaf(key, { kind: 'none' }),
  type: 0,
  children,
});

describe('pickShortcuts', () => {
  it('takes leaf menus depth-first in menu order, skipping directories', () => {
    const tree = [dir('a', [leaf('a1'), dir('a2', [leaf('a21')])]), leaf('b')];
    expect(pickShortcuts(tree).map((s) => s.key)).toEqual(['a1', 'a21', 'b']);
  });

  it('keeps window links and drops leaves that lead nowhere', () => {
    const tree = [leaf('x', { kind: 'window', url: 'https://example.com' }), leaf('y', { kind: 'none' })];
    expect(pickShortcuts(tree).map((s) => s.key)).toEqual(['x']);
  });

  it('stops at twelve by default', () => {
    const many = Array.from({ length: 20 }, (_, i) => leaf(`m${i}`));
    expect(pickShortcuts([dir('d', many)])).toHaveLength(12);
    expect(pickShortcuts(many, 3).map((s) => s.key)).toEqual(['m0', 'm1', 'm2']);
  });
});

describe('countLeaves', () => {
  it('counts the menus without children', () => {
    expect(countLeaves([dir('a', [leaf('a1'), dir('a2', [leaf('a21'), leaf('a22')])]), leaf('b')])).toBe(4);
    expect(countLeaves([])).toBe(0);
  });
});
