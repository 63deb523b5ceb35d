/**
 * The data popups' rules (spec 02 §3–§5, §9), free of React so each has a unit test: paging,
 * the list and lookup request bodies, parameter templates read from the form or a sub-table row,
 * the pending selection and what confirming it emits, and the text shown for a saved value.
 */

/** A record a data interface answers; keys are the interface's columns. */
export type InterfaceRecord = Record<string, unknown>;

/** A configured column of the popup table: `value` is the record key, `label` the header. */
export interface PopupColumn {
  value: string;
  label: string;
}

/** A parameter template entry (form model `templateJson`). */
export interface TemplateParam {
  /** Name of the interface parameter. */
  field: string;
  /** Form field the value comes from; `table-field` reads a column of the current sub-table row. */
  relationField?: string;
  /** Used when the related field is empty, or when there is no related field. */
  defaultValue?: unknown;
}

/** A parameter as sent to the data interface calls. */
export interface ParamEntry {
  field: string;
  relationField: string;
  defaultValue: unknown;
  value: unknown;
}

/** A popup's value: one key (single) or a list of keys (multiple). */
export type PopupValue = string | string[];

/** Page size of a paged popup unless configured. */
export const DEFAULT_PAGE_SIZE = 20;
/** Page size of a popup without paging: every row on one page. */
export const UNPAGED_PAGE_SIZE = 10_000;
/** Key field of a record unless configured. */
export const DEFAULT_PROPS_VALUE = 'id';
/** Shown field of a record unless configured. */
export const DEFAULT_RELATION_FIELD = 'fullName';

/** The page size a popup asks for: the configured one (default 20) when paged, else 10000. */
export function pageSizeFor(hasPage: boolean | undefined, pageSize?: number): number {
  if (!hasPage) return UNPAGED_PAGE_SIZE;
  return pageSize && pageSize > 0 ? Math.floor(pageSize) : DEFAULT_PAGE_SIZE;
}

/** True when the value of a form field counts as empty (no parameter value taken from it). */
function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The value a template entry takes: the related form field, or for `table-field` the `field`
 * column of the current sub-table row; the default when that is empty or there is no relation.
 */
export function resolveParam(
  param: TemplateParam,
  formData: Readonly<Record<string, unknown>> = {},
  rowData?: Readonly<Record<string, unknown>>,
): unknown {
  const relation = param.relationField ?? '';
  if (!relation) return param.defaultValue ?? '';
  const dash = relation.indexOf('-');
  const found = dash > 0 ? rowData?.[relation.slice(dash + 1)] : formData[relation];
  return isBlank(found) ? (param.defaultValue ?? '') : found;
}

/** The `paramList` of a call: each template entry with its value resolved. */
export function buildParamList(
  templateJson: readonly TemplateParam[] | undefined,
  formData?: Readonly<Record<string, unknown>>,
  rowData?: Readonly<Record<string, unknown>>,
): ParamEntry[] {
  return (templateJson ?? []).map((param) => {
    const value = resolveParam(param, formData, rowData);
    return { field: param.field, relationField: param.relationField ?? '', defaultValue: value, value };
  });
}

/** Body of the paged list call (`POST /{id}/Action/List`). */
export interface ListRequest {
  interfaceId: string;
  propsValue: string;
  relationField: string;
  columnOptions: string;
  paramList: ParamEntry[];
  keyword: string;
  currentPage: number;
  pageSize: number;
  /** The menu (form) the call is made from (see `InterfaceMenuProvider`). */
  menuId?: string;
}

/** What a popup's list call needs besides the page. */
export interface ListQuery {
  interfaceId: string;
  propsValue?: string;
  relationField?: string;
  columnOptions?: readonly PopupColumn[];
  paramList: ParamEntry[];
  keyword?: string;
  hasPage?: boolean;
  pageSize?: number;
}

/** The list call's body for one page; the keyword is trimmed. */
export function buildListRequest(query: ListQuery, currentPage: number): ListRequest {
  return {
    interfaceId: query.interfaceId,
    propsValue: query.propsValue || DEFAULT_PROPS_VALUE,
    relationField: query.relationField || DEFAULT_RELATION_FIELD,
    columnOptions: (query.columnOptions ?? []).map((c) => c.value).join(','),
    paramList: query.paramList,
    keyword: (query.keyword ?? '').trim(),
    currentPage: query.hasPage ? Math.max(1, currentPage) : 1,
    pageSize: pageSizeFor(query.hasPage, query.pageSize),
  };
}

/** The keys a value holds: a list without blanks or duplicates (multiple), or zero or one key. */
export function toKeys(value: unknown, multiple: boolean): string[] {
  const list = multiple ? (Array.isArray(value) ? value : []) : [value];
  const keys = list.filter((v) => (typeof v === 'string' && v !== '') || typeof v === 'number').map(String);
  return [...new Set(keys)];
}

/** The key of a record under `propsValue` ('' when it has none). */
export function keyOf(record: InterfaceRecord, propsValue = DEFAULT_PROPS_VALUE): string {
  const key = record[propsValue];
  return typeof key === 'string' || typeof key === 'number' ? String(key) : '';
}

/** The text of a record under `relationField`, falling back to its key. */
export function labelOf(
  record: InterfaceRecord,
  relationField = DEFAULT_RELATION_FIELD,
  propsValue = DEFAULT_PROPS_VALUE,
): string {
  const text = record[relationField];
  return typeof text === 'string' || typeof text === 'number' ? String(text) : keyOf(record, propsValue);
}

/**
 * The pending selection after clicking a row: single replaces it with the row; multiple adds the
 * row, or removes it when it is already there.
 */
export function toggleRow(
  pending: readonly InterfaceRecord[],
  row: InterfaceRecord,
  multiple: boolean,
  propsValue = DEFAULT_PROPS_VALUE,
): InterfaceRecord[] {
  const key = keyOf(row, propsValue);
  if (!key) return [...pending];
  if (!multiple) return [row];
  const without = pending.filter((r) => keyOf(r, propsValue) !== key);
  return without.length === pending.length ? [...pending, row] : without;
}

/**
 * What confirming emits, or `null` when confirming must do nothing (single choice with no row).
 * Multiple emits the duplicate-free list of keys (possibly empty).
 */
export function confirmValue(
  pending: readonly InterfaceRecord[],
  multiple: boolean,
  propsValue = DEFAULT_PROPS_VALUE,
): PopupValue | null {
  const keys = toKeys(
    pending.map((r) => keyOf(r, propsValue)),
    true,
  );
  if (multiple) return keys;
  return keys[0] ?? null;
}

/** The empty value (what clearing emits). */
export function emptyValue(multiple: boolean): PopupValue {
  return multiple ? [] : '';
}

/**
 * The text of each saved key, in the value's order: the known record's `relationField`, or the key
 * itself while (or when) no record names it.
 */
export function displayLabels(
  keys: readonly string[],
  known: ReadonlyMap<string, InterfaceRecord>,
  relationField = DEFAULT_RELATION_FIELD,
  propsValue = DEFAULT_PROPS_VALUE,
): { key: string; label: string }[] {
  return keys.map((key) => {
    const record = known.get(key);
    return { key, label: record ? labelOf(record, relationField, propsValue) : key };
  });
}

/** Records indexed by key (later ones win), to name saved keys. */
export function indexRecords(
  records: readonly InterfaceRecord[],
  propsValue = DEFAULT_PROPS_VALUE,
): Map<string, InterfaceRecord> {
  const map = new Map<string, InterfaceRecord>();
  for (const record of records) {
    const key = keyOf(record, propsValue);
    if (key) map.set(key, record);
  }
  return map;
}

/** The keys not yet named by `known` (what the lookup call should ask for). */
export function missingKeys(keys: readonly string[], known: ReadonlyMap<string, InterfaceRecord>): string[] {
  return keys.filter((k) => !known.has(k));
}

/** The text of a table cell: strings and numbers as is, anything else empty or JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}
