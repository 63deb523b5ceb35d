import {
  fieldName,
  holdsValue,
  tableBindingOf,
  tableBindingText,
  walkFields,
  type FieldItem,
  type TableBinding,
  type VisualDevBindableTable,
} from '@tessera/shared';
import { Form, Radio, Select, Tag, Typography } from 'antd';
import { createContext, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesigner } from '../designer-context';
import { useBindableTables, useTableColumns } from './table-binding-api';

/** The design's `tables` JSON as the designer edits it (given by the page that stores the design). */
export interface TableBindingValue {
  tables: string;
  onChange: (tables: string) => void;
}

/** Where the table binding of the open design lives; without it the editor shows nothing. */
export const TableBindingContext = createContext<TableBindingValue | null>(null);

/** The value fields of the main form and of each sub-table. */
interface FormColumns {
  main: string[];
  subTables: Array<{ vModel: string; label: string; columns: string[] }>;
}

function formColumns(fields: readonly FieldItem[]): FormColumns {
  const main: string[] = [];
  const subs = new Map<FieldItem, FormColumns['subTables'][number]>();
  for (const { field, kind, table } of walkFields(fields)) {
    if (kind?.key === 'table' && field.__vModel__) {
      subs.set(field, { vModel: field.__vModel__, label: fieldName(field), columns: [] });
      continue;
    }
    if (!field.__vModel__ || !holdsValue(field, kind)) continue;
    if (table) subs.get(table)?.columns.push(field.__vModel__);
    else main.push(field.__vModel__);
  }
  return { main, subTables: [...subs.values()] };
}

/** The columns of a chosen table; a column a form field writes is marked bound, a field without one "new". */
function ColumnList({ table, fields, testId }: { table: string; fields: string[]; testId: string }) {
  const { t } = useTranslation();
  const columns = useTableColumns(table);
  if (columns.isLoading)
    return <Typography.Text type="secondary">{t('visualdev.binding.loading')}</Typography.Text>;
  const list = columns.data ?? [];
  const names = new Set(list.map((c) => c.field));
  const wanted = new Set(fields);
  return (
    <ul
      className="vd-binding-columns"
      data-testid={testId}
      aria-label={t('visualdev.binding.columnsOf', { table })}
    >
      {list
        .filter((c) => !c.standard)
        .map((c) => (
          <li key={c.field} data-column={c.field}>
            <code>{c.field}</code> <Typography.Text type="secondary">{c.dataType}</Typography.Text>
            {c.fieldName && <> {c.fieldName}</>}{' '}
            {wanted.has(c.field) ? (
              <Tag color="green">{t('visualdev.binding.bound')}</Tag>
            ) : (
              <Tag>{t('visualdev.binding.unused')}</Tag>
            )}
          </li>
        ))}
      {fields
        .filter((f) => !names.has(f))
        .map((f) => (
          <li key={`new-${f}`} data-column={f}>
            <code>{f}</code> <Tag color="blue">{t('visualdev.binding.newColumn')}</Tag>
          </li>
        ))}
    </ul>
  );
}

const optionOf = (x: VisualDevBindableTable) => ({
  value: x.table,
  label: x.tableName ? `${x.table} (${x.tableName})` : x.table,
});

/** The table choice of a bound design: the main table and each sub-table. */
function BindingChoice({
  binding,
  onChange,
}: {
  binding: TableBinding;
  onChange: (b: TableBinding) => void;
}) {
  const { t } = useTranslation();
  const fields = useDesigner((s) => s.history.present.fields);
  const form = useMemo(() => formColumns(fields), [fields]);
  const tables = useBindableTables(true);
  const all = tables.data ?? [];
  const subOf = (vModel: string) => binding.subTables.find((s) => s.vModel === vModel)?.table;
  const setSub = (vModel: string, table: string | undefined) =>
    onChange({
      ...binding,
      subTables: [
        ...binding.subTables.filter((s) => s.vModel !== vModel),
        ...(table ? [{ table, vModel }] : []),
      ],
    });
  return (
    <>
      <Form.Item label={t('visualdev.binding.mainTable')} htmlFor="vd-binding-main">
        <Select
          id="vd-binding-main"
          showSearch
          loading={tables.isLoading}
          value={binding.main}
          placeholder={t('visualdev.binding.pickTable')}
          options={all.filter((x) => !x.sub).map(optionOf)}
          onChange={(v: string) => onChange({ ...binding, main: v })}
          aria-label={t('visualdev.binding.mainTable')}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {binding.main && (
        <ColumnList table={binding.main} fields={form.main} testId="vd-binding-main-columns" />
      )}
      {form.subTables.map((s) => {
        const chosen = subOf(s.vModel);
        const label = t('visualdev.binding.subTable', { name: s.label });
        return (
          <Form.Item key={s.vModel} label={label}>
            <Select
              allowClear
              showSearch
              disabled={!binding.main}
              value={chosen}
              placeholder={t('visualdev.binding.generateSub')}
              options={all.filter((x) => x.sub && x.table !== binding.main).map(optionOf)}
              onChange={(v: string | undefined) => setSub(s.vModel, v)}
              aria-label={label}
              style={{ width: '100%' }}
            />
            {chosen && <ColumnList table={chosen} fields={s.columns} testId={`vd-binding-sub-${s.vModel}`} />}
          </Form.Item>
        );
      })}
    </>
  );
}

/**
 * "Data table" in the form properties: generated tables (the default) or existing tables of the
 * platform database, from the list the server offers (ADR 0025 amendment). The choice is kept in
 * the design's `tables` JSON.
 */
export function TableBindingEditor() {
  const value = useContext(TableBindingContext);
  if (!value) return null;
  return <TableBindingForm value={value} />;
}

function TableBindingForm({ value }: { value: TableBindingValue }) {
  const { t } = useTranslation();
  const binding = useMemo(() => tableBindingOf(value.tables), [value.tables]);
  const [mode, setMode] = useState<'generate' | 'bind'>(binding.main ? 'bind' : 'generate');
  const change = (next: TableBinding) => value.onChange(tableBindingText(next));
  return (
    <div className="vd-binding" data-testid="vd-table-binding">
      <Form.Item label={t('visualdev.binding.title')}>
        <Radio.Group
          value={mode}
          onChange={(e) => {
            const next = e.target.value as 'generate' | 'bind';
            setMode(next);
            if (next === 'generate') value.onChange('[]');
          }}
          options={[
            { value: 'generate', label: t('visualdev.binding.generate') },
            { value: 'bind', label: t('visualdev.binding.existing') },
          ]}
        />
      </Form.Item>
      {mode === 'bind' && <BindingChoice binding={binding} onChange={change} />}
    </div>
  );
}
