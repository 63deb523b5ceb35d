import { dynamicTableSchema, type DynamicTable } from '@tessera/shared';
import { sql, type Kysely } from 'kysely';
import { badRequest } from '../../lib/errors';
import type { DialectName } from '../database';
import { readLiveTable } from './catalogue';
import { wantedIndexes, type WantedColumn, type WantedIndex } from './layout';
import { ident, quoteIdent } from './quote';
import { diffSchema, unsafeChange, type DiffOptions, type LiveTable, type SchemaChange } from './schema-diff';
import { sqlType } from './storage';

/** What an apply did. */
export interface ApplyResult {
  /** The table did not exist before. */
  created: boolean;
  /** The changes made (retired columns included, though they change nothing). */
  changes: SchemaChange[];
}

type Conn = Kysely<unknown>;

/** PostgreSQL's column limit (SQLite's default is 2,000); retired columns count. */
const MAX_COLUMNS = 1600;
type Alter = Extract<SchemaChange, { kind: 'alterColumn' }>;

const exec = (conn: Conn, text: string) => sql.raw(text).execute(conn);

function columnDdl(name: string, type: string): string {
  const q = quoteIdent(name);
  if (name === 'id') return `${q} ${type} not null primary key`;
  if (name === 'created_at') return `${q} ${type} not null`;
  if (name === 'version') return `${q} ${type} not null default 0`;
  return `${q} ${type}`;
}

const createTableDdl = (table: string, columns: Array<{ name: string; type: string }>) =>
  `create table ${quoteIdent(table)} (${columns.map((c) => columnDdl(c.name, c.type)).join(', ')})`;

// Every index is partial: lists and unique checks only ever look at live rows, and a
// soft-deleted row frees its unique value.
const createIndexDdl = (table: string, index: WantedIndex) =>
  `create ${index.unique ? 'unique ' : ''}index ${quoteIdent(index.name)} on ${quoteIdent(table)} ` +
  `(${index.columns.map(quoteIdent).join(', ')}) where ${quoteIdent('deleted_at')} is null`;

async function hasValues(conn: Conn, table: string, column: string): Promise<boolean> {
  const { rows } =
    await sql`select 1 as hit from ${ident(table)} where ${ident(column)} is not null limit 1`.execute(conn);
  return rows.length > 0;
}

async function hasDuplicates(conn: Conn, table: string, columns: string[]): Promise<boolean> {
  const cols = sql.join(columns.map(ident));
  const notNull = sql.join(
    columns.map((c) => sql`${ident(c)} is not null`),
    sql` and `,
  );
  const { rows } = await sql`select 1 as hit from ${ident(table)}
    where ${ident('deleted_at')} is null and ${notNull}
    group by ${cols} having count(*) > 1 limit 1`.execute(conn);
  return rows.length > 0;
}

/** Refuses the plan's changes that could lose data or break a unique index, naming the field. */
async function checkData(conn: Conn, table: DynamicTable, changes: SchemaChange[]): Promise<void> {
  // A column added by this plan holds no value yet: nothing to check on it.
  const added = new Set(changes.flatMap((c) => (c.kind === 'addColumn' ? [c.column.name] : [])));
  for (const c of changes) {
    if (c.kind === 'createIndex' && c.index.columns.some((x) => added.has(x))) continue;
    if (c.kind === 'alterColumn' && !c.widening && (await hasValues(conn, table.name, c.name))) {
      const refusal = unsafeChange(c);
      throw badRequest(refusal.key, refusal.params);
    }
    if (
      c.kind === 'createIndex' &&
      c.index.unique &&
      (await hasDuplicates(conn, table.name, c.index.columns))
    )
      throw badRequest('dynamicUniqueDuplicates', { field: c.index.columns.join(', ') });
  }
}

async function applyPostgres(conn: Conn, table: string, changes: SchemaChange[]): Promise<void> {
  const t = quoteIdent(table);
  for (const c of changes) {
    if (c.kind === 'createTable')
      await exec(
        conn,
        createTableDdl(
          table,
          c.columns.map((x) => ({ name: x.name, type: sqlType(x.storage, 'postgres') })),
        ),
      );
    else if (c.kind === 'addColumn')
      await exec(
        conn,
        `alter table ${t} add column ${columnDdl(c.column.name, sqlType(c.column.storage, 'postgres'))}`,
      );
    else if (c.kind === 'alterColumn') {
      const type = sqlType(c.to, 'postgres');
      // An unsafe change only reaches here for a column without values: nothing to convert.
      const using = c.widening ? `${quoteIdent(c.name)}::${type}` : `null::${type}`;
      await exec(conn, `alter table ${t} alter column ${quoteIdent(c.name)} type ${type} using ${using}`);
    } else if (c.kind === 'dropIndex') await exec(conn, `drop index ${quoteIdent(c.name)}`);
    else if (c.kind === 'createIndex') await exec(conn, createIndexDdl(table, c.index));
  }
}

/**
 * SQLite cannot change a column's type in place: the table is rebuilt (new table, copy, drop,
 * rename) inside the same transaction, then every wanted index is made again.
 */
async function rebuildSqlite(
  conn: Conn,
  table: DynamicTable,
  live: LiveTable,
  alters: Alter[],
  added: WantedColumn[],
): Promise<void> {
  const byName = new Map(alters.map((a) => [a.name, a]));
  const columns = [
    ...live.columns.map((c) => {
      const alter = byName.get(c.name);
      return { name: c.name, type: alter ? sqlType(alter.to, 'sqlite') : c.declared, alter };
    }),
    ...added.map((c) => ({ name: c.name, type: sqlType(c.storage, 'sqlite'), alter: undefined })),
  ];
  const { rows: others } = await sql<{ sql: string }>`select sql from sqlite_master
    where type = 'index' and tbl_name = ${table.name} and sql is not null and name not like 'dx\\_%' escape '\\'`.execute(
    conn,
  );
  const temp = 'dyn__rebuild';
  await exec(conn, `drop table if exists ${quoteIdent(temp)}`);
  await exec(conn, createTableDdl(temp, columns));
  const copied = live.columns.map((c) => quoteIdent(c.name));
  const values = live.columns.map((c) =>
    byName.get(c.name)?.widening === false ? 'null' : quoteIdent(c.name),
  );
  await exec(
    conn,
    `insert into ${quoteIdent(temp)} (${copied.join(', ')}) select ${values.join(', ')} from ${quoteIdent(table.name)}`,
  );
  await exec(conn, `drop table ${quoteIdent(table.name)}`);
  await exec(conn, `alter table ${quoteIdent(temp)} rename to ${quoteIdent(table.name)}`);
  for (const index of wantedIndexes(table)) await exec(conn, createIndexDdl(table.name, index));
  for (const other of others) await exec(conn, other.sql);
}

async function applySqlite(conn: Conn, table: DynamicTable, live: LiveTable | null, changes: SchemaChange[]) {
  const alters = changes.filter((c): c is Alter => c.kind === 'alterColumn');
  if (live && alters.length) {
    const added = changes.flatMap((c) => (c.kind === 'addColumn' ? [c.column] : []));
    return rebuildSqlite(conn, table, live, alters, added);
  }
  const t = quoteIdent(table.name);
  for (const c of changes) {
    if (c.kind === 'createTable')
      await exec(
        conn,
        createTableDdl(
          table.name,
          c.columns.map((x) => ({ name: x.name, type: sqlType(x.storage, 'sqlite') })),
        ),
      );
    else if (c.kind === 'addColumn')
      await exec(
        conn,
        `alter table ${t} add column ${columnDdl(c.column.name, sqlType(c.column.storage, 'sqlite'))}`,
      );
    else if (c.kind === 'dropIndex') await exec(conn, `drop index ${quoteIdent(c.name)}`);
    else if (c.kind === 'createIndex') await exec(conn, createIndexDdl(table.name, c.index));
  }
}

/**
 * Creates or alters a table to match a description, in one transaction, one apply per table at a
 * time (PostgreSQL: an advisory transaction lock on the table name; SQLite: `begin immediate`,
 * the single writer). The live table is read from the catalogue inside the lock, so a second apply
 * of the same change finds nothing left to do. Refused changes throw a 400 naming the field.
 * `options.shared`: a table other designs also use, changed by additions only (see {@link DiffOptions}).
 */
export async function applySchema(
  db: Kysely<unknown>,
  dialect: DialectName,
  description: unknown,
  options: DiffOptions = {},
): Promise<ApplyResult> {
  const table = dynamicTableSchema.parse(description);
  return db.connection().execute(async (conn) => {
    await exec(conn, dialect === 'sqlite' ? 'begin immediate' : 'begin');
    try {
      if (dialect === 'postgres')
        await sql`select pg_advisory_xact_lock(hashtext(${`dyn:${table.name}`}))`.execute(conn);
      const live = await readLiveTable(conn, dialect, table.name);
      const plan = diffSchema(live, table, options);
      const refusal = plan.refusals[0];
      if (refusal) throw badRequest(refusal.key, refusal.params);
      const added = plan.changes.filter((c) => c.kind === 'addColumn').length;
      if (live && live.columns.length + added > MAX_COLUMNS)
        throw badRequest('dynamicTooManyColumns', { table: table.name, max: MAX_COLUMNS });
      if (live) await checkData(conn, table, plan.changes);
      if (dialect === 'postgres') await applyPostgres(conn, table.name, plan.changes);
      else await applySqlite(conn, table, live, plan.changes);
      await exec(conn, 'commit');
      return { created: !live, changes: plan.changes };
    } catch (error) {
      await exec(conn, 'rollback');
      throw error;
    }
  });
}
