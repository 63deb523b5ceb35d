import { attr, childNamed, childrenNamed, descendantsNamed, readRelationships, readXml } from './ooxml';
import { PreviewError } from './preview-error';
import { openZip, type ZipArchive } from './safe-unzip';
import { formatSerial, readNumberKinds, type NumberKind } from './xlsx-format';

/** Rows and columns shown per sheet at most. */
export const MAX_SHEET_ROWS = 1000;
export const MAX_SHEET_COLS = 100;

/** One sheet as text cells; `truncated` when it had more rows or columns than shown. */
export interface Sheet {
  name: string;
  rows: string[][];
  truncated: boolean;
}

/** "BC12" -> zero-based column 54 (row digits ignored); -1 when it is no cell reference. */
export function columnIndex(ref: string): number {
  const letters = /^([A-Z]{1,3})\d*$/i.exec(ref)?.[1]?.toUpperCase();
  if (!letters) return -1;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The text of a rich or plain string item (`<si>` or `<is>`), phonetic runs left out. */
function stringItemText(item: Element): string {
  const plain = childNamed(item, 't');
  if (plain) return plain.textContent ?? '';
  return childrenNamed(item, 'r')
    .map((run) => childNamed(run, 't')?.textContent ?? '')
    .join('');
}

function readSharedStrings(zip: ZipArchive): string[] {
  const doc = readXml(zip, 'xl/sharedStrings.xml');
  const root = doc?.documentElement;
  return root ? childrenNamed(root, 'si').map(stringItemText) : [];
}

/** What reading a sheet needs from the rest of the workbook. */
interface Book {
  shared: string[];
  kinds: NumberKind[];
  is1904: boolean;
}

/** Numbers as a person reads them: no float noise (0.1+0.2 shows 0.3), dates as dates. */
function formatNumber(raw: string, kind: NumberKind, is1904: boolean): string {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n)) return raw;
  if (kind === 'percent') return `${Number((n * 100).toPrecision(15))}%`;
  if (kind !== 'plain' && n >= 0 && n < 2_958_466) return formatSerial(n, kind, is1904);
  return String(Number(n.toPrecision(15)));
}

function cellText(cell: Element, book: Book): string {
  const type = attr(cell, 't') ?? 'n';
  const value = childNamed(cell, 'v')?.textContent ?? '';
  switch (type) {
    case 's':
      return book.shared[Number(value)] ?? '';
    case 'inlineStr': {
      const inline = childNamed(cell, 'is');
      return inline ? stringItemText(inline) : '';
    }
    case 'b':
      return value === '1' ? 'TRUE' : 'FALSE';
    case 'n':
      return formatNumber(value, book.kinds[Number(attr(cell, 's') ?? 0)] ?? 'plain', book.is1904);
    default:
      return value;
  }
}

function readSheet(zip: ZipArchive, path: string, name: string, book: Book): Sheet {
  const doc = readXml(zip, path);
  const data = childNamed(doc?.documentElement, 'sheetData');
  const rows: string[][] = [];
  let truncated = false;
  let nextRow = 0;
  for (const row of data ? childrenNamed(data, 'row') : []) {
    const r = Number(attr(row, 'r') ?? nextRow + 1) - 1;
    const index = Number.isInteger(r) && r >= nextRow ? r : nextRow;
    nextRow = index + 1;
    if (index >= MAX_SHEET_ROWS) {
      truncated = true;
      break;
    }
    const cells: string[] = [];
    let nextCol = 0;
    for (const cell of childrenNamed(row, 'c')) {
      const ref = columnIndex(attr(cell, 'r') ?? '');
      const col = ref >= nextCol ? ref : nextCol;
      nextCol = col + 1;
      if (col >= MAX_SHEET_COLS) {
        truncated = true;
        break;
      }
      while (cells.length < col) cells.push('');
      cells.push(cellText(cell, book));
    }
    while (rows.length < index) rows.push([]);
    rows.push(cells);
  }
  const width = Math.max(0, ...rows.map((cells) => cells.length));
  for (const cells of rows) while (cells.length < width) cells.push('');
  return { name, rows, truncated };
}

/** Reads a .xlsx file (untrusted bytes) into its sheets, in workbook order, as bounded text grids. */
export function parseXlsx(bytes: Uint8Array): Sheet[] {
  const zip = openZip(bytes);
  const workbook = readXml(zip, 'xl/workbook.xml');
  if (!workbook) throw new PreviewError('damaged');
  const rels = readRelationships(zip, 'xl/_rels/workbook.xml.rels', 'xl');
  const pr = descendantsNamed(workbook, 'workbookPr')[0];
  const book: Book = {
    shared: readSharedStrings(zip),
    kinds: readNumberKinds(zip),
    is1904: ['1', 'true'].includes(attr(pr, 'date1904') ?? ''),
  };
  return descendantsNamed(workbook, 'sheet').flatMap((sheet) => {
    const path = rels.get(attr(sheet, 'id') ?? '');
    if (!path || !zip.has(path)) return [];
    return [readSheet(zip, path, attr(sheet, 'name') ?? '', book)];
  });
}
