import type { DynamicTable } from '@tessera/shared';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/database';
import { inList } from '../../db/dialect';
import { readableColumns, type ReadableColumn } from '../../db/dynamic/columns';
import { ident } from '../../db/dynamic/quote';
import { decodeValue } from '../../db/dynamic/values';
import { SUB_TABLE_FOREIGN_KEY } from './form-model.adapter';
import type { ListPaging } from './online-dev-query.repository';

// The rows of a generated list over the released tables: a page with its exact total, child rows,
// keyset batches of an export, soft deletes. Conditions come checked and bound from ListQuery.

type Where = Expression<SqlBool>;

/**
 * A page of live rows of the main table under the conditions, with the exact total. At a million
 * rows (issue 18 benchmark) the page is read by ids first when it is not the first (the offset
 * walks an index, not whole rows), and a page that is not full tells the total without a count.
 */
export async function selectPage(
  conn: Kysely<unknown>,
  table: DynamicTable,
  conditions: Where[],
  order: RawBuilder<unknown>,
  paging: ListPaging,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const where = sql.join([sql<SqlBool>`${ident('deleted_at')} is null`, ...conditions], sql` and `);
  const from = ident(table.name);
  const columns = readableColumns(table);
  const names = sql.join([...columns.keys()].map((n) => ident(n)));
  const offset = (paging.currentPage - 1) * paging.pageSize;
  let rows: Record<string, unknown>[];
  if (offset === 0) {
    rows = (
      await sql<Record<string, unknown>>`select ${names} from ${from} where ${where} order by ${order}
        limit ${paging.pageSize}`.execute(conn)
    ).rows;
  } else {
    const ids = (
      await sql<{ id: string }>`select ${ident('id')} from ${from} where ${where} order by ${order}
        limit ${paging.pageSize} offset ${offset}`.execute(conn)
    ).rows.map((r) => r.id);
    rows = ids.length ? await rowsById(conn, from, names, ids) : [];
  }
  // a page with rows that is not full is the last one: its end is the total
  const total =
    rows.length > 0 && rows.length < paging.pageSize
      ? offset + rows.length
      : Number(
          (
            await sql<{
              total: number | string;
            }>`select count(*) as total from ${from} where ${where}`.execute(conn)
          ).rows[0]?.total ?? 0,
        );
  return { rows: rows.map((r) => decodeRow(columns, r)), total };
}

/** Rows by id, in the order of `ids` (every id names a row just read). */
async function rowsById(
  conn: Kysely<unknown>,
  from: RawBuilder<unknown>,
  names: RawBuilder<unknown>,
  ids: string[],
): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select ${names} from ${from}
    where ${ident('id')} in (${sql.join(ids.map((id) => sql.val(id)))})`.execute(conn);
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

function decodeRow(columns: ReadonlyMap<string, ReadableColumn>, r: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const [name, column] of columns) row[name] = decodeValue(column.field, r[name]);
  return row;
}

/** Live child rows of a sub-table whose parent is one of `ids`, oldest first. */
export async function selectChildren(
  conn: Kysely<unknown>,
  dialect: DialectName,
  table: DynamicTable,
  ids: string[],
): Promise<Record<string, unknown>[]> {
  if (!ids.length) return [];
  const columns = readableColumns(table);
  const names = sql.join([...columns.keys()].map((n) => ident(n)));
  const { rows } = await sql<Record<string, unknown>>`select ${names} from ${ident(table.name)}
    where ${ident('deleted_at')} is null and ${inList(dialect, SUB_TABLE_FOREIGN_KEY, ids)}
    order by ${ident('created_at')} asc, ${ident('id')} asc`.execute(conn);
  return rows.map((r) => decodeRow(columns, r));
}

/** Marks live rows (in `scope`, when given) deleted; answers how many it marked. */
export async function softDelete(
  conn: Kysely<unknown>,
  dialect: DialectName,
  table: string,
  ids: string[],
  userId: string,
  scope: Where | undefined,
): Promise<number> {
  if (!ids.length) return 0;
  const parts = [
    sql<SqlBool>`${ident('deleted_at')} is null`,
    inList(dialect, 'id', ids),
    ...(scope ? [scope] : []),
  ];
  const result = await sql`update ${ident(table)}
    set ${ident('deleted_at')} = ${Date.now()}, ${ident('deleted_by')} = ${userId}
    where ${sql.join(parts, sql` and `)}`.execute(conn);
  return Number(result.numAffectedRows ?? 0);
}

/** Where a keyset batch of an export stops: the next batch starts after it. */
export type Cursor = string | number;

/**
 * Up to `limit` live rows under the conditions after the cursor `after` (keyset batches of an
 * export), with the cursor of the last one. PostgreSQL walks the ids. SQLite walks the rowid: every
 * index holds it as its last column, so a batch under equality conditions is one index range read
 * in order; by id, each batch sorted every row the conditions find (issue 18 benchmark: 23.6 s for
 * 100,000 of a million rows). The rowid of a table is its insertion order, as the ids are.
 */
export async function selectAfter(
  conn: Kysely<unknown>,
  dialect: DialectName,
  table: DynamicTable,
  conditions: Where[],
  after: Cursor | null,
  limit: number,
): Promise<{ rows: Record<string, unknown>[]; next: Cursor | null }> {
  // `_rowid_`: no field can shadow it (a field's name starts with a letter)
  const key = dialect === 'sqlite' ? sql`_rowid_` : ident('id');
  const parts = [sql<SqlBool>`${ident('deleted_at')} is null`, ...conditions];
  if (after !== null) parts.push(sql<SqlBool>`${key} > ${after}`);
  const columns = readableColumns(table);
  const names = sql.join([...columns.keys()].map((n) => ident(n)));
  const { rows } = await sql<Record<string, unknown>>`select ${names}, ${key} as ${ident(CURSOR)}
    from ${ident(table.name)} where ${sql.join(parts, sql` and `)} order by ${key} asc limit ${limit}`.execute(
    conn,
  );
  const last = rows[rows.length - 1]?.[CURSOR];
  return {
    rows: rows.map((r) => decodeRow(columns, r)),
    next: typeof last === 'number' || typeof last === 'bigint' ? Number(last) : last ? String(last) : null,
  };
}

/** The column a keyset batch answers its cursor in (never a field's name: they start with a letter). */
const CURSOR = '__cursor';

/** Ids among `ids` (bound list) of live rows under the conditions. */
export async function countIn(
  conn: Kysely<unknown>,
  dialect: DialectName,
  table: DynamicTable,
  conditions: Where[],
  ids: string[],
): Promise<number> {
  const parts = [sql<SqlBool>`${ident('deleted_at')} is null`, inList(dialect, 'id', ids), ...conditions];
  const { rows } = await sql<{ total: number | string }>`select count(*) as total from ${ident(table.name)}
    where ${sql.join(parts, sql` and `)}`.execute(conn);
  return Number(rows[0]?.total ?? 0);
}

/** The id condition of selected rows. */
export const idIn = (dialect: DialectName, ids: string[]): Where => inList(dialect, 'id', ids);
