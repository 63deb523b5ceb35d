// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PreviewError } from './preview-error';
import { unzipSync, strToU8 } from 'fflate';
import { xlsxOf, zipOf } from './test-fixtures';
import { columnIndex, MAX_SHEET_COLS, MAX_SHEET_ROWS, parseXlsx } from './xlsx';

describe('parseXlsx', () => {
  it('reads sheets in workbook order with shared, inline, number and boolean cells', () => {
    const sheets = parseXlsx(
      xlsxOf(
        [
          [
            '销售',
            '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
              '<row r="2"><c r="A2" t="inlineStr"><is><t>内联</t></is></c><c r="B2"><v>0.30000000000000004</v></c>' +
              '<c r="D2" t="b"><v>1</v></c></row>' +
              '<row r="4"><c r="A4" t="str"><v>formula text</v></c></row>',
          ],
          ['Empty', ''],
        ],
        ['名称', 'Amount'],
      ),
    );
    expect(sheets.map((s) => s.name)).toEqual(['销售', 'Empty']);
    expect(sheets[0]?.rows).toEqual([
      ['名称', 'Amount', '', ''],
      ['内联', '0.3', '', 'TRUE'],
      ['', '', '', ''],
      ['formula text', '', '', ''],
    ]);
    expect(sheets[0]?.truncated).toBe(false);
    expect(sheets[1]?.rows).toEqual([]);
  });

  it('shows dates, times and percentages as their cell styles say', () => {
    const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const bytes = xlsxOf([
      [
        'D',
        '<row r="1"><c r="A1" s="1"><v>45658</v></c><c r="B1" s="2"><v>0.125</v></c><c r="C1" s="3"><v>45658.25</v></c><c r="D1"><v>45658</v></c></row>',
      ],
    ]);
    const styles = `<styleSheet xmlns="${S}"><numFmts count="1"><numFmt numFmtId="176" formatCode="yyyy-mm-dd hh:mm"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="10"/><xf numFmtId="176"/></cellXfs></styleSheet>`;
    const [sheet] = parseXlsx(withPart(bytes, 'xl/styles.xml', styles));
    expect(sheet?.rows[0]).toEqual(['2025-01-01', '12.5%', '2025-01-01 06:00', '45658']);
  });

  it('caps the rows and columns shown and says so', () => {
    const wide = Array.from({ length: MAX_SHEET_COLS + 5 }, (_, i) => `<c><v>${i}</v></c>`).join('');
    const rows = Array.from(
      { length: MAX_SHEET_ROWS + 5 },
      (_, i) => `<row r="${i + 1}">${i === 0 ? wide : '<c><v>1</v></c>'}</row>`,
    ).join('');
    const [sheet] = parseXlsx(xlsxOf([['Big', rows]]));
    expect(sheet?.rows).toHaveLength(MAX_SHEET_ROWS);
    expect(sheet?.rows[0]).toHaveLength(MAX_SHEET_COLS);
    expect(sheet?.truncated).toBe(true);
  });

  it('reads column letters', () => {
    expect([
      columnIndex('A1'),
      columnIndex('Z9'),
      columnIndex('AA1'),
      columnIndex('BC12'),
      columnIndex('1'),
    ]).toEqual([0, 25, 26, 54, -1]);
  });

  it('reads a zip without a workbook as damaged, and refuses an entity in a sheet', () => {
    expect(() => parseXlsx(zipOf({ 'a.txt': 'x' }))).toThrow(PreviewError);
    const withDoctype = zipOf({
      'xl/workbook.xml':
        '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>',
      'xl/_rels/workbook.xml.rels':
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      'xl/worksheets/sheet1.xml':
        '<?xml version="1.0"?><!DOCTYPE worksheet [<!ENTITY x SYSTEM "file:///etc/passwd">]><worksheet><sheetData><row><c t="inlineStr"><is><t>&x;</t></is></c></row></sheetData></worksheet>',
    });
    try {
      parseXlsx(withDoctype);
      expect.unreachable();
    } catch (error) {
      expect((error as PreviewError).code).toBe('unsafeXml');
    }
  });
});

/** The archive with one more part. */
function withPart(bytes: Uint8Array, name: string, text: string): Uint8Array {
  return zipOf({ ...unzipSync(bytes), [name]: strToU8(text) });
}
