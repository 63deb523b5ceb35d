import { useMemo } from 'react';
import { CSV_LIMITS, parseCsv } from './csv';
import { SheetTable } from './sheet-table';
import { decodeText } from './text-decode';

/** A CSV file as a grid (UTF-8 with or without BOM, or GBK). */
export default function CsvView({ bytes }: { bytes: Uint8Array }) {
  const table = useMemo(() => parseCsv(decodeText(bytes)), [bytes]);
  return (
    <SheetTable
      rows={table.rows}
      truncated={table.truncated}
      maxRows={CSV_LIMITS.maxRows}
      maxCols={CSV_LIMITS.maxCols}
    />
  );
}
