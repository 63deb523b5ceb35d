import type ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';

/** exceljs, loaded with the first spreadsheet: about 28 MB that an idle server need not hold. */
let excelLibrary: Promise<typeof ExcelJS> | undefined;
const excel = () => (excelLibrary ??= import('exceljs').then((m) => m.default));

/** Why a spreadsheet was refused. */
export type SheetProblem =
  'notSpreadsheet' | 'xls' | 'unpackedTooLarge' | 'broken' | 'tooManyRows' | 'tooManyCells' | 'busy';

/** A spreadsheet the reader refuses, with the reason. */
export class SheetError extends Error {
  constructor(readonly problem: SheetProblem) {
    super(problem);
    this.name = 'SheetError';
  }
}

/** Limits applied while reading a spreadsheet (ASVS 5.2.3: caps before unzip). */
export interface SheetLimits {
  /** Data rows after the header row. */
  maxRows: number;
  /** Columns read per row. */
  maxColumns: number;
  /** Entries in the zip. */
  maxEntries: number;
  /** Total bytes once every entry is inflated. */
  maxUnpackedBytes: number;
  /** Cells the parser may build, counted up to each row's last cell (empty ones too). */
  maxCells: number;
}

/** Defaults: a 1500-row user sheet of 11 columns is 16,500 cells and inflates to a few MB. */
export const DEFAULT_SHEET_LIMITS: SheetLimits = {
  maxRows: 1500,
  maxColumns: 50,
  maxEntries: 200,
  maxUnpackedBytes: 8 * 1024 * 1024,
  maxCells: 100_000,
};

/**
 * Spreadsheets parsed at the same time in this process. A parse holds a few MB while it runs;
 * past the cap the next one is refused as busy at once (no queue that could grow without end).
 */
export class ParseSlots {
  private active = 0;

  constructor(readonly max: number) {}

  /** Takes a slot, or throws `SheetError('busy')` when all are taken. */
  take(): () => void {
    if (this.active >= this.max) throw new SheetError('busy');
    this.active += 1;
    let released = false;
    return () => {
      if (!released) this.active -= 1;
      released = true;
    };
  }
}

/** The process-wide cap: at most two spreadsheets parsed at once. */
export const sheetParsing = new ParseSlots(2);

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;

/** What the bytes are, by magic number (never by the name): xlsx is a zip, old xls an OLE file. */
export function sniffSpreadsheet(bytes: Buffer): 'xlsx' | 'xls' | null {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL) return 'xlsx';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE)) return 'xls';
  return null;
}

function endRecord(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i -= 1) if (bytes.readUInt32LE(i) === ZIP_END) return i;
  throw new SheetError('broken');
}

/**
 * Walks the zip's central directory and inflates every entry under a running byte budget, so a zip
 * bomb stops at the budget whatever sizes its headers claim. Zip64 and encrypted entries are refused.
 */
export function checkZipBounds(bytes: Buffer, limits: Pick<SheetLimits, 'maxEntries' | 'maxUnpackedBytes'>) {
  const end = endRecord(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const dirOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) throw new SheetError('broken');
  if (count > limits.maxEntries) throw new SheetError('unpackedTooLarge');
  let budget = limits.maxUnpackedBytes;
  let at = dirOffset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL) throw new SheetError('broken');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const declared = bytes.readUInt32LE(at + 24);
    const local = bytes.readUInt32LE(at + 42);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (flags & 1 || (method !== 0 && method !== 8)) throw new SheetError('broken');
    if (declared > budget) throw new SheetError('unpackedTooLarge');
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== ZIP_LOCAL) throw new SheetError('broken');
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + packed > bytes.length) throw new SheetError('broken');
    budget -= inflatedSize(bytes.subarray(start, start + packed), method, budget);
  }
}

function inflatedSize(data: Buffer, method: number, budget: number): number {
  if (method === 0) {
    if (data.length > budget) throw new SheetError('unpackedTooLarge');
    return data.length;
  }
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (error instanceof RangeError || code === 'ERR_BUFFER_TOO_LARGE')
      throw new SheetError('unpackedTooLarge');
    throw new SheetError('broken');
  }
}

/** The text of one cell: values only, never formulas (a formula cell gives its cached result). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/**
 * Reads the first sheet of an xlsx as rows of trimmed text (the first row is the header). Sniffs,
 * bounds the zip, takes a parse slot, then streams the sheet row by row (exceljs' streaming
 * reader: only the shared strings and the rows kept are held, never the whole workbook model),
 * stopping at the first row or cell past the caps; trailing empty rows are dropped.
 */
export async function readSheet(
  bytes: Buffer,
  limits: SheetLimits = DEFAULT_SHEET_LIMITS,
  slots: ParseSlots = sheetParsing,
): Promise<string[][]> {
  const kind = sniffSpreadsheet(bytes);
  if (kind === 'xls') throw new SheetError('xls');
  if (kind !== 'xlsx') throw new SheetError('notSpreadsheet');
  checkZipBounds(bytes, limits);
  const release = slots.take();
  try {
    return await streamRows(bytes, limits);
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError('broken');
  } finally {
    release();
  }
}

async function streamRows(bytes: Buffer, limits: SheetLimits): Promise<string[][]> {
  const reader = new (await excel()).stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: string[][] = [];
  let cells = 0;
  let found = false;
  for await (const sheet of reader) {
    // the first sheet in the workbook's order when the workbook part came first, else the first met
    const first = (reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets?.[0];
    const name = (sheet as unknown as { name?: string }).name;
    if (found || (first && name !== undefined && name !== first.name)) continue;
    found = true;
    for await (const row of sheet) {
      cells += Math.max(row.cellCount, 1);
      if (cells > limits.maxCells) throw new SheetError('tooManyCells');
      if (!row.hasValues) continue;
      if (row.number > limits.maxRows + 1) throw new SheetError('tooManyRows');
      const texts: string[] = [];
      for (let c = 1; c <= limits.maxColumns; c += 1) texts.push(cellText(row.getCell(c).value));
      rows[row.number - 1] = texts;
    }
  }
  if (!found) throw new SheetError('broken');
  const dense = Array.from(rows, (r) => r ?? []);
  while (dense.length && dense[dense.length - 1]!.every((t) => t === '')) dense.pop();
  return dense;
}

/** Characters that make a spreadsheet treat a cell as a formula (or that hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text safe to put in a spreadsheet cell: formula-like text gets a leading quote (ASVS 1.2.10). */
export const safeCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A one-sheet xlsx: a bold header row and text-only data rows (numbers stay numbers). */
export async function writeSheet(
  sheetName: string,
  header: string[],
  rows: (string | number | null | undefined)[][],
): Promise<Buffer> {
  const book = new (await excel()).Workbook();
  const sheet = book.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.addRow(header.map(safeCell)).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((v) => (typeof v === 'number' ? v : safeCell(v ?? ''))));
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A cell of a written sheet: numbers stay numbers, text is made safe ({@link safeCell}). */
export type SheetValue = string | number | null | undefined;

const BACKLOG_BYTES = 1024 * 1024;

/**
 * Waits until the zip has taken in what the sheet wrote. exceljs' sheet stream pushes into the zip
 * without backpressure, and the zip deflates on the thread pool: a producer that never yields to
 * I/O (SQLite answers synchronously) would pile the whole uncompressed sheet up in memory. The
 * backlog is read from the stream the sheet pipes into (exceljs internals, checked defensively:
 * without them this only yields one turn of the event loop).
 */
async function caughtUp(sheet: unknown): Promise<void> {
  const pipes = (sheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  type State = { length?: number };
  const next = Array.isArray(pipes)
    ? (pipes[0] as { _readableState?: State; _writableState?: State } | undefined)
    : undefined;
  const backlog = () => (next?._readableState?.length ?? 0) + (next?._writableState?.length ?? 0);
  do await new Promise((resolve) => setImmediate(resolve));
  while (backlog() > BACKLOG_BYTES);
}

/**
 * Writes a one-sheet xlsx to a file as the rows arrive (exceljs' streaming writer, no shared-string
 * table): each batch is written and let go before the next is asked for, so memory stays flat for
 * any number of rows. Same look as {@link writeSheet}: bold header, text-only cells.
 */
export async function writeSheetToFile(
  file: string,
  sheetName: string,
  header: string[],
  batches: AsyncIterable<SheetValue[][]> | Iterable<SheetValue[][]>,
): Promise<void> {
  const book = new (await excel()).stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = header.map(() => ({ width: 18 }));
  const head = sheet.addRow(header.map(safeCell));
  head.font = { bold: true };
  head.commit();
  for await (const rows of batches) {
    for (const row of rows)
      sheet.addRow(row.map((v) => (typeof v === 'number' ? v : safeCell(v ?? '')))).commit();
    await caughtUp(sheet);
  }
  sheet.commit();
  await book.commit();
}

export { TempSheets, type TempKind } from './excel-temp';
