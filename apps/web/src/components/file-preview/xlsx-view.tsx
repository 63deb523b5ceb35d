import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetTable } from './sheet-table';
import { MAX_SHEET_COLS, MAX_SHEET_ROWS, parseXlsx } from './xlsx';

/** An Excel (.xlsx) file: one tab per sheet, each a bounded grid of the cells' text. */
export default function XlsxView({ bytes }: { bytes: Uint8Array }) {
  const { t } = useTranslation();
  const sheets = useMemo(() => parseXlsx(bytes), [bytes]);
  if (!sheets.length) return <div className="file-preview-note">{t('filePreview.empty')}</div>;
  return (
    <Tabs
      aria-label={t('filePreview.sheets')}
      items={sheets.map((sheet, i) => ({
        key: String(i),
        label: sheet.name,
        children: (
          <SheetTable
            rows={sheet.rows}
            truncated={sheet.truncated}
            maxRows={MAX_SHEET_ROWS}
            maxCols={MAX_SHEET_COLS}
          />
        ),
      }))}
    />
  );
}
