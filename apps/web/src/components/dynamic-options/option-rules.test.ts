import { describe, expect, it } from 'vitest';
import { relatedFields, resetValue, toOptions } from './option-rules';

describe('interface options', () => {
  it('maps records through the default fullName / id fields', () => {
    expect(
      toOptions([
        { id: '1', fullName: 'One' },
        { id: 2, fullName: 'Two' },
      ]),
    ).toEqual([
      { value: '1', label: 'One' },
      { value: '2', label: 'Two' },
    ]);
  });
  it('maps through configured props, nests children and drops records without a value', () => {
    const records = [
      { code: 'a', name: 'A', sub: [{ code: 'a1', name: 'A1' }] },
      { name: 'no code' },
      { code: 'b' },
    ];
    expect(toOptions(records, { label: 'name', value: 'code', children: 'sub' })).toEqual([
      { value: 'a', label: 'A', children: [{ value: 'a1', label: 'A1' }] },
      { value: 'b', label: 'b' },
    ]);
  });
  it('gives no options for an answer that is not a list', () => {
    expect(toOptions({ list: [] })).toEqual([]);
    expect(toOptions(null)).toEqual([]);
  });
  it('names the form fields a template depends on, once each', () => {
    expect(
      relatedFields([
        { field: 'a', relationField: 'org' },
        { field: 'b', relationField: 'org' },
        { field: 'c', defaultValue: 1 },
      ]),
    ).toEqual(['org']);
  });
  it('resets a dependent field to an empty list (multiple) or nothing', () => {
    expect(resetValue(true)).toEqual([]);
    expect(resetValue(false)).toBeUndefined();
  });
});
