import { Button, Empty, Space, Tag, Typography } from 'antd';
import {
  OPERATOR_RECORD_FIELDS,
  OPERATOR_RECORD_TABLE,
  PRINT_REPEAT_ATTRIBUTE,
  type PrintDevFields,
} from '@tessera/shared';
import { useTranslation } from 'react-i18next';

const CELL = 'border:1px solid #333333;padding:4px';

/** A table whose body row repeats once per row of `table`, one column per field. */
function sectionHtml(table: string, fields: readonly string[], heads: readonly string[]): string {
  const th = heads.map((h) => `<th style="${CELL}">${h.replace(/[<>&"]/g, '')}</th>`).join('');
  const td = fields.map((f) => `<td style="${CELL}">{${table}.${f}}</td>`).join('');
  return (
    `<table style="width:100%;border-collapse:collapse"><thead><tr>${th}</tr></thead>` +
    `<tbody><tr ${PRINT_REPEAT_ATTRIBUTE}="${table}">${td}</tr></tbody></table><p><br></p>`
  );
}

/** Available placeholders: main fields, sub-table sections, approval records and system fields. */
export function FieldsPanel({
  fields,
  canLoad,
  onLoad,
  onInsert,
}: {
  fields: PrintDevFields | undefined;
  canLoad: boolean;
  onLoad: () => void;
  onInsert: (text: string, asHtml?: boolean) => void;
}) {
  const { t } = useTranslation();
  const chip = (text: string, label = text) => (
    <Tag
      key={text}
      className="print-field"
      role="button"
      tabIndex={0}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onInsert(text)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onInsert(text);
      }}
      data-testid={`print-field-${text}`}
    >
      {label}
    </Tag>
  );
  return (
    <div>
      <Typography.Title level={2} className="print-editor-heading">
        {t('printDev.editor.fields')}
      </Typography.Title>
      <Button size="small" onClick={onLoad} disabled={!canLoad} data-testid="print-load-fields">
        {t('printDev.editor.loadFields')}
      </Button>
      {!fields ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('printDev.editor.noFields')} />
      ) : (
        <>
          <h3 className="print-fields-title">{t('printDev.editor.mainFields')}</h3>
          <Space wrap size={4}>
            {fields.main.map((f) => chip(`{${f}}`, f))}
          </Space>
          {fields.tables.map((tb) => (
            <div key={tb.table}>
              <h3 className="print-fields-title">{tb.table}</h3>
              <Space wrap size={4}>
                {tb.fields.map((f) => chip(`{${tb.table}.${f}}`, f))}
              </Space>
              <Button
                size="small"
                type="dashed"
                block
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onInsert(sectionHtml(tb.table, tb.fields, tb.fields), true)}
                data-testid={`print-section-${tb.table}`}
              >
                {t('printDev.editor.insertSection', { table: tb.table })}
              </Button>
            </div>
          ))}
        </>
      )}
      <h3 className="print-fields-title">{t('printDev.editor.systemFields')}</h3>
      <Space wrap size={4}>
        {chip('{systemPrinter}', t('printDev.editor.systemPrinter'))}
        {chip('{printTime}', t('printDev.editor.printTime'))}
      </Space>
      <Button
        size="small"
        type="dashed"
        block
        style={{ marginTop: 8 }}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() =>
          onInsert(
            sectionHtml(
              OPERATOR_RECORD_TABLE,
              OPERATOR_RECORD_FIELDS,
              OPERATOR_RECORD_FIELDS.map((f) => t(`printDev.record.${f}`)),
            ),
            true,
          )
        }
        data-testid="print-section-records"
      >
        {t('printDev.editor.insertRecords')}
      </Button>
    </div>
  );
}
