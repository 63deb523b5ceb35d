import type { ColumnData, ListQueryJson, ListSearchField } from '@tessera/shared';

/** The values of the search bar by prop, plus the keyword box. */
export type SearchValues = Record<string, unknown>;

/** The prop the keyword box is sent under (form-model.md §5.3). */
export const KEYWORD = 'jnpfKeyword';

/** Widgets searched as a range of dates (epoch ms). */
export const DATE_KEYS = new Set(['datePicker', 'createTime', 'modifyTime']);

/** Whether a search value counts as given: empty strings, lists and nulls are dropped. */
function isGiven(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.some((v) => v !== undefined && v !== null && v !== '');
  return true;
}

/** The search bar's starting values: each field's default (`value`), no keyword. */
export function initialSearch(searchList: readonly ListSearchField[]): SearchValues {
  const out: SearchValues = {};
  for (const s of searchList) if (s.value !== undefined && !s.isKeyword) out[s.prop] = s.value;
  return out;
}

/** A search value as queryJson sends it: dates in ranges as epoch ms, others as they are. */
function toWire(field: ListSearchField | undefined, value: unknown): unknown {
  if (field?.searchType === 3 && Array.isArray(value) && DATE_KEYS.has(field.jnpfKey ?? ''))
    return value.map((v) => (v && typeof v === 'object' && 'valueOf' in v ? Number(v.valueOf()) : v));
  return value;
}

/**
 * `queryJson` of a search (form-model.md §5.3): `{prop: value}` with empty values dropped, the
 * keyword box as `jnpfKeyword`; undefined when nothing is searched.
 */
export function buildQueryJson(
  searchList: readonly ListSearchField[],
  values: SearchValues,
): ListQueryJson | undefined {
  const byProp = new Map(searchList.map((s) => [s.prop, s]));
  const out: Record<string, unknown> = {};
  for (const [prop, value] of Object.entries(values)) {
    if (!isGiven(value)) continue;
    if (prop !== KEYWORD && !byProp.has(prop)) continue;
    out[prop] = toWire(byProp.get(prop), value);
  }
  return Object.keys(out).length ? (out as ListQueryJson) : undefined;
}

/** The design's default sort as `sidx` ("f1,-f2"). */
export function defaultSidx(design: Pick<ColumnData, 'defaultSortConfig'>): string {
  return design.defaultSortConfig.map((s) => (s.sort === 'desc' ? `-${s.field}` : s.field)).join(',');
}

/** One column sort of antd's table as `sidx`; undefined when the sort was cleared. */
export function sorterSidx(field: unknown, order: unknown): string | undefined {
  const name = Array.isArray(field) ? field.join('.') : field;
  if (typeof name !== 'string' || !name) return undefined;
  if (order === 'ascend') return name;
  if (order === 'descend') return `-${name}`;
  return undefined;
}

/** The page sizes the list offers: 20/50/100, plus the design's own when it is another. */
export function pageSizes(design: Pick<ColumnData, 'pageSize'>): number[] {
  return [...new Set([20, 50, 100, design.pageSize])].sort((a, b) => a - b);
}
