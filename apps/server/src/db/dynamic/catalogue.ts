import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database';
import type { LiveTable } from './schema-diff';
import { parsePgType, parseSqliteType, type PgColumnInfo } from './storage';

// Reads a live table from the database's own catalogue (never from a stored copy of the design).

/** The table's columns and indexes, or `null` when there is no such table. */
export async function readLiveTable(
  db: Kysely<unknown>,
  dialect: DialectName,
  table: string,
): Promise<LiveTable | null> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; type: string }>`
      select name, type from pragma_table_info(${table}) order by cid`.execute(db);
    if (!rows.length) return null;
    const indexes = await sql<{ name: string }>`
      select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(db);
    return {
      columns: rows.map((r) => ({ name: r.name, storage: parseSqliteType(r.type), declared: r.type })),
      indexes: indexes.rows.map((r) => r.name),
    };
  }
  const { rows } = await sql<PgColumnInfo & { column_name: string }>`
    select column_name, data_type, character_maximum_length, numeric_precision, numeric_scale
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  if (!rows.length) return null;
  const indexes = await sql<{ indexname: string }>`
    select indexname from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(
    db,
  );
  return {
    columns: rows.map((r) => ({ name: r.column_name, storage: parsePgType(r), declared: r.data_type })),
    indexes: indexes.rows.map((r) => r.indexname),
  };
}
