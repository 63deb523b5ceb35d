import {
  LIST_PAGE_MAX,
  computeCalculated,
  listQueryJsonSchema,
  parseSidx,
  superQuerySchema,
  type ColumnData,
  type Envelope,
  type FormData,
  type OnlineDevListBody,
  type SuperQuery,
  type SuperQueryItem,
} from '@tessera/shared';
import { i18n } from '@/lib/i18n';
import type { OnlineListSource } from '../api/online-list-api';
import type { SampleRow, SampleUser } from './sample-data';
import { displayRow, sampleFieldsOf, type SampleField, type SampleFields } from './sample-display';

// A generated list page's records held in memory (the preview): the List call's search, advanced
// query, sort and paging done over the sample rows, and create, update and delete on them. No
// call reaches the server's record routes.

/** What an in-memory source serves. */
export interface MemorySourceOptions {
  form: FormData;
  design: ColumnData;
  rows: SampleRow[];
  /** Names of the ids the rows hold (see `sampleNames`). */
  names: ReadonlyMap<string, string>;
  /** The signed-in user: creator and modifier of records made in the preview. */
  user?: SampleUser;
  now?: () => number;
}

type Row = Record<string, unknown>;

let sources = 0;

/** A refusal as the server's envelope, the message in the user's language. */
const refuse = (key: string, params?: Record<string, unknown>): Envelope<null> => ({
  code: 400,
  msg: i18n.t(`onlineDev.preview.${key}`, params ?? {}),
  data: null,
});
const ok = <T>(data: T): Envelope<T> => ({ code: 200, msg: '', data });
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

const given = (v: unknown) => !(v === null || v === undefined || v === '' || (Array.isArray(v) && !v.length));
const flat = (v: unknown): unknown[] => (Array.isArray(v) ? v.flatMap((x) => flat(x)) : [v]);
const numeric = (v: unknown) =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;

/** Orders two stored values: numbers by value, the rest as text; empty values last. */
function compare(a: unknown, b: unknown): number {
  if (!given(a)) return given(b) ? 1 : 0;
  if (!given(b)) return -1;
  const x = numeric(a);
  const y = numeric(b);
  if (Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return String(flat(a).join(',')).localeCompare(String(flat(b).join(',')));
}

/** `value` is one of `values` (a multi-valued or path field holds one of them). */
const equalAny = (value: unknown, values: unknown[]) => {
  const wanted = new Set(values.map(String));
  return flat(value).some((v) => given(v) && wanted.has(String(v)));
};
const like = (value: unknown, text: unknown) =>
  given(value) && String(flat(value).join(',')).toLowerCase().includes(String(text).toLowerCase());
const inRange = (value: unknown, range: unknown) => {
  if (!Array.isArray(range)) return false;
  const [min, max] = range as unknown[];
  if (!given(value)) return !given(min) && !given(max);
  return (!given(min) || compare(value, min) >= 0) && (!given(max) || compare(value, max) <= 0);
};

/** A JSON text or object of the body (undefined when absent); throws when unreadable. */
function jsonOf(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
}

/** An in-memory records source over sample rows (for the preview of a design). */
export function createMemorySource(options: MemorySourceOptions): OnlineListSource & {
  /** The rows held now (stored values). */
  rows: () => SampleRow[];
} {
  const { form, design, names } = options;
  const fields: SampleFields = sampleFieldsOf(form);
  const byId = new Map<string, SampleField>(fields.main.map((f) => [f.vModel, f]));
  const subTables = new Set(fields.tables.map((t) => t.vModel));
  let rows: SampleRow[] = clone(options.rows);
  let serial = rows.length;
  const now = options.now ?? Date.now;
  const key = `preview:${++sources}`;

  /** The values a condition on a list id meets in a row: a main value, or each sub-row's. */
  const valuesOf = (row: Row, id: string): unknown[] | undefined => {
    if (byId.has(id)) return [row[id]];
    const dash = id.indexOf('-');
    const table = id.slice(0, dash);
    if (dash > 0 && subTables.has(table))
      return ((row[table] as Row[] | undefined) ?? []).map((r) => r[id.slice(dash + 1)]);
    return undefined;
  };
  const on = (row: Row, id: string, test: (v: unknown) => boolean) => {
    const values = valuesOf(row, id);
    if (!values) throw refuse('unknownField', { field: id.slice(0, 64) });
    return values.some(test);
  };

  const item = (row: Row, g: SuperQueryItem): boolean => {
    const v = g.fieldValue;
    const list = Array.isArray(v) ? v : given(v) ? [v] : [];
    switch (g.symbol) {
      case 'null':
        return on(row, g.field, (x) => !given(x));
      case 'notNull':
        return on(row, g.field, given);
      case '==':
      case 'in':
        return on(row, g.field, (x) => equalAny(x, list));
      case '<>':
      case 'notIn':
        return on(row, g.field, (x) => !equalAny(x, list));
      case 'like':
        return on(row, g.field, (x) => like(x, v));
      case 'notLike':
        return on(row, g.field, (x) => !like(x, v));
      case 'between':
        return on(row, g.field, (x) => inRange(x, v));
      case '>':
        return on(row, g.field, (x) => given(x) && compare(x, v) > 0);
      case '>=':
        return on(row, g.field, (x) => given(x) && compare(x, v) >= 0);
      case '<':
        return on(row, g.field, (x) => given(x) && compare(x, v) < 0);
      case '<=':
        return on(row, g.field, (x) => given(x) && compare(x, v) <= 0);
    }
  };
  const superQuery = (row: Row, q: SuperQuery) => {
    const conditions = q.conditionList.filter((c) => c.groups.length);
    if (!conditions.length) return true;
    const met = conditions.map((c) =>
      c.logic === 'or' ? c.groups.some((g) => item(row, g)) : c.groups.every((g) => item(row, g)),
    );
    return q.matchLogic === 'or' ? met.some(Boolean) : met.every(Boolean);
  };

  /** The search bar's values (`queryJson`, form-model.md §5.3) as a test of a row. */
  const search = (query: Record<string, unknown>) => {
    const bySearch = new Map(design.searchList.map((s) => [s.prop, s]));
    const tests: ((row: Row) => boolean)[] = [];
    for (const [prop, value] of Object.entries(query)) {
      if (!given(value)) continue;
      if (prop === 'jnpfKeyword') {
        const words = design.searchList.filter((s) => s.isKeyword).map((s) => s.prop);
        tests.push((row) => words.some((w) => on(row, w, (x) => like(x, value))));
        continue;
      }
      const type = bySearch.get(prop)?.searchType ?? 1;
      if (type === 3) tests.push((row) => on(row, prop, (x) => inRange(x, value)));
      else if (type === 2)
        tests.push((row) => on(row, prop, (x) => like(x, Array.isArray(value) ? value[0] : value)));
      else tests.push((row) => on(row, prop, (x) => equalAny(x, Array.isArray(value) ? value : [value])));
    }
    return (row: Row) => tests.every((test) => test(row));
  };

  /** The rows a List body finds, sorted (sidx, else the design's, else newest first). */
  const found = (body: OnlineDevListBody): SampleRow[] => {
    let query: unknown;
    let advanced: unknown;
    try {
      query = jsonOf(body.queryJson);
      advanced = jsonOf(body.superQueryJson);
    } catch {
      throw refuse('badQuery');
    }
    const parsedQuery = listQueryJsonSchema.safeParse(query ?? {});
    const parsedSuper = advanced === undefined ? undefined : superQuerySchema.safeParse(advanced);
    if (!parsedQuery.success || (parsedSuper && !parsedSuper.success)) throw refuse('badQuery');
    const matches = search({ ...parsedQuery.data, ...(body.keyword ? { jnpfKeyword: body.keyword } : {}) });
    const list = rows.filter(
      (r) =>
        (!design.ruleList || superQuery(r, design.ruleList)) &&
        matches(r) &&
        (!parsedSuper?.data || superQuery(r, parsedSuper.data)),
    );
    const keys = parseSidx(body.sidx);
    if (!keys) throw refuse('badQuery');
    for (const k of keys)
      if (!byId.has(k.field)) throw refuse('unknownField', { field: k.field.slice(0, 64) });
    if (!keys.length) return list.reverse();
    return list
      .map((r, i) => ({ r, i }))
      .sort((a, b) => {
        for (const k of keys) {
          const c = compare(a.r[k.field], b.r[k.field]);
          if (c) return k.desc ? -c : c;
        }
        return a.i - b.i;
      })
      .map((x) => x.r);
  };

  /** A row's display values with the sub-tables given (all of them for the detail). */
  const shown = (row: SampleRow, main: SampleField[], tables: SampleFields['tables']) => {
    const out: Row = { id: row.id, ...displayRow(main, row, names) };
    for (const t of tables)
      out[t.vModel] = ((row[t.vModel] as Row[] | undefined) ?? []).map((k) => ({
        id: k.id,
        ...displayRow(t.columns, k, names),
      }));
    return out;
  };

  /** Display rows nested by a parent field (rows in a loop of parents stay at the top). */
  const nest = (
    all: SampleRow[],
    main: SampleField[],
    tables: SampleFields['tables'],
    parentField: string,
  ) => {
    const byRow = new Map(all.map((r) => [r.id, shown(r, main, tables)]));
    const parentOf = (r: SampleRow) => (typeof r[parentField] === 'string' ? (r[parentField] as string) : '');
    const raw = new Map(all.map((r) => [r.id, r]));
    const looped = (id: string) => {
      let at = parentOf(raw.get(id)!);
      for (let step = 0; at && raw.has(at); step++) {
        if (at === id || step > 200) return true;
        at = parentOf(raw.get(at)!);
      }
      return false;
    };
    const roots: Row[] = [];
    for (const r of all) {
      const parent = byRow.get(parentOf(r));
      const row = byRow.get(r.id)!;
      if (parent && !looped(r.id)) parent.children = [...((parent.children as Row[] | undefined) ?? []), row];
      else roots.push(row);
    }
    return roots;
  };

  const listed = () => {
    const props = new Set(design.columnList.map((c) => c.prop));
    if (!props.size) return { main: fields.main, tables: [] };
    return {
      main: fields.main.filter((f) => props.has(f.vModel)),
      tables: fields.tables
        .map((t) => ({ ...t, columns: t.columns.filter((c) => props.has(`${t.vModel}-${c.vModel}`)) }))
        .filter((t) => t.columns.length),
    };
  };

  const stored = (id: string) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw refuse('rowMissing');
    return row;
  };

  /** A submitted record as a stored row: sub-rows get ids, calculate fields computed. */
  const build = (data: string, id: string, before?: SampleRow): SampleRow => {
    let input: unknown;
    try {
      input = JSON.parse(data);
    } catch {
      throw refuse('badRecord');
    }
    if (!input || typeof input !== 'object' || Array.isArray(input)) throw refuse('badRecord');
    const raw = input as Row;
    const row: Row = {};
    for (const f of fields.main) row[f.vModel] = raw[f.vModel] ?? null;
    for (const t of fields.tables) {
      const subs = Array.isArray(raw[t.vModel]) ? (raw[t.vModel] as unknown[]) : [];
      row[t.vModel] = subs.map((s, j) => {
        const cells = s && typeof s === 'object' ? (s as Row) : {};
        const sub: Row = { id: typeof cells.id === 'string' && cells.id ? cells.id : `${id}-${j + 1}` };
        for (const c of t.columns) sub[c.vModel] = cells[c.vModel] ?? null;
        return sub;
      });
    }
    const at = now();
    const user = options.user;
    // what the server fills (form-model.md §2.3)
    for (const f of fields.main) {
      if (f.jnpfKey === 'createUser') row[f.vModel] = before ? before[f.vModel] : (user?.id ?? null);
      if (f.jnpfKey === 'createTime') row[f.vModel] = before ? before[f.vModel] : at;
      if (before && f.jnpfKey === 'modifyUser') row[f.vModel] = user?.id ?? null;
      if (before && f.jnpfKey === 'modifyTime') row[f.vModel] = at;
      if (f.jnpfKey === 'billRule' && !given(row[f.vModel]))
        row[f.vModel] = before?.[f.vModel] ?? `PV${String(serial).padStart(4, '0')}`;
    }
    return { ...computeCalculated(form.fields, row), id };
  };

  return {
    key,
    rows: () => clone(rows),
    list: async (_modelId, body) => {
      const all = found(body);
      const hasPage = design.hasPage;
      const currentPage = hasPage ? Number(body.currentPage ?? 1) : 1;
      const pageSize = hasPage ? Number(body.pageSize ?? design.pageSize) : LIST_PAGE_MAX;
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > LIST_PAGE_MAX)
        throw refuse('badPage', { max: LIST_PAGE_MAX });
      if (!Number.isSafeInteger(currentPage) || currentPage < 1)
        throw refuse('badPage', { max: LIST_PAGE_MAX });
      const seen = listed();
      const pagination = { currentPage, pageSize, total: all.length };
      // a tree table lists every row, each under the row its parent field names
      if (design.type === 5 && design.parentField)
        return { list: nest(all, seen.main, seen.tables, design.parentField), pagination };
      const page = all.slice((currentPage - 1) * pageSize, currentPage * pageSize);
      const list = page.map((r) => shown(r, seen.main, seen.tables));
      const first = design.columnList[0]?.prop ?? design.groupField;
      if (design.type === 3 && design.groupField && byId.has(design.groupField)) {
        const groups = new Map<string, Row[]>();
        for (const r of list) {
          const g = String(r[design.groupField] ?? '');
          groups.set(g, [...(groups.get(g) ?? []), r]);
        }
        return {
          list: [...groups].map(([g, children]) => ({ top: true, id: `group:${g}`, [first]: g, children })),
          pagination,
        };
      }
      return { list, pagination };
    },
    info: async (_modelId, id) => {
      const row = stored(id);
      const data: Row = { id: row.id };
      for (const f of fields.main) data[f.vModel] = row[f.vModel] ?? null;
      for (const t of fields.tables) data[t.vModel] = row[t.vModel] ?? [];
      return { id, data: JSON.stringify(data) };
    },
    detail: async (_modelId, id) => ({
      id,
      data: JSON.stringify(shown(stored(id), fields.main, fields.tables)),
    }),
    create: async (_modelId, body) => {
      serial += 1;
      const row = build(body.data, `sample-${serial}`);
      rows = [...rows, row];
      return ok({ id: row.id });
    },
    update: async (_modelId, id, body) => {
      const before = stored(id);
      const row = build(body.data, id, before);
      rows = rows.map((r) => (r.id === id ? row : r));
      return ok(null);
    },
    remove: async (_modelId, id) => {
      stored(id);
      rows = rows.filter((r) => r.id !== id);
      return ok(null);
    },
    batchRemove: async (_modelId, ids) => {
      const unique = [...new Set(ids)];
      if (!unique.length) throw refuse('rowMissing');
      // one unknown id refuses them all: nothing is deleted
      for (const id of unique) stored(id);
      rows = rows.filter((r) => !unique.includes(r.id));
      return ok(null);
    },
  };
}
