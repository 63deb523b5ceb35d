/** A parsed CSV: rows of fields, `truncated` when rows or columns were left out. */
export interface CsvTable {
  rows: string[][];
  truncated: boolean;
}

/** Bounds of what the preview shows. */
export interface CsvLimits {
  maxRows: number;
  maxCols: number;
}

/** Rows and columns shown at most. */
export const CSV_LIMITS: CsvLimits = { maxRows: 1000, maxCols: 100 };

/** The field separator: a comma unless the first line has none and has semicolons or tabs. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes('\t')) return '\t';
  if (firstLine.includes(';')) return ';';
  return ',';
}

/**
 * Parses CSV text (RFC 4180): quoted fields may hold separators, newlines and doubled quotes;
 * CRLF, LF and CR end rows; a leading BOM is dropped. Stops at the limits.
 */
export function parseCsv(input: string, limits: CsvLimits = CSV_LIMITS): CsvTable {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const sep = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let truncated = false;
  const endField = () => {
    if (row.length < limits.maxCols) row.push(field);
    else truncated = true;
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) endField();
    else if (ch === '\r' || ch === '\n') {
      endRow();
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      if (rows.length >= limits.maxRows) {
        truncated = i + 1 < text.length;
        return { rows, truncated };
      }
    } else field += ch;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  return { rows, truncated };
}
