import { describe, expect, it } from 'vitest';
import { capitalMoney } from './capital-money';

const text = (v: number | string, variant: 'zh' | 'zhtw' = 'zh') => {
  const r = capitalMoney(v, variant);
  return 'text' in r ? r.text : r.error;
};

describe('capitalMoney', () => {
  it('writes whole amounts with 整', () => {
    expect(text(0)).toBe('零元整');
    expect(text(1)).toBe('壹元整');
    expect(text(10)).toBe('壹拾元整');
    expect(text(123)).toBe('壹佰贰拾叁元整');
    expect(text(10000)).toBe('壹万元整');
    expect(text(100000000)).toBe('壹亿元整');
  });

  it('reads a run of zeros as one 零, inside and across groups', () => {
    expect(text(1001)).toBe('壹仟零壹元整');
    expect(text(10010)).toBe('壹万零壹拾元整');
    expect(text(100001)).toBe('壹拾万零壹元整');
    expect(text(100000001)).toBe('壹亿零壹元整');
    expect(text(1000010000)).toBe('壹拾亿零壹万元整');
    expect(text(120000)).toBe('壹拾贰万元整');
    expect(text(105000)).toBe('壹拾万伍仟元整');
    expect(text(100500)).toBe('壹拾万零伍佰元整');
    expect(text(999999999999.99)).toBe('玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
  });

  it('writes jiao and fen', () => {
    expect(text(123.45)).toBe('壹佰贰拾叁元肆角伍分');
    expect(text(1.5)).toBe('壹元伍角整');
    expect(text(1.05)).toBe('壹元零伍分');
    expect(text(0.5)).toBe('伍角整');
    expect(text(0.05)).toBe('伍分');
    expect(text('20.10')).toBe('贰拾元壹角整');
  });

  it('gives nothing for negative, empty or non-numeric input', () => {
    for (const v of [-1, -0.01, Number.NaN, 'abc', '', '  '] as const) expect(text(v)).toBe('');
    expect(capitalMoney(null)).toEqual({ text: '' });
    expect(capitalMoney(undefined)).toEqual({ text: '' });
  });

  it('refuses more than 12 integer digits', () => {
    expect(capitalMoney(1e12)).toEqual({ error: 'tooLarge' });
    expect(capitalMoney('1234567890123')).toEqual({ error: 'tooLarge' });
    expect(capitalMoney(Number.POSITIVE_INFINITY)).toEqual({ text: '' });
  });

  it('uses traditional characters for zhtw', () => {
    expect(text(23.6, 'zhtw')).toBe('貳拾參元陸角整');
    expect(text(20000, 'zhtw')).toBe('貳萬元整');
    expect(text(300000000, 'zhtw')).toBe('參億元整');
  });
});
