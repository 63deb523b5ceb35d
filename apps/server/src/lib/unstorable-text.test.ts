import { describe, expect, it } from 'vitest';
import { assertStorableText, fieldName, findUnstorableText, isUnstorableText } from './unstorable-text';

describe('the text rule', () => {
  it('allows tab, line breaks, CJK, emoji (paired surrogates) and other Unicode', () => {
    for (const text of ['a\tb\r\nc', '中文', '👨‍👩‍👧 😀', '\u202Eevil', '\uFEFF\u200B', ''])
      expect(isUnstorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('refuses NUL, the other C0 controls and surrogates without their pair', () => {
    for (const text of ['\u0000', 'a\u0007', '\u001b[31m', '\u000B', 'x\uD800', '\uDC00x', '\uDE00\uD83D'])
      expect(isUnstorableText(text), JSON.stringify(text)).toBe(true);
  });
});

describe('findUnstorableText', () => {
  it('answers the path of the first bad string, through arrays and objects', () => {
    expect(findUnstorableText({ a: { b: ['ok', 'x\u0000'] } })).toEqual(['a', 'b', 1]);
    expect(findUnstorableText('\u0000')).toEqual([]);
    expect(findUnstorableText({ a: 1, b: null, c: true, d: ['fine'] })).toBeNull();
  });

  it('names a bad key with its bad characters replaced', () => {
    expect(findUnstorableText({ list: [{ 'k\u0000ey': 1 }] })).toEqual(['list', 0, 'k\uFFFDey']);
  });

  it('walks nesting far deeper than the call stack allows, without recursion', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 500_000; i += 1) deep = [deep];
    const path = findUnstorableText(deep);
    expect(path).toHaveLength(500_000);
  });
});

describe('fieldName', () => {
  it('names the part when the value itself is bad, and cuts deep or long paths short', () => {
    expect(fieldName([], 'query')).toBe('query');
    expect(fieldName(['a', 0, 'b'], 'body')).toBe('a.0.b');
    expect(fieldName(Array(20).fill(0), 'body')).toBe('0.0.0.0.0.0.0.0.…');
    expect(fieldName(['k'.repeat(500)], 'body')).toHaveLength(101);
  });
});

describe('assertStorableText', () => {
  it('throws the 400 naming the path, or the label when the value itself is bad; passes clean values', () => {
    expect(() => assertStorableText({ list: [{ name: 'a\u0000' }] }, 'file')).toThrow(
      expect.objectContaining({ messageKey: 'inputUnstorableField', params: { field: 'list.0.name' } }),
    );
    expect(() => assertStorableText('\uD800', 'file')).toThrow(
      expect.objectContaining({ params: { field: 'file' } }),
    );
    expect(() => assertStorableText({ name: '中文 😀\t' }, 'file')).not.toThrow();
  });
});
