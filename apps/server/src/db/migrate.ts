import {
  Migrator,
  PostgresAdapter,
  SqliteAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { serverModules } from '../modules';
import { collectMigrations } from '../platform/migrations';
import { initial } from './migrations/0001-initial';

/** Migrations no single module owns (the first schema); each module's own live in its `migrations/`. */
const core = { name: 'core', migrations: { '0001-initial': initial } };

/** Every migration, sorted by name: Kysely runs them (and records them) in name order. */
export const migrations = collectMigrations([core, ...serverModules]);

/**
 * The PostgreSQL schema the migration tables belong in: the connection's current one. Without it
 * Kysely looks for its tables in every schema, and another schema's tables (another app, another
 * test run) would make it skip creating its own.
 */
async function migrationSchema(db: Kysely<unknown>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Runs the pending migrations on one connection; throws when one fails. */
async function runMigrations(db: Kysely<unknown>, all: Record<string, Migration>): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => all };
  const migrationTableSchema = await migrationSchema(db);
  const { error } = await new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * Brings the schema up to date, all or nothing: when a migration fails, none of the run's stays.
 * Kysely runs a PostgreSQL run in one transaction itself, but none on SQLite (its adapter claims no
 * transactional DDL, which SQLite has), so there the run gets one here. `all` is for tests.
 */
export async function migrateToLatest<T>(db: Kysely<T>, all = migrations): Promise<void> {
  const unknownDb = db as unknown as Kysely<unknown>;
  if (!(unknownDb.getExecutor().adapter instanceof SqliteAdapter)) return runMigrations(unknownDb, all);
  await unknownDb.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      await runMigrations(conn, all);
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
    await sql`commit`.execute(conn);
  });
}
