import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { SECRET_COLUMNS, SECRET_TABLES } from './sql-runner.types';

/** Where the application's PostgreSQL connection is: its schema, role and database. */
export async function mainConnection(
  db: Kysely<DB>,
): Promise<{ schema: string; user: string; database: string }> {
  const { rows } = await sql<{ schema: string; user: string; database: string }>`
    select current_schema() as schema, current_user as user, current_database() as database
  `.execute(db);
  return rows[0]!;
}

/** True when `role` exists and the application's role is a member of it (so it may SET ROLE to it). */
export async function mayUseRole(db: Kysely<DB>, role: string): Promise<boolean> {
  const { rows } = await sql<{ usable: boolean }>`
    select exists (select 1 from pg_roles where rolname = ${role})
      and pg_has_role(current_user, (select oid from pg_roles where rolname = ${role}), 'MEMBER') as usable
  `.execute(db);
  return rows[0]?.usable === true;
}

/**
 * Grants `role` USAGE on the current schema and SELECT on every table but the secret ones, and on
 * tables with secret columns every other column; revokes everything else it held on them.
 */
export async function syncReaderGrants(db: Kysely<DB>, roleName: string): Promise<void> {
  const role = sql.id(roleName);
  const { rows: schemaRows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = schemaRows[0]?.schema ?? 'public';
  await sql`grant usage on schema ${sql.id(schema)} to ${role}`.execute(db);
  const { rows: tables } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = ${schema}
  `.execute(db);
  for (const { name } of tables) {
    const table = sql.id(schema, name);
    await sql`revoke all on ${table} from ${role}`.execute(db);
    if ((SECRET_TABLES as readonly string[]).includes(name)) continue;
    const secret = SECRET_COLUMNS[name];
    if (!secret) {
      await sql`grant select on ${table} to ${role}`.execute(db);
      continue;
    }
    const { rows: cols } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = ${schema} and table_name = ${name} order by ordinal_position
    `.execute(db);
    const readable = cols.map((c) => c.name).filter((c) => !secret.includes(c));
    if (readable.length)
      await sql`grant select (${sql.join(readable.map((c) => sql.id(c)))}) on ${table} to ${role}`.execute(
        db,
      );
  }
}

/** The file of SQLite's main database, or undefined when it lives in memory. */
export async function sqliteMainFile(db: Kysely<DB>): Promise<string | undefined> {
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  return rows.find((r) => r.name === 'main')?.file || undefined;
}

/** Writes a consistent copy of SQLite's main database to `file`. */
export async function snapshotSqlite(db: Kysely<DB>, file: string): Promise<void> {
  await sql`vacuum main into ${file}`.execute(db);
}
