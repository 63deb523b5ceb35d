import type { ImportHeader, ImportRowCheck } from '@tessera/shared';
import { Button, Input, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

type Row = Record<string, unknown>;

/** A cell's text ('' for none). */
export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The child rows of a sub-table cell (`[]` when the cell holds none). */
export const subRows = (value: unknown): Row[] =>
  Array.isArray(value) ? (value.filter((v) => v && typeof v === 'object') as Row[]) : [];

/** A preview row with the local key the table needs. */
export type KeyedRow = Record<string, unknown> & { __key: string; __check?: ImportRowCheck };

/** Props of {@link PreviewStep}. */
export interface PreviewStepProps {
  headerRow: ImportHeader[];
  rows: KeyedRow[];
  onChange: (rows: KeyedRow[]) => void;
}

/** Step 2: every cell editable, rows deletable. */
export function PreviewStep({ headerRow, rows, onChange }: PreviewStepProps) {
  const { t } = useTranslation();
  // an edited row is checked again before the import
  const edit = (key: string, field: string, value: string) =>
    onChange(rows.map((r) => (r.__key === key ? { ...r, [field]: value, __check: undefined } : r)));
  // a sub-table cell is a list of child rows: one input per child row and column
  const editSub = (key: string, table: string, index: number, field: string, value: string) =>
    onChange(
      rows.map((r) => {
        if (r.__key !== key) return r;
        const kids = (Array.isArray(r[table]) ? [...(r[table] as Row[])] : []) as Row[];
        kids[index] = { ...kids[index], [field]: value };
        return { ...r, [table]: kids, __check: undefined };
      }),
    );
  const checked = rows.some((r) => r.__check);
  const columns: ColumnsType<KeyedRow> = [
    {
      title: t('importWizard.index'),
      key: '__index',
      width: 60,
      fixed: 'left',
      render: (_v, _r, i) => i + 1,
    },
    ...(checked
      ? [
          {
            title: t('importWizard.status'),
            key: '__check',
            width: 200,
            render: (_v: unknown, row: KeyedRow) =>
              !row.__check ? null : row.__check.valid ? (
                <Tag color="success">{t('importWizard.valid')}</Tag>
              ) : (
                <Tooltip title={row.__check.errorsInfo}>
                  <span data-testid="import-row-invalid">
                    <Tag color="error">{t('importWizard.invalid')}</Tag>
                    {row.__check.errorsInfo}
                  </span>
                </Tooltip>
              ),
          },
        ]
      : []),
    ...headerRow.map((h) =>
      h.children?.length
        ? {
            title: h.fullName,
            key: h.id,
            children: h.children.map((c) => ({
              title: c.fullName,
              key: `${h.id}-${c.id}`,
              width: 150,
              render: (_v: unknown, row: KeyedRow) => (
                <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                  {subRows(row[h.id]).map((kid, i) => (
                    <Input
                      key={i}
                      size="small"
                      aria-label={`${h.fullName}-${c.fullName}`}
                      value={text(kid[c.id])}
                      onChange={(e) => editSub(row.__key, h.id, i, c.id, e.target.value)}
                    />
                  ))}
                </div>
              ),
            })),
          }
        : {
            title: h.fullName,
            dataIndex: h.id,
            key: h.id,
            width: 150,
            render: (value: unknown, row: KeyedRow) => (
              <Input
                size="small"
                aria-label={h.fullName}
                value={text(value)}
                onChange={(e) => edit(row.__key, h.id, e.target.value)}
              />
            ),
          },
    ),
    {
      title: t('importWizard.action'),
      key: '__action',
      width: 70,
      fixed: 'right',
      render: (_v, row) => (
        <Button
          type="link"
          danger
          size="small"
          onClick={() => onChange(rows.filter((r) => r.__key !== row.__key))}
        >
          {t('importWizard.delete')}
        </Button>
      ),
    },
  ];
  return (
    <Table<KeyedRow>
      rowKey="__key"
      size="small"
      bordered
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content', y: 400 }}
      pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (n) => t('importWizard.rows', { n }) }}
    />
  );
}
