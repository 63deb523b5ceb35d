import {
  COLUMN_DATA_LIMITS,
  columnDataSchema,
  fieldName,
  holdsValue,
  isListColumnKind,
  isListSearchKind,
  LIST_PAGE_SIZES,
  listFieldsOf,
  walkFields,
  type ColumnData,
  type FieldItem,
  type FormData,
  type ListColumn,
  type ListSearchField,
} from '@tessera/shared';

/**
 * The list design's rules as pure functions (form-model.md §4): the fields a list may use, the
 * defaults of a new column or search field, reordering, the keyword limit, and keeping a list design
 * in step with its form (fields gone from the form leave the list design).
 */

/** A field of the form the list design may use. */
export interface ListCandidate {
  /** `vModel`, or `table-child` for a sub-table column. */
  id: string;
  /** `label`, or `table label-child label`. */
  label: string;
  jnpfKey: string;
  /** The sub-table's vModel for a sub-table column. */
  table?: string;
  /** May be a column. */
  column: boolean;
  /** May be a search field, sort key, group or tree field (main fields only). */
  search: boolean;
  /** The widget as designed (spread into columns and search fields). */
  field: FieldItem;
}

const RANGE = new Set([
  'datePicker',
  'timePicker',
  'numInput',
  'calculate',
  'rate',
  'slider',
  'createTime',
  'modifyTime',
]);
const FUZZY = new Set(['input', 'textarea', 'billRule', 'location']);
const MULTIPLE = new Set([
  'select',
  'organizeSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'usersSelect',
  'roleSelect',
  'groupSelect',
]);
const LIST_VALUE = new Set([
  'areaSelect',
  'timePicker',
  'datePicker',
  'numInput',
  'organizeSelect',
  'calculate',
]);
/** Keys a column holds of its own (kept when the field is refreshed from the form). */
const COLUMN_KEYS = ['fixed', 'align', 'sortable', 'width'] as const;
const SEARCH_KEYS = ['searchType', 'searchMultiple', 'isKeyword', 'isIncludeSubordinate', 'value'] as const;

/** The fields of a form a list may use, in the form's order. */
export function listCandidates(formData: Pick<FormData, 'fields'>): ListCandidate[] {
  const ids = listFieldsOf(formData);
  const out: ListCandidate[] = [];
  for (const { field, kind, table } of walkFields(formData.fields)) {
    if (!field.__vModel__ || !kind || !holdsValue(field, kind)) continue;
    const id = table ? `${String(table.__vModel__)}-${field.__vModel__}` : field.__vModel__;
    const info = ids.get(id);
    if (!info) continue;
    out.push({
      id,
      label: table ? `${fieldName(table)}-${fieldName(field)}` : fieldName(field),
      jnpfKey: kind.key,
      table: info.table,
      column: isListColumnKind(kind.key),
      search: !table && isListSearchKind(kind.key),
      field,
    });
  }
  return out;
}

/** The search kind a field starts with: 3 range, 2 fuzzy, 1 equal. */
export const defaultSearchType = (jnpfKey: string): 1 | 2 | 3 =>
  RANGE.has(jnpfKey) ? 3 : FUZZY.has(jnpfKey) ? 2 : 1;

const base = (c: ListCandidate) => ({
  ...c.field,
  id: c.id,
  fullName: c.label,
  label: c.label,
  prop: c.id,
  jnpfKey: c.jnpfKey,
});

/** A new column of a field (reference defaults). */
export const makeColumn = (c: ListCandidate): ListColumn => ({
  ...base(c),
  fixed: 'none',
  align: 'left',
  sortable: false,
  width: null,
});

/** A new search field (its kind, multiple choice and default value by widget). */
export function makeSearch(c: ListCandidate): ListSearchField {
  const multiple = c.field.multiple === true;
  const out: ListSearchField = {
    ...base(c),
    searchType: defaultSearchType(c.jnpfKey),
    searchMultiple: MULTIPLE.has(c.jnpfKey),
    isKeyword: false,
  };
  if (LIST_VALUE.has(c.jnpfKey) || multiple) out.value = [];
  else delete out.value;
  return out;
}

/** Adds or removes a column, keeping the others' order. */
export function toggleColumn(cd: ColumnData, c: ListCandidate, on: boolean): ColumnData {
  const has = cd.columnList.some((x) => x.prop === c.id);
  if (on === has) return cd;
  return {
    ...cd,
    columnList: on ? [...cd.columnList, makeColumn(c)] : cd.columnList.filter((x) => x.prop !== c.id),
  };
}

/** Adds or removes a search field. */
export function toggleSearch(cd: ColumnData, c: ListCandidate, on: boolean): ColumnData {
  const has = cd.searchList.some((x) => x.prop === c.id);
  if (on === has || (on && !c.search)) return cd;
  return {
    ...cd,
    searchList: on ? [...cd.searchList, makeSearch(c)] : cd.searchList.filter((x) => x.prop !== c.id),
  };
}

/** Moves an item of a list from one index to another. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** Moves a column (by prop) to the place of another. */
export function moveColumn(cd: ColumnData, fromProp: string, toProp: string): ColumnData {
  const from = cd.columnList.findIndex((x) => x.prop === fromProp);
  const to = cd.columnList.findIndex((x) => x.prop === toProp);
  return { ...cd, columnList: moveItem(cd.columnList, from, to) };
}

/** Patches one column. */
export const setColumn = (cd: ColumnData, prop: string, patch: Partial<ListColumn>): ColumnData => ({
  ...cd,
  columnList: cd.columnList.map((x) => (x.prop === prop ? { ...x, ...patch } : x)),
});

/** How many search fields may share the keyword box. */
export const KEYWORD_MAX = COLUMN_DATA_LIMITS.keywordFields;

/**
 * Patches one search field; answers null when it would make a fourth keyword field (the caller
 * tells the user why).
 */
export function setSearch(cd: ColumnData, prop: string, patch: Partial<ListSearchField>): ColumnData | null {
  if (patch.isKeyword) {
    const others = cd.searchList.filter((x) => x.isKeyword && x.prop !== prop).length;
    if (others >= KEYWORD_MAX) return null;
  }
  return { ...cd, searchList: cd.searchList.map((x) => (x.prop === prop ? { ...x, ...patch } : x)) };
}

const uuid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '').slice(0, 16)
    : Math.random().toString(36).slice(2, 14);

/** A new custom button (opens a form by default). */
export const makeCustomButton = (label: string) => ({
  value: `btn_${uuid()}`,
  label,
  event: {
    btnType: 1 as const,
    modelId: '',
    popupTitle: label,
    popupType: 'dialog',
    popupWidth: '800px',
    formOptions: [],
  },
});

/** Reference labels of the built-in buttons (the generated page translates them by value). */
export const BUTTON_LABELS: Record<string, { label: string; icon: string }> = {
  add: { label: '新增', icon: 'icon-ym icon-ym-btn-add' },
  download: { label: '导出', icon: 'icon-ym icon-ym-btn-download' },
  upload: { label: '导入', icon: 'icon-ym icon-ym-btn-upload' },
  batchRemove: { label: '批量删除', icon: 'icon-ym icon-ym-btn-clearn' },
  batchPrint: { label: '批量打印', icon: 'icon-ym icon-ym-report-icon-preview-printPreview' },
  edit: { label: '编辑', icon: 'icon-ym icon-ym-btn-edit' },
  remove: { label: '删除', icon: 'icon-ym icon-ym-btn-clearn' },
  detail: { label: '详情', icon: 'icon-ym icon-ym-generator-menu' },
};

/** The built-in button list with `value` switched on or off, in the catalogue's order. */
export function toggleButton(
  list: ColumnData['btnsList'],
  order: readonly string[],
  value: string,
  on: boolean,
): ColumnData['btnsList'] {
  const kept = list.filter((b) => b.value !== value);
  const next = on ? [...kept, { value, ...BUTTON_LABELS[value] }] : kept;
  return next.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
}

/** The list design of a design's stored text; an empty one gets the reference defaults. */
export function initialColumnData(text: string | null | undefined): ColumnData {
  const blank = !text?.trim();
  let parsed: unknown;
  try {
    parsed = blank ? {} : JSON.parse(text as string);
  } catch {
    parsed = {};
  }
  const result = columnDataSchema.safeParse(parsed);
  const cd = result.success ? result.data : columnDataSchema.parse({});
  if (blank) cd.columnBtnsList = ['edit', 'remove'].map((value) => ({ value, ...BUTTON_LABELS[value] }));
  if (!(LIST_PAGE_SIZES as readonly number[]).includes(cd.pageSize)) cd.pageSize = 20;
  return cd;
}

/** The list design kept in step with the form, and the labels of what left it. */
export interface SyncResult {
  columnData: ColumnData;
  /** Fields (labels, else ids) the list design named that the form no longer has (or no longer allows there). */
  removed: string[];
}

/**
 * Drops every reference to a field the form no longer has (or that may no longer stand there),
 * refreshes the spread field objects from the form, and fills the candidate lists.
 */
export function syncWithForm(cd: ColumnData, candidates: readonly ListCandidate[]): SyncResult {
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const known = new Map<string, string>();
  for (const x of [...cd.columnList, ...cd.searchList]) if (x.label) known.set(x.prop, x.label);
  const removed = new Set<string>();
  const keep = (id: string, ok: (c: ListCandidate) => boolean) => {
    const c = byId.get(id);
    if (c && ok(c)) return true;
    if (id) removed.add(known.get(id) ?? id);
    return false;
  };
  const pick = <T extends Record<string, unknown>>(item: T, keys: readonly string[]) =>
    Object.fromEntries(keys.filter((k) => k in item).map((k) => [k, item[k]]));
  const columnList = cd.columnList
    .filter((x) => keep(x.prop, (c) => c.column))
    .map((x) => ({ ...makeColumn(byId.get(x.prop)!), ...pick(x, COLUMN_KEYS) }) as ListColumn);
  const searchList = cd.searchList
    .filter((x) => keep(x.prop, (c) => c.search))
    .map((x) => ({ ...makeSearch(byId.get(x.prop)!), ...pick(x, SEARCH_KEYS) }) as ListSearchField);
  const mainField = (id: string) => (id && keep(id, (c) => c.search) ? id : '');
  const next: ColumnData = {
    ...cd,
    columnList,
    searchList,
    defaultSortConfig: cd.defaultSortConfig.filter((s) => keep(s.field, (c) => !c.table)),
    summaryField: cd.summaryField.filter((s) => keep(s, (c) => c.column)),
    treeRelation: mainField(cd.treeRelation),
    groupField: mainField(cd.groupField),
    parentField: mainField(cd.parentField),
    columnOptions: candidates.filter((c) => c.column).map((c) => base(c)),
    defaultColumnList: candidates
      .filter((c) => c.column)
      .map((c) => ({ ...base(c), checked: columnList.some((x) => x.prop === c.id) })),
  };
  return { columnData: next, removed: [...removed] };
}

/** The list design as it is saved: the type's rules applied (form-model.md §4). */
export function finalColumnData(cd: ColumnData, candidates: readonly ListCandidate[]): ColumnData {
  const out = syncWithForm(cd, candidates).columnData;
  if (out.type === 3 || out.type === 5) out.childTableStyle = 1;
  if (out.type === 5) out.btnsList = out.btnsList.filter((b) => b.value === 'add');
  return out;
}
