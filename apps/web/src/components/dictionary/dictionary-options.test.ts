import type { DictionaryAllEntry } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { toDictionaryOptions } from './dictionary-options';

const entry = (isTree: number): DictionaryAllEntry => ({
  id: 't',
  enCode: 'IndustryType',
  isTree,
  dictionaryList: [
    { id: '1', parentId: '0', enCode: 'A', fullName: '农业' },
    { id: '2', parentId: '1', enCode: 'A01', fullName: '种植' },
    { id: '3', parentId: 'gone', enCode: 'B', fullName: '采矿' },
  ],
});

describe('toDictionaryOptions', () => {
  it('answers a flat list valued by code by default', () => {
    expect(toDictionaryOptions(entry(0))).toEqual([
      { value: 'A', label: '农业' },
      { value: 'A01', label: '种植' },
      { value: 'B', label: '采矿' },
    ]);
  });

  it('nests a tree dictionary and puts an item with a missing parent at the top', () => {
    expect(toDictionaryOptions(entry(1), 'id')).toEqual([
      { value: '1', label: '农业', children: [{ value: '2', label: '种植' }] },
      { value: '3', label: '采矿' },
    ]);
  });

  it('answers no options for an unknown dictionary', () => {
    expect(toDictionaryOptions(undefined)).toEqual([]);
  });
});
