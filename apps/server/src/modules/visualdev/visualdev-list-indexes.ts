import { parseColumnData, type DynamicIndex, type DynamicTable } from '@tessera/shared';

/** Column kinds an index serves (long texts and JSON are matched by LIKE, which no index helps). */
const INDEXABLE = new Set(['string', 'integer', 'bigint', 'decimal', 'datetime', 'boolean']);
/** Most equality and range fields combined, so a wide search bar cannot multiply indexes. */
const MAX_EQUAL = 4;
const MAX_RANGE = 3;
/** The table description allows 32 composite indexes; the list takes at most this many. */
const MAX_INDEXES = 24;

/**
 * The composite indexes a released list design needs to answer a filtered, sorted page and its
 * exact total from one index range, at any size (issue 18 benchmark): for every equality search
 * field `e` (searchType 1) and every range field or default sort field `r`, `(e, r, id)`; with
 * data permissions on, the same prefixed by the organisation column the "my organisation" scheme
 * filters on, and `(organize_id | created_by, sort, id)` for the scoped page without a search.
 * `id` last matches the list's tie-break, so a page is read in index order without a sort.
 */
export function listIndexes(columnDataText: string | null, main: DynamicTable): DynamicIndex[] {
  const design = parseColumnData(columnDataText);
  const kinds = new Map(main.fields.map((f) => [f.name, f.kind]));
  const usable = (name: string) => INDEXABLE.has(kinds.get(name) ?? '');
  const equal = [
    ...new Set(design.searchList.filter((s) => s.searchType === 1 && !s.searchMultiple).map((s) => s.prop)),
  ]
    .filter(usable)
    .slice(0, MAX_EQUAL);
  const sortField = design.defaultSortConfig[0]?.field;
  const ranges = [
    ...new Set([
      ...design.searchList.filter((s) => s.searchType === 3).map((s) => s.prop),
      ...(sortField ? [sortField] : []),
    ]),
  ]
    .filter(usable)
    .slice(0, MAX_RANGE);
  const pairs = equal.flatMap((e) => ranges.filter((r) => r !== e).map((r) => [e, r]));
  const out: string[][] = pairs.map((p) => [...p, 'id']);
  if (design.useDataPermission) {
    const order = sortField && usable(sortField) ? sortField : 'created_at';
    out.push(['organize_id', order, 'id'], ['created_by', order, 'id']);
    out.push(...pairs.map((p) => ['organize_id', ...p, 'id']));
  }
  return out.slice(0, MAX_INDEXES).map((fields) => ({ fields }));
}
