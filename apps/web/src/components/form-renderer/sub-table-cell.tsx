import type { FieldItem } from '@tessera/shared';
import { Form } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROW_KEY } from './defaults';
import { str } from './editor-types';
import { FieldEditor } from './field-editor';
import { linkageSources } from './field-options';
import { useKey, useKeys } from './form-store';
import { useRenderer } from './renderer-context';
import { cellKey, checkValue } from './rules';
import { isReadOnly } from './value-field';

type Row = Record<string, unknown>;

/** Writes one cell of a sub-table and checks it (spec 02 §5: re-evaluated on cell change). */
export function useSetCell(table: string) {
  const ctx = useRenderer();
  const { t } = useTranslation();
  return (rowKey: string, column: FieldItem, value: unknown) => {
    const col = column.__vModel__ ?? '';
    const rows = (ctx.values.get(table) as Row[] | undefined) ?? [];
    ctx.values.set(
      table,
      rows.map((r) => (r[ROW_KEY] === rowKey ? { ...r, [col]: value } : r)),
    );
    const rowIndex = rows.findIndex((r) => r[ROW_KEY] === rowKey);
    ctx.linked(`${table}-${col}`, rowKey);
    const key = cellKey(table, rowKey, col);
    if (ctx.errors.get(key) !== undefined || column.__config__.required === true || value !== null)
      ctx.errors.set(key, checkValue(column, value, t, true));
    ctx.touched();
    ctx.script(column, 'change', value, rowIndex);
  };
}

/** One editable cell: its editor, its message, linkage inside the row. */
export const SubTableCell = memo(function SubTableCell(props: {
  table: string;
  column: FieldItem;
  row: Row;
  disabled: boolean;
}) {
  const { table, column, row, disabled } = props;
  const ctx = useRenderer();
  const rowKey = String(row[ROW_KEY]);
  const col = column.__vModel__ ?? '';
  const error = useKey(ctx.errors, cellKey(table, rowKey, col));
  const setCell = useSetCell(table);
  const sources = linkageSources(column);
  const mainKeys = useMemo(() => sources.filter((s) => !s.startsWith(`${table}-`)), [sources, table]);
  const main = useKeys(ctx.values, mainKeys);
  const formValues = useMemo(() => {
    const merged: Row = { ...main };
    for (const s of sources) if (s.startsWith(`${table}-`)) merged[s] = row[s.slice(table.length + 1)];
    return merged;
  }, [main, sources, row, table]);
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error} className="fr-cell">
      <div data-testid={`fr-${table}-${col}`}>
        <FieldEditor
          field={column}
          value={row[col]}
          onChange={(v) => setCell(rowKey, column, v)}
          disabled={disabled || isReadOnly(column, ctx.readOnly)}
          formValues={formValues}
          rowValues={row}
          ariaLabel={str(column.__config__.label)}
        />
      </div>
    </Form.Item>
  );
});
