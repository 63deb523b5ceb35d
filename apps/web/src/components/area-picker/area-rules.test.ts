import type { AreaNode } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AREA_LEVEL,
  areaPathLabel,
  canPickArea,
  namesOfPaths,
  normalizeMultipleArea,
  normalizeSingleArea,
  toAreaOption,
} from './area-rules';

const node = (over: Partial<AreaNode> = {}): AreaNode => ({
  id: '440100',
  parentId: '440000',
  fullName: '广州市',
  enCode: '440100',
  quickQuery: null,
  type: 2,
  sortCode: 1,
  enabledMark: 1,
  description: null,
  creatorTime: 0,
  hasChildren: true,
  isLeaf: false,
  ...over,
});

describe('area picker rules', () => {
  it('picks districts unless told otherwise', () => {
    expect(DEFAULT_AREA_LEVEL).toBe(2);
    expect([0, 1, 2, 3].map((depth) => canPickArea(depth, 2))).toEqual([false, false, true, false]);
  });

  it('makes a node at the picking depth a leaf even when it has children', () => {
    expect(toAreaOption(node({ id: '440106', type: 3 }), 2, 2)).toMatchObject({
      isLeaf: true,
      disabled: false,
      disableCheckbox: false,
    });
  });

  it('lets a node above the depth expand but not be picked', () => {
    expect(toAreaOption(node(), 1, 2)).toMatchObject({
      isLeaf: false,
      disabled: false,
      disableCheckbox: true,
    });
  });

  it('disables a dead end above the depth and a switched-off division', () => {
    expect(toAreaOption(node({ hasChildren: false, isLeaf: true }), 1, 2)).toMatchObject({
      isLeaf: true,
      disabled: true,
    });
    expect(toAreaOption(node({ enabledMark: 0 }), 1, 1)).toMatchObject({ isLeaf: true, disabled: true });
    // a province picker picks provinces, whatever lies below
    expect(toAreaOption(node({ id: '440000', type: 1 }), 0, 0)).toMatchObject({
      isLeaf: true,
      disabled: false,
    });
  });

  it('keeps only a complete single path', () => {
    expect(normalizeSingleArea(['440000', '440100', '440106'], 2)).toEqual(['440000', '440100', '440106']);
    expect(normalizeSingleArea(['440000', '440100'], 2)).toEqual([]);
    expect(normalizeSingleArea('440106', 2)).toEqual([]);
    expect(normalizeSingleArea(undefined, 0)).toEqual([]);
    expect(normalizeSingleArea(['110000'], 0)).toEqual(['110000']);
  });

  it('resets a non-array multiple value and drops duplicates and incomplete paths', () => {
    expect(normalizeMultipleArea('x', 2)).toEqual([]);
    expect(
      normalizeMultipleArea(
        [
          ['440000', '440100', '440106'],
          ['440000', '440100', '440106'],
          ['440000', '440100'],
          ['110000', '110100', '110101'],
        ],
        2,
      ),
    ).toEqual([
      ['440000', '440100', '440106'],
      ['110000', '110100', '110101'],
    ]);
  });

  it('pairs answered names with fully answered paths only', () => {
    const names = namesOfPaths(
      [
        ['440000', '440100', '440106'],
        ['110000', 'gone', '110101'],
      ],
      [
        ['广东省', '广州市', '天河区'],
        ['北京市', '东城区'],
      ],
    );
    expect(areaPathLabel(['440000', '440100', '440106'], names)).toBe('广东省 / 广州市 / 天河区');
    expect(names.has('110000')).toBe(false);
    expect(areaPathLabel(['110000'], names)).toBe('110000');
  });
});
