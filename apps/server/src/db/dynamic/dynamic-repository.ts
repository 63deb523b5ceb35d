import {
  dynamicListQuerySchema,
  dynamicTableSchema,
  type DynamicListQuery,
  type DynamicTable,
  type Pagination,
} from '@tessera/shared';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { DomainEventName, DomainEvents } from '../../platform/events';
import type { DialectName } from '../database';
import { inList, isUniqueViolation } from '../dialect';
import { readableColumns, type ReadableColumn } from './columns';
import { columnNamed, filterExpression, orderBy } from './dynamic-filters';
import { wantedIndexes } from './layout';
import { ident } from './quote';
import { decodeValue, encodeValue, InvalidValueError, type Bound } from './values';

/** Who acts, and which rows they may touch (the menu's data scope; `undefined`: all rows). */
export interface DynamicAccess {
  userId: string;
  /** The actor's main organisation, stored on the rows they create (data scope by organisation). */
  organizeId: string | null;
  /** From `DataScopeService.where(caller, menu, dynamicScopeFields(table))`. */
  scope: Expression<SqlBool> | undefined;
}

/** A row as the caller gets it: the readable standard columns and the described fields. */
export type DynamicRow = Record<string, unknown>;

/** A page of rows; keyset pages (`after`) skip the total and give the id to continue after. */
export interface DynamicPage {
  list: DynamicRow[];
  pagination: Omit<Pagination, 'total'> & { total: number | null };
  next: string | null;
}

type Conn = Kysely<unknown>;
const TRUE = sql<SqlBool>`1 = 1`;

/**
 * Rows of one described table. Only described columns are read, written, filtered or sorted,
 * each quoted by one helper; every value is bound. Every read and write goes through the
 * caller's data scope, sees live rows only (soft delete) and fills the audit columns.
 */
export class DynamicRepository {
  private readonly table: DynamicTable;
  private readonly columns: ReadonlyMap<string, ReadableColumn>;

  constructor(
    private readonly db: Kysely<unknown>,
    private readonly dialect: DialectName,
    description: DynamicTable,
    /** Where record.created/updated/deleted go after each committed write (none: not emitted). */
    private readonly events?: DomainEvents,
  ) {
    this.table = dynamicTableSchema.parse(description);
    this.columns = readableColumns(this.table);
  }

  /** Tells subscribers about a committed write; their failures never reach the caller. */
  private emit(name: DomainEventName, id: string, userId: string): void {
    void this.events?.emit(name, { resource: this.table.name, id, userId, at: Date.now() });
  }

  private get from(): RawBuilder<unknown> {
    return ident(this.table.name);
  }

  private selection(): RawBuilder<unknown> {
    return sql.join([...this.columns.keys()].map((c) => ident(c)));
  }

  private live(access: DynamicAccess, extra: Expression<SqlBool>[] = []): RawBuilder<SqlBool> {
    const parts = [sql<SqlBool>`${ident('deleted_at')} is null`, access.scope ?? TRUE, ...extra];
    return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
  }

  private decode(row: Record<string, unknown>): DynamicRow {
    const out: DynamicRow = {};
    for (const [name, column] of this.columns) out[name] = decodeValue(column.field, row[name]);
    return out;
  }

  /** Checked, encoded values of a write; unknown or server-owned names and bad values are refused. */
  private encode(values: Record<string, unknown>, creating: boolean): Map<string, Bound> {
    const out = new Map<string, Bound>();
    for (const [name, value] of Object.entries(values)) {
      const column = columnNamed(this.columns, name);
      if (!column.writable) throw badRequest('dynamicUnknownField', { field: name });
      try {
        out.set(name, encodeValue(column.field, value, this.dialect));
      } catch (error) {
        if (error instanceof InvalidValueError) throw badRequest('dynamicValueInvalid', { field: name });
        throw error;
      }
    }
    for (const column of this.columns.values()) {
      if (!column.writable || !column.field.required) continue;
      const given = out.has(column.name);
      if ((creating && !given) || (given && out.get(column.name) === null))
        throw badRequest('dynamicFieldRequired', { field: column.field.comment ?? column.name });
    }
    return out;
  }

  /** A page of live rows in scope, filtered and sorted on described columns only. */
  async list(query: DynamicListQuery, access: DynamicAccess): Promise<DynamicPage> {
    const q = dynamicListQuerySchema.parse(query);
    const filters = q.filters.map((f) => filterExpression(this.columns, f, this.dialect));
    if (q.after !== undefined) {
      if (q.sort.length) throw badRequest('dynamicValueInvalid', { field: 'after' });
      const where = this.live(access, [...filters, sql<SqlBool>`${ident('id')} > ${q.after}`]);
      const { rows } = await sql<Record<string, unknown>>`select ${this.selection()} from ${this.from}
        where ${where} order by ${ident('id')} asc limit ${q.pageSize}`.execute(this.db);
      const list = rows.map((r) => this.decode(r));
      const next = rows.length === q.pageSize ? String(rows[rows.length - 1]?.id) : null;
      return { list, pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: null }, next };
    }
    const where = this.live(access, filters);
    const sort = q.sort.length
      ? q.sort
      : [
          { field: 'created_at', desc: true },
          { field: 'id', desc: true },
        ];
    const [{ rows }, count] = await Promise.all([
      sql<Record<string, unknown>>`select ${this.selection()} from ${this.from} where ${where}
        order by ${orderBy(this.columns, sort)}
        limit ${q.pageSize} offset ${(q.currentPage - 1) * q.pageSize}`.execute(this.db),
      sql<{ total: number | string }>`select count(*) as total from ${this.from} where ${where}`.execute(
        this.db,
      ),
    ]);
    const total = Number(count.rows[0]?.total ?? 0);
    return {
      list: rows.map((r) => this.decode(r)),
      pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total },
      next: null,
    };
  }

  /** One live row in scope; out of scope reads as missing (404). */
  async get(id: string, access: DynamicAccess, db: Conn = this.db): Promise<DynamicRow> {
    const { rows } = await sql<Record<string, unknown>>`select ${this.selection()} from ${this.from}
      where ${this.live(access, [sql<SqlBool>`${ident('id')} = ${id}`])}`.execute(db);
    const row = rows[0];
    if (!row) throw notFound();
    return this.decode(row);
  }

  /** Inserts a row (id, audit fields, organisation and version filled by the server). */
  async insert(values: Record<string, unknown>, access: DynamicAccess): Promise<DynamicRow> {
    const encoded = this.encode(values, true);
    const id = newId();
    const all = new Map<string, Bound>([
      ['id', id],
      ['created_at', Date.now()],
      ['created_by', access.userId],
      ['organize_id', access.organizeId],
      ['version', 0],
      ...encoded,
    ]);
    const names = sql.join([...all.keys()].map((n) => ident(n)));
    const bound = sql.join([...all.values()].map((v) => sql.val(v)));
    await this.guardUnique(all, () =>
      sql`insert into ${this.from} (${names}) values (${bound})`.execute(this.db),
    );
    this.emit('record.created', id, access.userId);
    return this.get(id, { ...access, scope: undefined });
  }

  /**
   * Inserts rows as {@link insert} does, a few hundred per statement and without reading them
   * back (imports); answers their ids in order.
   */
  async insertMany(rows: Record<string, unknown>[], access: DynamicAccess): Promise<string[]> {
    const ids: string[] = [];
    const now = Date.now();
    const encoded = rows.map((values) => {
      const id = newId();
      ids.push(id);
      return new Map<string, Bound>([
        ['id', id],
        ['created_at', now],
        ['created_by', access.userId],
        ['organize_id', access.organizeId],
        ['version', 0],
        ...this.encode(values, true),
      ]);
    });
    const names = [...new Set(encoded.flatMap((row) => [...row.keys()]))];
    // bound values per statement stay far below SQLite's and PostgreSQL's limits
    const perStatement = Math.max(1, Math.floor(20_000 / names.length));
    for (let i = 0; i < encoded.length; i += perStatement) {
      const chunk = encoded.slice(i, i + perStatement);
      const tuples = chunk.map((row) => sql`(${sql.join(names.map((n) => sql.val(row.get(n) ?? null)))})`);
      await this.guardUnique(new Map(names.map((n) => [n, null])), () =>
        sql`insert into ${this.from} (${sql.join(names.map((n) => ident(n)))}) values ${sql.join(tuples)}`.execute(
          this.db,
        ),
      );
    }
    for (const id of ids) this.emit('record.created', id, access.userId);
    return ids;
  }

  /**
   * Updates a live row in scope when its version is still `version` (optimistic lock); a row out
   * of scope or deleted is missing (404), a changed one is a conflict (400).
   */
  async update(
    id: string,
    version: number,
    values: Record<string, unknown>,
    access: DynamicAccess,
  ): Promise<DynamicRow> {
    const encoded = this.encode(values, false);
    const sets = [
      ...[...encoded].map(([n, v]) => sql`${ident(n)} = ${sql.val(v)}`),
      sql`${ident('updated_at')} = ${Date.now()}`,
      sql`${ident('updated_by')} = ${access.userId}`,
      sql`${ident('version')} = ${ident('version')} + 1`,
    ];
    const where = this.live(access, [
      sql<SqlBool>`${ident('id')} = ${id}`,
      sql<SqlBool>`${ident('version')} = ${version}`,
    ]);
    const result = await this.guardUnique(encoded, () =>
      sql`update ${this.from} set ${sql.join(sets)} where ${where}`.execute(this.db),
    );
    if (!Number(result.numAffectedRows ?? 0)) {
      await this.get(id, access);
      throw badRequest('dynamicVersionConflict');
    }
    this.emit('record.updated', id, access.userId);
    return this.get(id, access);
  }

  /** Soft-deletes live rows in scope: all of them or none (a missing or hidden id answers 404). */
  async remove(ids: string[], access: DynamicAccess): Promise<void> {
    if (!ids.length) return;
    const unique = [...new Set(ids)];
    await this.db.transaction().execute(async (trx) => {
      const where = this.live(access, [inList(this.dialect, 'id', unique)]);
      const result = await sql`update ${this.from}
        set ${ident('deleted_at')} = ${Date.now()}, ${ident('deleted_by')} = ${access.userId}
        where ${where}`.execute(trx);
      if (Number(result.numAffectedRows ?? 0) !== unique.length) throw notFound();
    });
    for (const id of unique) this.emit('record.deleted', id, access.userId);
  }

  /** Runs a write; a unique-index refusal becomes a 400 naming the field whose value is taken. */
  private async guardUnique<T>(values: Map<string, Bound>, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const unique = wantedIndexes(this.table).filter(
        (i) => i.unique && i.columns.some((c) => values.has(c)),
      );
      const field = unique[0]?.columns.join(', ') ?? '';
      const described = this.columns.get(unique[0]?.columns[0] ?? '')?.field.comment;
      throw badRequest('dynamicDuplicateValue', {
        field: unique.length === 1 && described ? described : field,
      });
    }
  }
}
