import type { FieldItem } from '@tessera/shared';
import type { PopupColumn } from '@/components/popup-select';
import { num, str } from './editor-types';
import { templateParams } from './field-options';

type Row = Record<string, unknown>;

/** One mapping of a picked record onto a new row: type 1 copies a record field, 2 a fixed value. */
export interface RelationOption {
  /** The sub-table column (child vModel) written. */
  field: string;
  type: 1 | 2;
  /** The record field (type 1) or the fixed text (type 2). */
  value: string;
}

/** The settings of an add-by-dialog (spec 02 §3 `addTableConf`, form-model.md §3 `actionConfig`). */
export interface AddDialogConf {
  /** The rows come from a data interface (`dynamic`) or a released form (`relationForm`). */
  dataSource: 'dynamic' | 'relationForm';
  interfaceId?: string;
  modelId?: string;
  /** The record field searched by keyword (relation form) and shown first. */
  relationField?: string;
  popupTitle?: string;
  popupType: 'dialog' | 'drawer';
  popupWidth?: string;
  hasPage: boolean;
  pageSize: number;
  columnOptions: PopupColumn[];
  relationOptions: RelationOption[];
  /** The design item holding `templateJson` (interface parameters). */
  params: FieldItem;
}

const record = (v: unknown): Row =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Row) : {};

/** Reads an `addTableConf` / `actionConfig` object (unknown keys ignored, missing ones defaulted). */
export function readAddConf(raw: unknown): AddDialogConf | undefined {
  const c = record(raw);
  const dataSource = c.dataSource === 'relationForm' ? 'relationForm' : 'dynamic';
  const interfaceId = str(c.interfaceId);
  const modelId = str(c.modelId);
  if (dataSource === 'dynamic' ? !interfaceId : !modelId) return undefined;
  const columns = Array.isArray(c.columnOptions) ? (c.columnOptions as unknown[]).map(record) : [];
  const mappings = Array.isArray(c.relationOptions) ? (c.relationOptions as unknown[]).map(record) : [];
  return {
    dataSource,
    interfaceId,
    modelId,
    relationField: str(c.relationField),
    popupTitle: str(c.popupTitle),
    popupType: c.popupType === 'drawer' ? 'drawer' : 'dialog',
    popupWidth: str(c.popupWidth),
    hasPage: c.hasPage !== false,
    pageSize: num(c.pageSize) ?? 20,
    columnOptions: columns
      .filter((col) => str(col.value) && col.ifShow !== false)
      .map((col) => ({ value: String(col.value), label: str(col.label) ?? String(col.value) })),
    relationOptions: mappings
      .filter((m) => str(m.field))
      .map((m) => ({
        field: String(m.field),
        type: Number(m.type) === 2 ? 2 : 1,
        value: typeof m.value === 'string' ? m.value : '',
      })),
    params: { __config__: { jnpfKey: 'popupSelect' }, templateJson: c.templateJson },
  };
}

/** The table's add-by-dialog settings when addType is 1 (read from `__config__`, or the props). */
export function addDialogOf(table: FieldItem): AddDialogConf | undefined {
  const addType = table.__config__.addType ?? table.addType;
  if (Number(addType) !== 1) return undefined;
  return readAddConf(table.__config__.addTableConf ?? table.addTableConf);
}

/** The label of the add-by-dialog button (`actionText`), if set. */
export const addDialogText = (table: FieldItem): string | undefined =>
  str(table.__config__.actionText) ?? str(table.actionText);

/** Custom footer buttons of the 3.6 client (`custom<uuid>` with an actionConfig), each with its dialog. */
export function customButtons(table: FieldItem): { value: string; label?: string; conf: AddDialogConf }[] {
  const list = Array.isArray(table.footerBtnsList) ? (table.footerBtnsList as unknown[]).map(record) : [];
  return list.flatMap((b) => {
    const value = str(b.value);
    if (!value?.startsWith('custom') || b.show === false) return [];
    const conf = readAddConf(b.actionConfig);
    return conf ? [{ value, label: str(b.label), conf }] : [];
  });
}

/** The interface parameters of a dialog (templateJson of its settings). */
export const dialogParams = (conf: AddDialogConf) => templateParams(conf.params);

/** New rows from the picked records: each starts as `blank()`, then the mappings are applied. */
export function mapPicked(conf: AddDialogConf, picked: readonly Row[], blank: () => Row): Row[] {
  return picked.map((rec) => {
    const row = blank();
    for (const m of conf.relationOptions) row[m.field] = m.type === 2 ? m.value : (rec[m.value] ?? null);
    return row;
  });
}
