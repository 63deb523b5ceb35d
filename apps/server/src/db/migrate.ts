import { Migrator, PostgresAdapter, sql, type Kysely, type MigrationProvider } from 'kysely';
import { serverModules } from '../modules';
import { collectMigrations } from '../platform/migrations';
import { initial } from './migrations/0001-initial';

/** Migrations no single module owns (the first schema); each module's own live in its `migrations/`. */
const core = { name: 'core', migrations: { '0001-initial': initial } };

/** Every migration, sorted by name: Kysely runs them (and records them) in name order. */
export const migrations = collectMigrations([core, ...serverModules]);

const provider: MigrationProvider = { getMigrations: async () => migrations };

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

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const unknownDb = db as unknown as Kysely<unknown>;
  const migrationTableSchema = await migrationSchema(unknownDb);
  const { error } = await new Migrator({
    db: unknownDb,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
