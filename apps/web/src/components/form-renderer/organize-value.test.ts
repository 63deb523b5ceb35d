import { describe, expect, it } from 'vitest';
import { completePaths, lastIds, organizePaths, storedPaths } from './organize-value';

describe('organizeSelect values', () => {
  it('reads every shape a value is loaded in', () => {
    expect(organizePaths('["o1","d2"]', false)).toEqual([['o1', 'd2']]);
    expect(organizePaths('d2', false)).toEqual([['d2']]);
    expect(organizePaths(['o1', 'd2'], false)).toEqual([['o1', 'd2']]);
    expect(organizePaths([['o1', 'd2'], ['o1']], true)).toEqual([['o1', 'd2'], ['o1']]);
    expect(organizePaths(['d2', 'd3'], true)).toEqual([['d2'], ['d3']]);
    expect(organizePaths('[broken', false)).toEqual([]);
    expect(organizePaths(null, true)).toEqual([]);
  });

  it('stores one path, or a list of paths when multiple', () => {
    const paths = [['o1', 'd2']];
    expect(storedPaths(paths, false)).toEqual(['o1', 'd2']);
    expect(storedPaths(paths, true)).toEqual([['o1', 'd2']]);
    expect(storedPaths([], false)).toEqual([]);
    expect(lastIds([['o1', 'd2'], ['o3']])).toEqual(['d2', 'o3']);
  });

  it('completes bare ids with the organisation path from the top', () => {
    const nodes = [
      { id: 'd2', organizeIds: ['o1', 'd2'] },
      { id: 'd3', organizeIds: ['o1'] },
    ];
    expect(completePaths([['d2'], ['d3'], ['x']], nodes)).toEqual([['o1', 'd2'], ['o1', 'd3'], ['x']]);
  });
});
