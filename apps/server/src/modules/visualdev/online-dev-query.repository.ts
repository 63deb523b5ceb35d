import {
  LIST_PAGE_MAX,
  listQueryJsonSchema,
  parseSidx,
  superQuerySchema,
  type ColumnData,
  type DynamicFilter,
  type DynamicTable,
  type SuperQuery,
  type SuperQueryItem,
} from '@tessera/shared';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/database';
import { escapeLike } from '../../db/dialect';
import { readableColumns, type ReadableColumn } from '../../db/dynamic/columns';
import { filterExpression } from '../../db/dynamic/dynamic-filters';
import { ident } from '../../db/dynamic/quote';
import { AppError, badRequest } from '../../lib/errors';
import { SUB_TABLE_FOREIGN_KEY, type DesignTables } from './form-model.adapter';

// The list query of a generated page (form-model.md §5.3) as SQL over the released tables: every
// field name checked against the model, every symbol against the list, every value bound.

type Where = Expression<SqlBool>;
const TRUE = sql<SqlBool>`1 = 1`;
const FALSE = sql<SqlBool>`1 = 0`;

/** Where a list field lives: the main table, or one sub-table's column. */
interface Located {
  columns: ReadonlyMap<string, ReadableColumn>;
  column: ReadableColumn;
  /** The sub-table, when the field is `table-child`. */
  sub?: DynamicTable;
}

/** The checked paging of a list request. */
export interface ListPaging {
  currentPage: number;
  pageSize: number;
}

/** Reads currentPage and pageSize: whole numbers, 1 ≤ pageSize ≤ {@link LIST_PAGE_MAX}. */
export function listPaging(
  body: { currentPage?: unknown; pageSize?: unknown },
  fallback: number,
): ListPaging {
  const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
  const page = body.currentPage === undefined || body.currentPage === null ? 1 : num(body.currentPage);
  const size = body.pageSize === undefined || body.pageSize === null ? fallback : num(body.pageSize);
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > LIST_PAGE_MAX)
    throw badRequest('onlineDevPageSize', { max: LIST_PAGE_MAX });
  if (typeof page !== 'number' || !Number.isSafeInteger(page) || page < 1 || page > 1e9)
    throw badRequest('onlineDevCurrentPage');
  return { currentPage: page, pageSize: size };
}

/** A JSON text or object of the body, parsed ({} when absent); 400 naming the key when unreadable. */
function jsonOf(value: unknown, key: string): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw badRequest('onlineDevQueryInvalid', { field: key });
  }
}

/**
 * Whether a list field (`vModel`, `table-child`) is among the column codes a caller is not granted
 * (rulings 3); a sub-table's column is hidden with its whole sub-table too.
 */
export function columnHidden(hidden: ReadonlySet<string>, id: string): boolean {
  if (hidden.has(id)) return true;
  const dash = id.indexOf('-');
  return dash > 0 && hidden.has(id.slice(0, dash));
}

/**
 * The list query of one released model. The fields a caller names (queryJson keys, advanced-query
 * conditions, sidx) must be granted by their column permissions (`hidden`: the codes they are not
 * granted), else the filter would disclose the values of a column they may not see. The design's
 * own choices stay the designer's: its fixed filter, default sort and left-tree relation field.
 */
export class ListQuery {
  private readonly main: ReadonlyMap<string, ReadableColumn>;
  private readonly subs = new Map<
    string,
    { table: DynamicTable; columns: ReadonlyMap<string, ReadableColumn> }
  >();

  constructor(
    private readonly tables: DesignTables,
    private readonly design: ColumnData,
    private readonly dialect: DialectName,
    private readonly hidden: ReadonlySet<string> = new Set(),
  ) {
    this.main = readableColumns(tables.main);
    for (const s of tables.subTables)
      this.subs.set(s.vModel, { table: s.table, columns: readableColumns(s.table) });
  }

  /** A field of the model by its list id; 400 naming it when the model has no such field. */
  locate(id: string): Located {
    const mainField = this.tables.main.fields.find((f) => f.name === id);
    if (mainField) return { columns: this.main, column: this.main.get(id)! };
    const dash = id.indexOf('-');
    if (dash > 0) {
      const sub = this.subs.get(id.slice(0, dash));
      const name = id.slice(dash + 1);
      if (sub && sub.table.fields.some((f) => f.name === name))
        return { columns: sub.columns, column: sub.columns.get(name)!, sub: sub.table };
    }
    throw badRequest('onlineDevUnknownField', { field: id.slice(0, 64) });
  }

  /** Refuses (400 naming it) a field the caller's column permissions do not grant. */
  private granted(id: string): void {
    if (columnHidden(this.hidden, id))
      throw badRequest('onlineDevFieldNotGranted', { field: id.slice(0, 64) });
  }

  /** One condition on a field; sub-table fields match when one of the record's rows matches. */
  private on(
    id: string,
    build: (columns: ReadonlyMap<string, ReadableColumn>, column: ReadableColumn) => Where,
  ): Where {
    const at = this.locate(id);
    let inner: Where;
    try {
      inner = build(at.columns, at.column);
    } catch (error) {
      // the lower layer names the column; the caller named the field
      if (error instanceof AppError && error.messageKey === 'dynamicValueInvalid')
        throw badRequest('onlineDevBadValue', { field: id.slice(0, 64) });
      throw error;
    }
    if (!at.sub) return inner;
    const main = ident(this.tables.main.name);
    return sql<SqlBool>`exists (select 1 from ${ident(at.sub.name)} where ${ident(at.sub.name)}.${ident(
      SUB_TABLE_FOREIGN_KEY,
    )} = ${main}.${ident('id')} and ${ident(at.sub.name)}.${ident('deleted_at')} is null and ${inner})`;
  }

  private filter(columns: ReadonlyMap<string, ReadableColumn>, filter: DynamicFilter): Where {
    return filterExpression(columns, filter, this.dialect);
  }

  /** A scalar compared with a field: numbers for number kinds, text for text kinds. */
  private scalar(id: string, column: ReadableColumn, value: unknown): string | number | boolean {
    const kind = column.field.kind;
    const numeric = kind === 'integer' || kind === 'bigint' || kind === 'datetime' || kind === 'decimal';
    if (numeric) {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) throw badRequest('onlineDevBadValue', { field: id });
      return kind === 'decimal' ? String(n) : n;
    }
    if (kind === 'boolean') {
      if (value === true || value === 1 || value === '1' || value === 'true') return true;
      if (value === false || value === 0 || value === '0' || value === 'false') return false;
      throw badRequest('onlineDevBadValue', { field: id });
    }
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value !== 'string') throw badRequest('onlineDevBadValue', { field: id });
    return value;
  }

  /** Equal to one of `values`; a multi-valued (JSON) field holds one of them. */
  private equalAny(id: string, values: unknown[], negate = false): Where {
    if (!values.length) return negate ? TRUE : FALSE;
    return this.on(id, (columns, column) => {
      let where: Where;
      if (column.field.kind === 'json') {
        const text = this.dialect === 'postgres' ? sql`${ident(column.name)}::text` : ident(column.name);
        const parts = values.map((v) => {
          const s = this.scalar(id, { ...column, field: { name: column.name, kind: 'text' } }, v);
          return sql<SqlBool>`${text} like ${`%${escapeLike(JSON.stringify(s))}%`} escape '\\'`;
        });
        where = sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
      } else {
        const list = values.map((v) => this.scalar(id, column, v));
        where = this.filter(columns, { field: column.name, op: 'in', value: list as string[] });
      }
      return negate ? sql<SqlBool>`(${ident(column.name)} is null or not ${where})` : where;
    });
  }

  private compare(id: string, op: 'gt' | 'gte' | 'lt' | 'lte' | 'ne', value: unknown): Where {
    return this.on(id, (columns, column) => {
      if (column.field.kind === 'json') throw badRequest('onlineDevBadValue', { field: id });
      return this.filter(columns, {
        field: column.name,
        op,
        value: this.scalar(id, column, value) as string,
      });
    });
  }

  private like(id: string, value: unknown, negate = false): Where {
    if (typeof value !== 'string' && typeof value !== 'number')
      throw badRequest('onlineDevBadValue', { field: id });
    return this.on(id, (columns, column) => {
      const kind = column.field.kind;
      if (kind !== 'string' && kind !== 'text') throw badRequest('onlineDevBadValue', { field: id });
      const where = this.filter(columns, { field: column.name, op: 'like', value: String(value) });
      return negate ? sql<SqlBool>`(${ident(column.name)} is null or not ${where})` : where;
    });
  }

  private range(id: string, value: unknown): Where {
    if (!Array.isArray(value) || value.length !== 2) throw badRequest('onlineDevBadValue', { field: id });
    const [min, max] = value as unknown[];
    const parts: Where[] = [];
    if (min !== null && min !== undefined && min !== '') parts.push(this.compare(id, 'gte', min));
    if (max !== null && max !== undefined && max !== '') parts.push(this.compare(id, 'lte', max));
    return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : TRUE;
  }

  /** One advanced-query condition. */
  private item(g: SuperQueryItem): Where {
    const v = g.fieldValue;
    const list = Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v];
    switch (g.symbol) {
      case 'null':
      case 'notNull':
        return this.on(g.field, (columns, column) =>
          this.filter(columns, { field: column.name, op: g.symbol as 'null' | 'notNull' }),
        );
      case '==':
        if (Array.isArray(v)) throw badRequest('onlineDevBadValue', { field: g.field });
        return this.equalAny(g.field, [v]);
      case '<>':
        if (Array.isArray(v)) throw badRequest('onlineDevBadValue', { field: g.field });
        return this.equalAny(g.field, [v], true);
      case 'in':
        return this.equalAny(g.field, list);
      case 'notIn':
        return this.equalAny(g.field, list, true);
      case 'like':
        return this.like(g.field, v);
      case 'notLike':
        return this.like(g.field, v, true);
      case 'between':
        return this.range(g.field, v);
      case '>':
        return this.compare(g.field, 'gt', v);
      case '>=':
        return this.compare(g.field, 'gte', v);
      case '<':
        return this.compare(g.field, 'lt', v);
      case '<=':
        return this.compare(g.field, 'lte', v);
    }
  }

  /** An advanced query (or the design's fixed filter) as one expression. */
  superQuery(q: SuperQuery): Where {
    const conditions = q.conditionList
      .filter((c) => c.groups.length)
      .map((c) => {
        const parts = c.groups.map((g) => this.item(g));
        return sql<SqlBool>`(${sql.join(parts, c.logic === 'or' ? sql` or ` : sql` and `)})`;
      });
    if (!conditions.length) return TRUE;
    return sql<SqlBool>`(${sql.join(conditions, q.matchLogic === 'or' ? sql` or ` : sql` and `)})`;
  }

  /** The search bar's values (`queryJson`) and the keyword box. */
  search(query: Record<string, unknown>, keyword: string | null | undefined): Where[] {
    const out: Where[] = [];
    const bySearch = new Map(this.design.searchList.map((s) => [s.prop, s]));
    // the left tree's node arrives as `{treeRelation: id}`: the designer's field, not the caller's
    const tree = this.design.type === 2 && this.design.treeRelation ? this.design.treeRelation : undefined;
    for (const [key, value] of Object.entries(query)) {
      if (key === 'jnpfKeyword') {
        if (value === null || value === '') continue;
        if (typeof value !== 'string') throw badRequest('onlineDevBadValue', { field: key });
        keyword = value;
        continue;
      }
      if (value === null || value === '' || (Array.isArray(value) && !value.length)) continue;
      if (key !== tree) this.granted(key);
      const search = bySearch.get(key);
      const type = search?.searchType ?? 1;
      if (type === 3) out.push(this.range(key, value));
      else if (type === 2) out.push(this.like(key, Array.isArray(value) ? value[0] : value));
      else out.push(this.equalAny(key, Array.isArray(value) ? value : [value]));
    }
    const text = keyword?.trim();
    if (text) {
      // a keyword field whose column the caller may not see is left out of the keyword search
      const fields = this.design.searchList
        .filter((s) => s.isKeyword && !columnHidden(this.hidden, s.prop))
        .map((s) => s.prop);
      const usable = fields.filter((f) => {
        const kind = this.locate(f).column.field.kind;
        return kind === 'string' || kind === 'text';
      });
      out.push(
        usable.length
          ? sql<SqlBool>`(${sql.join(
              usable.map((f) => this.like(f, text)),
              sql` or `,
            )})`
          : FALSE,
      );
    }
    return out;
  }

  /** Every condition of a list request: the design's fixed filter, the search, the advanced query. */
  where(body: { queryJson?: unknown; superQueryJson?: unknown; keyword?: string | null }): Where[] {
    const out: Where[] = [];
    if (this.design.ruleList) out.push(this.superQuery(this.design.ruleList));
    const query = jsonOf(body.queryJson, 'queryJson');
    if (query !== undefined) {
      const parsed = listQueryJsonSchema.safeParse(query);
      if (!parsed.success) throw this.refusal(parsed.error.issues[0], 'queryJson');
      out.push(...this.search(parsed.data, body.keyword));
    } else out.push(...this.search({}, body.keyword));
    const superQuery = jsonOf(body.superQueryJson, 'superQueryJson');
    if (superQuery !== undefined) {
      const parsed = superQuerySchema.safeParse(superQuery);
      if (!parsed.success) throw this.refusal(parsed.error.issues[0], 'superQueryJson', superQuery);
      for (const group of parsed.data.conditionList) for (const g of group.groups) this.granted(g.field);
      out.push(this.superQuery(parsed.data));
    }
    return out;
  }

  /** The message of a query the schema refused: a symbol, a value's type, or the whole query. */
  private refusal(
    issue: { path: PropertyKey[]; code?: string } | undefined,
    key: string,
    raw?: unknown,
  ): AppError {
    const path = issue?.path ?? [];
    const last = path[path.length - 1];
    if (last === 'symbol') {
      let symbol: unknown = raw;
      for (const p of path) symbol = (symbol as Record<PropertyKey, unknown> | undefined)?.[p];
      return badRequest('onlineDevBadSymbol', { symbol: String(symbol).slice(0, 32) });
    }
    if (last === 'fieldValue' || (key === 'queryJson' && path.length >= 1)) {
      let field: unknown = path[0];
      if (key === 'superQueryJson') {
        let group: unknown = raw;
        for (const p of path.slice(0, -1)) group = (group as Record<PropertyKey, unknown> | undefined)?.[p];
        field = (group as { field?: unknown } | undefined)?.field;
      }
      return badRequest('onlineDevBadValue', { field: String(field).slice(0, 64) });
    }
    return badRequest('onlineDevQueryInvalid', { field: key });
  }

  /** The sort of a list request (`sidx`), else the design's, else newest first. */
  order(sidx: string | null | undefined, sort: string | null | undefined): RawBuilder<unknown> {
    let keys = parseSidx(sidx);
    if (!keys) throw badRequest('onlineDevQueryInvalid', { field: 'sidx' });
    if (keys.length === 1 && sort?.toLowerCase() === 'desc') keys = [{ ...keys[0]!, desc: true }];
    // the design's default sort is the designer's: the page sends it back as its first sidx
    const designed = new Set(this.design.defaultSortConfig.map((s) => s.field));
    for (const k of keys) if (!designed.has(k.field)) this.granted(k.field);
    if (!keys.length)
      keys = this.design.defaultSortConfig.map((s) => ({ field: s.field, desc: s.sort === 'desc' }));
    const parts = keys.map((k) => {
      const at = this.locate(k.field);
      if (at.sub || at.column.field.kind === 'json')
        throw badRequest('onlineDevNotSortable', { field: k.field });
      return sql`${ident(at.column.name)} ${sql.raw(k.desc ? 'desc' : 'asc')}`;
    });
    if (!parts.length) parts.push(sql`${ident('created_at')} desc`);
    parts.push(sql`${ident('id')} desc`);
    return sql.join(parts);
  }
}
