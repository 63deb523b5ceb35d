import { describe, expect, it } from 'vitest';
import {
  applySettings,
  configurableCode,
  mergeSettings,
  moveSetting,
  saveableLabel,
  toggleSetting,
} from './column-settings';

const columns = [
  { key: 'account', title: 'Account' },
  { key: 'realName', title: 'Name' },
  { dataIndex: 'organize', title: 'Organisation' },
  { key: 'actions', title: 'Actions' },
];
const offered = [
  { prop: 'account', label: 'Account' },
  { prop: 'realName', label: 'Name' },
  { prop: 'organize', label: 'Organisation' },
];

describe('column settings', () => {
  it('offers only identifier codes that are not fixed columns', () => {
    expect(columns.map(configurableCode)).toEqual(['account', 'realName', 'organize', undefined]);
    expect(configurableCode({ dataIndex: ['a', 'b'] })).toBeUndefined();
    expect(configurableCode({ key: 'index' })).toBeUndefined();
  });

  it('merges the saved order over the offered columns, dropping gone ones and appending new ones', () => {
    const saved = [
      { prop: 'organize', label: 'old', visible: false },
      { prop: 'secret', label: 'Hidden by permission', visible: true },
      { prop: 'account', label: 'Account', visible: true },
    ];
    expect(mergeSettings(offered, saved)).toEqual([
      { prop: 'organize', label: 'Organisation', visible: false },
      { prop: 'account', label: 'Account', visible: true },
      { prop: 'realName', label: 'Name', visible: true },
    ]);
    expect(mergeSettings(offered, []).map((s) => s.prop)).toEqual(['account', 'realName', 'organize']);
  });

  it('moves, clamps and toggles without changing the input', () => {
    const list = mergeSettings(offered, []);
    expect(moveSetting(list, 2, -1).map((s) => s.prop)).toEqual(['account', 'organize', 'realName']);
    expect(moveSetting(list, 0, -1).map((s) => s.prop)).toEqual(['account', 'realName', 'organize']);
    expect(toggleSetting(list, 'realName', false)[1]?.visible).toBe(false);
    expect(list[1]?.visible).toBe(true);
  });

  it('applies the order and hides hidden columns, keeping the actions last', () => {
    const list = [
      { prop: 'organize', label: 'Organisation', visible: true },
      { prop: 'account', label: 'Account', visible: false },
      { prop: 'realName', label: 'Name', visible: true },
    ];
    expect(applySettings(columns, list).map((c) => c.title)).toEqual(['Organisation', 'Name', 'Actions']);
  });

  it('never shows a column that is not offered (column permissions win)', () => {
    const granted = columns.filter((c) => c.key !== 'realName');
    const list = [{ prop: 'realName', label: 'Name', visible: true }];
    expect(applySettings(granted, list).map((c) => c.title)).toEqual(['Actions']);
  });

  it('saves labels as bounded plain text', () => {
    expect(saveableLabel('<b>Name</b>', 'realName')).toBe('bName/b');
    expect(saveableLabel(undefined, 'realName')).toBe('realName');
    expect(saveableLabel('x'.repeat(150), 'p')).toHaveLength(100);
  });
});
