import { useTranslation } from 'react-i18next';

/** Props of {@link SheetTable}. */
export interface SheetTableProps {
  rows: string[][];
  truncated: boolean;
  maxRows: number;
  maxCols: number;
}

/** Column letters as a spreadsheet names them: 0 -> A, 27 -> AB. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** A grid of text cells with row numbers and column letters; cells are text, never HTML. */
export function SheetTable({ rows, truncated, maxRows, maxCols }: SheetTableProps) {
  const { t } = useTranslation();
  if (!rows.length) return <div className="file-preview-note">{t('filePreview.empty')}</div>;
  const width = Math.max(...rows.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, i) => i);
  return (
    <div className="file-preview-sheet">
      {truncated && (
        <div className="file-preview-note">
          {t('filePreview.truncated', { rows: maxRows, cols: maxCols })}
        </div>
      )}
      <table>
        <thead>
          <tr>
            <th />
            {columns.map((c) => (
              <th key={c}>{columnName(c)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              <th>{r + 1}</th>
              {columns.map((c) => (
                <td key={c}>{row[c] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
