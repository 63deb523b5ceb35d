import ExcelJS from 'exceljs';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHEET_LIMITS,
  ParseSlots,
  readSheet,
  safeCell,
  SheetError,
  sniffSpreadsheet,
  TempSheets,
  writeSheet,
} from './excel';

/** A zip with deflated entries whose headers may lie about the inflated size. */
export function zipOf(entries: { name: string; data: Buffer; claimed?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const packed = deflateRawSync(e.data);
    const name = Buffer.from(e.name);
    const size = e.claimed ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const problem = (p: Promise<unknown>) =>
  p.then(
    () => 'none',
    (e: unknown) => (e instanceof SheetError ? e.problem : String(e)),
  );

describe('excel', () => {
  it('sniffs by content, not by name', async () => {
    const xlsx = await writeSheet('s', ['a'], [['1']]);
    expect(sniffSpreadsheet(xlsx)).toBe('xlsx');
    expect(sniffSpreadsheet(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('xls');
    expect(sniffSpreadsheet(Buffer.from('account,name\n'))).toBeNull();
  });

  it('writes and reads back values, with formula-like text quoted', async () => {
    const bytes = await writeSheet(
      'users',
      ['账户', '=HEADER'],
      [
        ['zhang', '=HYPERLINK("http://x","y")'],
        ['li', '+1'],
        ['wang', '-2'],
        ['zhao', '@SUM(A1)'],
        ['tab', '\tx'],
        ['num', 7],
      ],
    );
    const rows = await readSheet(bytes);
    expect(rows[0]?.slice(0, 2)).toEqual(['账户', "'=HEADER"]);
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      `'=HYPERLINK("http://x","y")`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      '7',
    ]);
    expect(safeCell('plain')).toBe('plain');
  });

  it('reads a formula cell as its cached value, never the formula', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('s');
    sheet.addRow(['h']);
    sheet.getCell('A2').value = { formula: 'CMD|"/c calc"!A0', result: 'safe' };
    const rows = await readSheet(Buffer.from(await book.xlsx.writeBuffer()));
    expect(rows[1]?.[0]).toBe('safe');
  });

  it('refuses old xls, fake xlsx and text files', async () => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600),
    ]);
    expect(await problem(readSheet(ole))).toBe('xls');
    expect(await problem(readSheet(Buffer.from('PK\u0003\u0004 not really a zip')))).toBe('broken');
    expect(await problem(readSheet(zipOf([{ name: 'a.txt', data: Buffer.from('hi') }])))).toBe('broken');
    expect(await problem(readSheet(Buffer.from('a,b,c')))).toBe('notSpreadsheet');
  });

  it('stops a zip bomb at the inflate budget even when the headers lie', async () => {
    const bomb = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * 1024 * 1024, 0x41), claimed: 100 },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await problem(readSheet(bomb))).toBe('unpackedTooLarge');
    const many = zipOf(Array.from({ length: 300 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })));
    expect(await problem(readSheet(many))).toBe('unpackedTooLarge');
  });

  it('refuses more data rows than the limit', async () => {
    const rows = Array.from({ length: 11 }, (_, i) => [`u${i}`]);
    const bytes = await writeSheet('s', ['h'], rows);
    expect(await problem(readSheet(bytes, { ...DEFAULT_SHEET_LIMITS, maxRows: 10 }))).toBe('tooManyRows');
    expect(await readSheet(bytes, { ...DEFAULT_SHEET_LIMITS, maxRows: 11 })).toHaveLength(12);
  });

  it('stops at the cell cap, counting each row up to its last cell', async () => {
    // 3 rows of one value far to the right: few values, but 3 x 40 cells to build
    const wide = await writeSheet('s', ['h'], []);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(wide as unknown as ArrayBuffer);
    for (const r of [2, 3, 4]) book.worksheets[0]!.getCell(r, 40).value = 'far';
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    expect(await problem(readSheet(bytes, { ...DEFAULT_SHEET_LIMITS, maxCells: 100 }))).toBe('tooManyCells');
    expect(await readSheet(bytes, { ...DEFAULT_SHEET_LIMITS, maxCells: 121 })).toHaveLength(4);
  });

  it('parses at most as many files at once as there are slots, and frees a slot on failure', async () => {
    const slots = new ParseSlots(2);
    const bytes = await writeSheet('s', ['h'], [['a'], ['b']]);
    const running = [
      readSheet(bytes, DEFAULT_SHEET_LIMITS, slots),
      readSheet(bytes, DEFAULT_SHEET_LIMITS, slots),
    ];
    expect(await problem(readSheet(bytes, DEFAULT_SHEET_LIMITS, slots))).toBe('busy');
    expect(await Promise.all(running)).toEqual([
      [
        ['h', ...Array(49).fill('')],
        ['a', ...Array(49).fill('')],
        ['b', ...Array(49).fill('')],
      ],
      [
        ['h', ...Array(49).fill('')],
        ['a', ...Array(49).fill('')],
        ['b', ...Array(49).fill('')],
      ],
    ]);
    const tooMany = { ...DEFAULT_SHEET_LIMITS, maxRows: 1 };
    expect(await problem(readSheet(bytes, tooMany, slots))).toBe('tooManyRows');
    expect(await problem(readSheet(bytes, tooMany, slots))).toBe('tooManyRows');
    await expect(
      Promise.all([
        readSheet(bytes, DEFAULT_SHEET_LIMITS, slots),
        readSheet(bytes, DEFAULT_SHEET_LIMITS, slots),
      ]),
    ).resolves.toHaveLength(2);
  });

  it('keeps temporary files for their owner and kind only, until they expire', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-excel-'));
    let now = 1000;
    const store = new TempSheets(dir, 60_000, () => now);
    const name = await store.save('u1', 'download', '用户.xlsx', Buffer.from('x'));
    expect(name).toMatch(/^[0-9a-f]{32}\.xlsx$/);
    expect((await store.read('u1', 'download', name))?.name).toBe('用户.xlsx');
    expect(await store.read('u2', 'download', name)).toBeNull();
    expect(await store.read('u1', 'upload', name)).toBeNull();
    expect(await store.read('u1', 'download', '../' + name)).toBeNull();
    now += 60_001;
    expect(await store.read('u1', 'download', name)).toBeNull();
    await store.sweep();
    expect(readdirSync(dir)).toEqual([]);
  });
});
