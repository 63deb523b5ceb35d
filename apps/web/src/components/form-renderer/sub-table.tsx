import { calcNumber, childrenOf, type FieldItem } from '@tessera/shared';
import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { newRow, newRowKey, ROW_KEY } from './defaults';
import { str } from './editor-types';
import { useKey } from './form-store';
import { formatSum } from './format';
import { useRenderer } from './renderer-context';
import { isShown } from './rules';
import { addDialogOf, addDialogText, customButtons, mapPicked, type AddDialogConf } from './sub-table-add';
import { childColumns } from './sub-table-columns';
import { SubTableAddDialog } from './sub-table-dialog';

type Row = Record<string, unknown>;
interface TableButton {
  value?: unknown;
  label?: unknown;
  show?: unknown;
  btnType?: unknown;
  showConfirm?: unknown;
}

const buttonsOf = (list: unknown): TableButton[] => (Array.isArray(list) ? (list as TableButton[]) : []);
/** A row or footer button if shown; a design without the list gets the defaults (form-model.md §3). */
const shownButton = (list: unknown, value: string): TableButton | undefined =>
  list === undefined
    ? { value, show: true }
    : buttonsOf(list).find((b) => b.value === value && b.show !== false);

/** Sums of the summary columns (spec 02 §5: non-numbers count 0). */
export function columnSums(rows: readonly Row[], fields: readonly string[]): Record<string, number> {
  return Object.fromEntries(fields.map((f) => [f, rows.reduce((s, r) => s + calcNumber(r[f]), 0)]));
}

/**
 * The sub-table control (spec 02 §4-5, form-model.md §3): 序号, one column per child with its
 * editor and message (red asterisk on required headers), copy/remove per row (remove confirms),
 * add and batch remove, and a summary row over summaryField.
 */
export function SubTable({ field }: { field: FieldItem }) {
  const ctx = useRenderer();
  const { t } = useTranslation();
  const table = field.__vModel__ ?? '';
  const rows = (useKey(ctx.values, table) as Row[] | undefined) ?? [];
  const [selected, setSelected] = useState<string[]>([]);
  const disabled = ctx.readOnly || field.disabled === true;
  const columns = useMemo(() => childrenOf(field).filter(isShown), [field]);
  const { grid, order } = useMemo(() => childColumns(field, columns, disabled), [field, columns, disabled]);
  const addDialog = useMemo(() => addDialogOf(field), [field]);
  const custom = useMemo(() => customButtons(field), [field]);
  const [dialog, setDialog] = useState<AddDialogConf>();
  const summaryFields = Array.isArray(field.summaryField) ? (field.summaryField as string[]) : [];
  const showSummary =
    (field['show-summary'] === true || field.showSummary === true) && summaryFields.length > 0;

  const write = (next: Row[]) => {
    ctx.values.set(table, next);
    ctx.touched();
  };
  const current = () => (ctx.values.get(table) as Row[] | undefined) ?? [];
  const dropMessages = (keys: readonly string[]) => {
    for (const key of Object.keys(ctx.errors.all()))
      if (keys.some((k) => key.startsWith(`${table}.${k}.`))) ctx.errors.set(key, undefined);
  };
  const handleAdd = () => {
    if (addDialog) setDialog(addDialog);
    else write([...current(), newRow(field, ctx.user)]);
  };
  const handlePicked = (picked: Row[]) => {
    if (!dialog) return;
    write([...current(), ...mapPicked(dialog, picked, () => newRow(field, ctx.user))]);
    setDialog(undefined);
  };
  const handleCopy = (row: Row) => {
    const list = current();
    const at = list.findIndex((r) => r[ROW_KEY] === row[ROW_KEY]);
    const copy: Row = { ...structuredClone(row), [ROW_KEY]: newRowKey() };
    delete copy.id;
    write([...list.slice(0, at + 1), copy, ...list.slice(at + 1)]);
  };
  const handleRemove = async (row: Row) => {
    const button = shownButton(field.columnBtnsList, 'remove');
    if (button?.showConfirm !== false && !(await confirmDelete(t('formRenderer.confirmRemoveRow')))) return;
    dropMessages([String(row[ROW_KEY])]);
    write(current().filter((r) => r[ROW_KEY] !== row[ROW_KEY]));
  };
  const handleBatchRemove = async () => {
    if (!selected.length) return;
    if (!(await confirmDelete(t('formRenderer.confirmRemoveRows', { count: selected.length })))) return;
    dropMessages(selected);
    write(current().filter((r) => !selected.includes(String(r[ROW_KEY]))));
    setSelected([]);
  };

  const copyBtn = shownButton(field.columnBtnsList, 'copy');
  const removeBtn = shownButton(field.columnBtnsList, 'remove');
  const addBtn = shownButton(field.footerBtnsList, 'add');
  const batchBtn = shownButton(field.footerBtnsList, 'batchRemove');
  const hasActions = !disabled && (copyBtn || removeBtn);

  const gridColumns: ColumnsType<Row> = [
    {
      key: '__index',
      title: t('formRenderer.index'),
      width: 60,
      align: 'center',
      render: (_v, _r, i) => i + 1,
    },
    ...grid,
    ...(hasActions
      ? [
          {
            key: '__actions',
            title: t('formRenderer.actions'),
            width: 120,
            fixed: 'right' as const,
            render: (_v: unknown, row: Row) => (
              <Space size={4}>
                {copyBtn ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => handleCopy(row)}
                    data-testid={`fr-${table}-copy`}
                  >
                    {str(copyBtn.label) ?? t('formRenderer.copyRow')}
                  </Button>
                ) : null}
                {removeBtn ? (
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => void handleRemove(row)}
                    data-testid={`fr-${table}-remove`}
                  >
                    {str(removeBtn.label) ?? t('formRenderer.removeRow')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]
      : []),
  ];

  const summary = () => {
    if (!showSummary) return null;
    const sums = columnSums(rows, summaryFields);
    return (
      <Table.Summary.Row>
        {batchBtn && !disabled ? <Table.Summary.Cell index={-1} /> : null}
        <Table.Summary.Cell index={0} align="center">
          {t('formRenderer.total')}
        </Table.Summary.Cell>
        {order.map((c, i) => {
          const col = c.__vModel__ ?? '';
          return (
            <Table.Summary.Cell index={i + 1} key={col} align="right">
              {summaryFields.includes(col) ? (
                <span data-testid={`fr-${table}-sum-${col}`}>
                  {formatSum(sums[col] ?? 0, c.thousands === true)}
                </span>
              ) : null}
            </Table.Summary.Cell>
          );
        })}
        {hasActions ? <Table.Summary.Cell index={columns.length + 1} /> : null}
      </Table.Summary.Row>
    );
  };

  return (
    <div className="fr-sub-table" data-testid={`fr-${table}`}>
      {field.__config__.showTitle !== false && str(field.__config__.label) ? (
        <Typography.Title level={5} className="fr-sub-table-title">
          {str(field.__config__.label)}
        </Typography.Title>
      ) : null}
      <Table<Row>
        size="small"
        bordered
        rowKey={ROW_KEY}
        dataSource={rows}
        columns={gridColumns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={showSummary ? summary : undefined}
        rowSelection={
          batchBtn && !disabled
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
      />
      {!disabled ? (
        <Space className="fr-sub-table-footer">
          {addBtn ? (
            <Button type="link" onClick={handleAdd} data-testid={`fr-${table}-add`}>
              + {(addDialog && addDialogText(field)) ?? str(addBtn.label) ?? t('formRenderer.addRow')}
            </Button>
          ) : null}
          {custom.map((b) => (
            <Button
              key={b.value}
              type="link"
              onClick={() => setDialog(b.conf)}
              data-testid={`fr-${table}-${b.value}`}
            >
              {b.label ?? t('formRenderer.addByDialog')}
            </Button>
          ))}
          {batchBtn ? (
            <Button
              type="link"
              danger
              disabled={!selected.length}
              onClick={() => void handleBatchRemove()}
              data-testid={`fr-${table}-batch-remove`}
            >
              {str(batchBtn.label) ?? t('formRenderer.batchRemove')}
            </Button>
          ) : null}
        </Space>
      ) : null}
      {dialog ? (
        <SubTableAddDialog
          open
          conf={dialog}
          formValues={ctx.values.all()}
          onClose={() => setDialog(undefined)}
          onConfirm={handlePicked}
          testId={`fr-${table}-dialog`}
        />
      ) : null}
    </div>
  );
}
