import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import type { DesignField } from './form-model.adapter';
import { ImportValues, parseDate, parseTime, type Fail } from './online-dev-import-values';

const field = (jnpfKey: string, extra: Record<string, unknown> = {}, config = {}): DesignField => ({
  vModel: 'f',
  label: 'Field',
  jnpfKey,
  kind: undefined,
  field: {
    __config__: { jnpfKey, label: 'Field', ...config },
    __vModel__: 'f',
    ...extra,
  } as DesignField['field'],
});
const tree = {
  options: [
    { id: 'cn', fullName: 'China', children: [{ id: 'sh', fullName: 'Shanghai' }] },
    { id: 'jp', fullName: 'Japan', children: [{ id: 'tk', fullName: 'Tokyo' }] },
  ],
  props: { label: 'fullName', value: 'id', children: 'children' },
};

/** The value of one text, and the reasons it was refused. */
function convert(f: DesignField, text: string) {
  const failures: string[] = [];
  const fail: Fail = (key, params) => failures.push(`${key}:${params.value}`);
  const values = new ImportValues({} as Kysely<DB>, { userId: 'u1', organizeId: 'o1', positionId: null });
  return { value: values.value(f, text, fail), failures };
}

describe('import values', () => {
  it('reads dates and times, refusing impossible ones', () => {
    expect(parseDate('2026-03-01')).toBe(new Date(2026, 2, 1).getTime());
    expect(parseDate('2026/3/1 8:05')).toBe(new Date(2026, 2, 1, 8, 5).getTime());
    expect(parseDate('2024-02-29')).not.toBeNull();
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('=NOW()')).toBeNull();
    expect(parseTime('8:05')).toBe('08:05:00');
    expect(parseTime('24:00')).toBeNull();
  });

  it('maps option texts to values: single, multiple, a cascader path, a tree label', () => {
    expect(convert(field('radio', tree), 'Japan')).toEqual({ value: 'jp', failures: [] });
    expect(convert(field('checkbox', tree), 'China，Japan')).toEqual({ value: ['cn', 'jp'], failures: [] });
    expect(convert(field('cascader', tree), 'China/Shanghai')).toEqual({ value: ['cn', 'sh'], failures: [] });
    expect(convert(field('treeSelect', tree), 'Tokyo')).toEqual({ value: 'tk', failures: [] });
    expect(convert(field('cascader', tree), 'China/Tokyo').failures).toEqual([
      'onlineDevImportNoOption:China/Tokyo',
    ]);
    expect(convert(field('select', { ...tree, multiple: true }), 'China,Mars').failures).toEqual([
      'onlineDevImportNoOption:Mars',
    ]);
    // options from a data interface are unknown here: the text stays
    expect(convert(field('select', {}, { dataType: 'dynamic' }), 'x').value).toBe('x');
  });

  it('checks numbers and their range, keeps text as typed, defaults to the importer', () => {
    expect(convert(field('numInput', { min: 0, max: 2000 }), '1,000.5').value).toBe(1000.5);
    expect(convert(field('numInput', { min: 0, max: 10 }), '11').failures).toEqual([
      'onlineDevImportRange:11',
    ]);
    expect(convert(field('numInput'), '=1+1').failures).toEqual(['onlineDevImportNumber:=1+1']);
    expect(convert(field('input'), '=1+1').value).toBe('=1+1');
    expect(convert(field('userSelect', {}, { defaultCurrent: true }), '').value).toBe('u1');
    expect(convert(field('usersSelect', {}, { defaultCurrent: true }), '').value).toEqual(['u1']);
    expect(convert(field('userSelect'), '').value).toBeNull();
  });
});
