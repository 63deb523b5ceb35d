import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { decodeText } from './text-decode';

describe('parseCsv', () => {
  it('splits plain rows on commas and any line ending', () => {
    expect(parseCsv('a,b,c\r\n1,2,3\n4,5,6\r7,8,9\n').rows).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ]);
  });

  it('keeps commas, newlines and doubled quotes inside quoted fields', () => {
    expect(parseCsv('name,note\n"Smith, J","line one\nline two"\n"say ""hi""",""\n').rows).toEqual([
      ['name', 'note'],
      ['Smith, J', 'line one\nline two'],
      ['say "hi"', ''],
    ]);
  });

  it('keeps empty fields and a last row without a newline', () => {
    expect(parseCsv(',x,\n1,,').rows).toEqual([
      ['', 'x', ''],
      ['1', '', ''],
    ]);
  });

  it('drops a leading BOM and detects tab or semicolon separators', () => {
    expect(parseCsv('\uFEFFa;b\n1;2').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a\tb\n1\t2').rows[1]).toEqual(['1', '2']);
  });

  it('stops at the row and column limits and says so', () => {
    const text = Array.from({ length: 20 }, (_, i) => `${i},a,b,c`).join('\n');
    const table = parseCsv(text, { maxRows: 5, maxCols: 2 });
    expect(table.rows).toHaveLength(5);
    expect(table.rows[0]).toEqual(['0', 'a']);
    expect(table.truncated).toBe(true);
    expect(parseCsv('a,b\n1,2\n', { maxRows: 2, maxCols: 5 }).truncated).toBe(false);
  });

  it('keeps markup as text', () => {
    expect(parseCsv('<img src=x onerror=alert(1)>,b').rows[0]?.[0]).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('decodeText', () => {
  it('reads UTF-8 with and without a BOM', () => {
    const text = '名称,金额';
    const utf8 = new TextEncoder().encode(text);
    expect(decodeText(utf8)).toBe(text);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
  });

  it('falls back to GBK when the bytes are not UTF-8', () => {
    // "中文" in GBK
    expect(decodeText(new Uint8Array([0xd6, 0xd0, 0xce, 0xc4]))).toBe('中文');
  });

  it('reads UTF-16 with a BOM', () => {
    expect(decodeText(new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x2d, 0x4e]))).toBe('A中');
  });
});
