import {
  listFieldsOf,
  parseColumnData,
  walkFields,
  type ColumnData,
  type FormData,
  type OnlineDevConfig,
} from '@tessera/shared';

/** The designer's default labels of the built-in buttons (form-model.md §4). */
export const DEFAULT_LABELS: Record<string, string> = {
  add: '新增',
  download: '导出',
  upload: '导入',
  batchRemove: '批量删除',
  batchPrint: '批量打印',
  edit: '编辑',
  detail: '详情',
  remove: '删除',
};

/** Every built-in button (toolbar and row) whose label follows the user's language. */
export const BUILT_IN_BUTTONS = Object.keys(DEFAULT_LABELS);

/**
 * The label of a button: a built-in one speaks the user's language unless the designer renamed it
 * (a label other than the designer's default); any other shows its own label.
 */
export function buttonLabelOf(
  value: string,
  buttons: readonly { value: string; label?: string }[],
  t: (key: string) => string,
): string {
  const label = buttons.find((b) => b.value === value)?.label;
  if (!(value in DEFAULT_LABELS)) return label || value;
  return label && label !== DEFAULT_LABELS[value] ? label : t(`onlineDev.list.btn.${value}`);
}

const labelOf = (form: FormData, vModel: string) =>
  String(
    walkFields(form.fields).find((w) => w.field.__vModel__ === vModel)?.field.__config__.label ?? vModel,
  );

/**
 * The list design in force: a design without a list design lists every main field and offers
 * edit, detail and remove; grouped and tree lists show sub-tables merged (§4: style 1 forced).
 */
export function effectiveDesign(config: OnlineDevConfig, form: FormData | undefined): ColumnData {
  const design = parseColumnData(config.columnData);
  const forced = design.type === 3 || design.type === 5 ? { ...design, childTableStyle: 1 as const } : design;
  if (config.columnData?.trim() || !form) return forced;
  const columnList = [...listFieldsOf(form).values()]
    .filter((f) => !f.table)
    .map((f) => ({
      prop: f.id,
      label: labelOf(form, f.id),
      fixed: 'none' as const,
      align: 'left' as const,
      sortable: false,
    }));
  return {
    ...forced,
    columnList,
    columnBtnsList: [{ value: 'edit' }, { value: 'detail' }, { value: 'remove' }],
  };
}

/** The vModels of the form's sub-tables. */
export function tableKeysOf(form: FormData | undefined): Set<string> {
  if (!form) return new Set();
  return new Set(
    walkFields(form.fields).flatMap((w) =>
      w.kind?.key === 'table' && w.field.__vModel__ ? [w.field.__vModel__] : [],
    ),
  );
}

/** A main field of the form by its vModel (the left tree's relation field). */
export function fieldOf(form: FormData, vModel: string) {
  return walkFields(form.fields).find((w) => !w.table && w.field.__vModel__ === vModel)?.field;
}
