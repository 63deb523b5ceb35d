import { z } from 'zod';
import type { FormData } from './form-data';
import { holdsValue, walkFields } from './walk';
import type { WidgetKey } from './widgets';

/**
 * The list design of a released form (reference form-model.md §4, `columnData`), the runtime
 * list's queries (§5: `queryJson`, `superQueryJson`, `sidx`) and a check of a list design against
 * its form design. Unknown keys are kept (the designer spreads whole field objects into columns).
 */

/** Bounds of a list design and of one list query. */
export const COLUMN_DATA_LIMITS = {
  columns: 500,
  searchFields: 100,
  keywordFields: 3,
  sortFields: 10,
  buttons: 50,
  customButtons: 50,
  summaryFields: 100,
  printIds: 50,
  conditions: 50,
  groupsPerCondition: 50,
  queryKeys: 100,
  queryValues: 500,
  keyword: 200,
  value: 2000,
  name: 200,
  script: 65536,
} as const;

/** Page sizes a list design may choose (§4) and a list request may ask for. */
export const LIST_PAGE_SIZES = [20, 50, 80, 100] as const;
/** The largest page a list request may ask for (the generated page renders it virtualised). */
export const LIST_PAGE_MAX = 10_000;

/** 1 plain, 2 left tree, 3 grouped, 4 row edit, 5 tree table. */
export const LIST_TYPES = [1, 2, 3, 4, 5] as const;
/** Built-in list buttons (`btn_<value>` are their permission codes). */
export const LIST_BUTTONS = ['add', 'download', 'upload', 'batchRemove', 'batchPrint'] as const;
/** Built-in row buttons. */
export const LIST_ROW_BUTTONS = ['edit', 'remove', 'detail'] as const;
/** The four permission switches of a list design. */
export const LIST_PERMISSION_SWITCHES = [
  'useBtnPermission',
  'useColumnPermission',
  'useFormPermission',
  'useDataPermission',
] as const;

/** Symbols of the advanced query (§5.3). */
export const SUPER_QUERY_SYMBOLS = [
  '==',
  '<>',
  'like',
  'notLike',
  'null',
  'notNull',
  '>=',
  '>',
  '<=',
  '<',
  'between',
  'in',
  'notIn',
] as const;
export type SuperQuerySymbol = (typeof SUPER_QUERY_SYMBOLS)[number];

const L = COLUMN_DATA_LIMITS;
const name = z.string().max(L.name);
const fieldId = z.string().min(1).max(L.name);
const script = z.string().max(L.script);
const flag = z.boolean();

/** A scalar a query compares with. */
export const queryScalarSchema = z.union([z.string().max(L.value), z.number().finite(), z.boolean()]);
/** One value of a query: a scalar, null, or a bounded list of scalars (ranges, multiple choice). */
export const queryValueSchema = z.union([
  queryScalarSchema,
  z.null(),
  z.array(z.union([queryScalarSchema, z.null()])).max(L.queryValues),
]);

/** One advanced-query condition (§5.3); field props the client copies along are kept. */
export const superQueryItemSchema = z.looseObject({
  field: fieldId,
  symbol: z.enum(SUPER_QUERY_SYMBOLS),
  jnpfKey: z.string().max(64).optional(),
  fieldValueType: z.union([z.number(), z.string().max(8)]).optional(),
  fieldValue: queryValueSchema.optional(),
});
export type SuperQueryItem = z.infer<typeof superQueryItemSchema>;

/** `superQueryJson` and a design's fixed filter `ruleList`. */
export const superQuerySchema = z.looseObject({
  matchLogic: z.enum(['and', 'or']).default('and'),
  conditionList: z
    .array(
      z.looseObject({
        logic: z.enum(['and', 'or']).default('and'),
        groups: z.array(superQueryItemSchema).max(L.groupsPerCondition),
      }),
    )
    .max(L.conditions)
    .default([]),
});
export type SuperQuery = z.infer<typeof superQuerySchema>;

/** `queryJson`: `{prop: value}`, `jnpfKeyword` the shared keyword box. */
export const listQueryJsonSchema = z
  .record(fieldId, queryValueSchema)
  .refine((v) => Object.keys(v).length <= L.queryKeys, { message: 'tooManyKeys' });
export type ListQueryJson = z.infer<typeof listQueryJsonSchema>;

/** A field as the list design lists it (a column, a search field). */
const listField = {
  id: fieldId.optional(),
  prop: fieldId,
  label: name.optional(),
  fullName: name.optional(),
  jnpfKey: z.string().max(64).optional(),
};

export const listColumnSchema = z.looseObject({
  ...listField,
  fixed: z.enum(['none', 'left', 'right']).default('none'),
  align: z.enum(['left', 'center', 'right']).default('left'),
  sortable: flag.default(false),
  width: z.number().int().min(0).max(5000).nullish(),
});
export type ListColumn = z.infer<typeof listColumnSchema>;

export const listSearchFieldSchema = z.looseObject({
  ...listField,
  /** 1 equal, 2 fuzzy, 3 range. */
  searchType: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  searchMultiple: flag.default(false),
  isKeyword: flag.default(false),
  isIncludeSubordinate: flag.optional(),
  value: queryValueSchema.optional(),
});
export type ListSearchField = z.infer<typeof listSearchFieldSchema>;

const button = z.looseObject({
  value: z.string().min(1).max(100),
  label: name.optional(),
  icon: z.string().max(100).optional(),
});

const customButton = z.looseObject({
  value: z.string().regex(/^btn_[A-Za-z0-9_-]{1,64}$/),
  label: name,
  event: z
    .looseObject({
      btnType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      modelId: z.string().max(64).optional(),
      interfaceId: z.string().max(64).optional(),
      func: script.optional(),
    })
    .optional(),
});

/** The list design (§4); defaults are the reference's. */
export const columnDataSchema = z.looseObject({
  type: z.number().int().min(1).max(LIST_TYPES.length).default(1),
  childTableStyle: z.union([z.literal(1), z.literal(2)]).default(1),
  showOverflow: flag.default(true),
  complexHeaderList: z
    .array(z.looseObject({ id: z.string().max(64).optional() }))
    .max(L.columns)
    .default([]),
  columnList: z.array(listColumnSchema).max(L.columns).default([]),
  columnOptions: z.array(z.looseObject({})).max(L.columns).default([]),
  defaultColumnList: z.array(z.looseObject({})).max(L.columns).default([]),
  searchList: z.array(listSearchFieldSchema).max(L.searchFields).default([]),
  hasSuperQuery: flag.default(true),
  ruleList: superQuerySchema.nullish(),
  showSummary: flag.default(false),
  summaryField: z.array(fieldId).max(L.summaryFields).default([]),
  hasPage: flag.default(true),
  pageSize: z
    .number()
    .int()
    .refine((n) => (LIST_PAGE_SIZES as readonly number[]).includes(n))
    .default(20),
  defaultSortConfig: z
    .array(
      z.looseObject({ id: z.string().max(64).optional(), field: fieldId, sort: z.enum(['asc', 'desc']) }),
    )
    .max(L.sortFields)
    .default([]),
  treeTitle: name.default('左侧标题'),
  treeDataSource: z.enum(['dictionary', 'api', 'organize', 'formField']).default('dictionary'),
  treeDictionary: z.string().max(64).default(''),
  treeRelation: z.string().max(L.name).default(''),
  hasTreeQuery: flag.default(false),
  treeSyncType: z.union([z.literal(0), z.literal(1)]).default(0),
  treePropsValue: name.default('id'),
  treePropsLabel: name.default('fullName'),
  treePropsChildren: name.default('children'),
  groupField: z.string().max(L.name).default(''),
  parentField: z.string().max(L.name).default(''),
  printIds: z.array(z.string().max(64)).max(L.printIds).default([]),
  useBtnPermission: flag.default(false),
  useColumnPermission: flag.default(false),
  useFormPermission: flag.default(false),
  useDataPermission: flag.default(false),
  btnsList: z
    .array(button)
    .max(L.buttons)
    .default([{ value: 'add', icon: 'icon-ym icon-ym-btn-add', label: '新增' }]),
  columnBtnsList: z.array(button).max(L.buttons).default([]),
  customBtnsList: z.array(customButton).max(L.customButtons).default([]),
  funcs: z
    .looseObject({
      afterOnload: script.optional(),
      rowStyle: script.optional(),
      cellStyle: script.optional(),
    })
    .optional(),
  uploaderTemplateJson: z
    .looseObject({
      dataType: z.enum(['1', '2']).default('1'),
      selectKey: z.array(fieldId).max(L.columns).default([]),
    })
    .optional(),
});
export type ColumnData = z.infer<typeof columnDataSchema>;
export type ColumnDataInput = z.input<typeof columnDataSchema>;

/** A list design in force: an empty or unreadable text gives the defaults. */
export function parseColumnData(text: string | null | undefined): ColumnData {
  try {
    const parsed = columnDataSchema.safeParse(JSON.parse(text || '{}'));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  return columnDataSchema.parse({});
}

/** A field a list may show, search or sort on: `vModel`, or `table-child` for a sub-table column. */
export interface ListFieldInfo {
  id: string;
  jnpfKey: WidgetKey | string;
  /** The sub-table's vModel for a sub-table column. */
  table?: string;
}

/** Widgets a list never shows as a column (form-model.md §4). */
const NOT_COLUMNS: ReadonlySet<string> = new Set(['colorPicker', 'editor']);
/** Widgets a list never searches on. */
const NOT_SEARCHABLE: ReadonlySet<string> = new Set([
  'colorPicker',
  'editor',
  'switch',
  'relationForm',
  'popupSelect',
  'popupTableSelect',
  'uploadFile',
  'uploadImg',
  'sign',
  'signature',
  'relationFormAttr',
  'popupAttr',
]);

/** Whether a widget kind may be a list column (form-model.md §4). */
export const isListColumnKind = (jnpfKey: string): boolean => !NOT_COLUMNS.has(jnpfKey);
/** Whether a list may search on a widget kind (form-model.md §4). */
export const isListSearchKind = (jnpfKey: string): boolean => !NOT_SEARCHABLE.has(jnpfKey);

/** Every stored field of a design by list id. */
export function listFieldsOf(formData: Pick<FormData, 'fields'>): Map<string, ListFieldInfo> {
  const out = new Map<string, ListFieldInfo>();
  for (const { field, kind, table } of walkFields(formData.fields)) {
    if (!field.__vModel__ || !holdsValue(field, kind) || !kind) continue;
    if (table) {
      if (table.__vModel__)
        out.set(`${table.__vModel__}-${field.__vModel__}`, {
          id: `${table.__vModel__}-${field.__vModel__}`,
          jnpfKey: kind.key,
          table: table.__vModel__,
        });
    } else out.set(field.__vModel__, { id: field.__vModel__, jnpfKey: kind.key });
  }
  return out;
}

/** What is wrong with a list design, one entry per problem; `code` is a server message key. */
export interface ColumnDataProblem {
  code:
    | 'columnDataInvalid'
    | 'columnDataUnknownField'
    | 'columnDataNotColumn'
    | 'columnDataNotSearchable'
    | 'columnDataTooManyKeywords'
    | 'columnDataTypeNeedsField';
  params: Record<string, string | number>;
  path: string;
}

/**
 * Checks a list design against its form design: every field it names exists (and suits its
 * place), at most three keyword fields, and the tree, group and tree-table types name their field.
 */
export function checkColumnData(
  columnData: unknown,
  formData: Pick<FormData, 'fields'>,
): ColumnDataProblem[] {
  const parsed = columnDataSchema.safeParse(columnData);
  if (!parsed.success)
    return [
      {
        code: 'columnDataInvalid',
        params: { path: parsed.error.issues[0]?.path.join('.') ?? '' },
        path: parsed.error.issues[0]?.path.join('.') ?? '',
      },
    ];
  const c = parsed.data;
  const fields = listFieldsOf(formData);
  const problems: ColumnDataProblem[] = [];
  const unknown = (field: string, path: string) =>
    problems.push({ code: 'columnDataUnknownField', params: { field: field.slice(0, 64) }, path });
  const mainField = (id: string, path: string) => {
    const f = fields.get(id);
    if (!f || f.table) unknown(id, path);
  };
  c.columnList.forEach((col, i) => {
    const f = fields.get(col.prop);
    if (!f) return unknown(col.prop, `columnList[${i}]`);
    if (NOT_COLUMNS.has(f.jnpfKey))
      problems.push({ code: 'columnDataNotColumn', params: { field: col.prop }, path: `columnList[${i}]` });
  });
  c.searchList.forEach((s, i) => {
    const f = fields.get(s.prop);
    if (!f || f.table) return unknown(s.prop, `searchList[${i}]`);
    if (NOT_SEARCHABLE.has(f.jnpfKey))
      problems.push({ code: 'columnDataNotSearchable', params: { field: s.prop }, path: `searchList[${i}]` });
  });
  if (c.searchList.filter((s) => s.isKeyword).length > L.keywordFields)
    problems.push({
      code: 'columnDataTooManyKeywords',
      params: { max: L.keywordFields },
      path: 'searchList',
    });
  c.defaultSortConfig.forEach((s, i) => mainField(s.field, `defaultSortConfig[${i}]`));
  c.summaryField.forEach((s, i) => {
    if (!fields.has(s)) unknown(s, `summaryField[${i}]`);
  });
  for (const [key, type] of [
    ['treeRelation', 2],
    ['groupField', 3],
    ['parentField', 5],
  ] as const) {
    const value = c[key];
    if (value) mainField(value, key);
    else if (c.type === type)
      problems.push({ code: 'columnDataTypeNeedsField', params: { field: key }, path: key });
  }
  c.ruleList?.conditionList.forEach((cond, i) =>
    cond.groups.forEach((g, j) => mainField(g.field, `ruleList.conditionList[${i}].groups[${j}]`)),
  );
  c.uploaderTemplateJson?.selectKey.forEach((s, i) => {
    if (!fields.has(s)) unknown(s, `uploaderTemplateJson.selectKey[${i}]`);
  });
  return problems;
}

/** `sidx` ("f1,-f2") as sort keys; null when it names more than the bound allows. */
export function parseSidx(sidx: string | null | undefined): { field: string; desc: boolean }[] | null {
  const parts = (sidx ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length > L.sortFields) return null;
  return parts.map((p) =>
    p.startsWith('-') ? { field: p.slice(1), desc: true } : { field: p, desc: false },
  );
}
