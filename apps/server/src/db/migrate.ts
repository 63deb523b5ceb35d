import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { initial } from './migrations/0001-initial';
import { signInModes } from './migrations/0003-sign-in-modes';
import { profile } from './migrations/0002-profile';
import { messages } from './migrations/0004-messages';
import { chat } from './migrations/0005-chat';
import { userAdmin } from './migrations/0006-user-admin';
import { dataScope } from './migrations/0007-data-scope';
import { dictionary } from './migrations/0008-dictionary';
import { area } from './migrations/0009-area';
import { dataInterface } from './migrations/0010-data-interface';
import { billRule } from './migrations/0011-bill-rule';
import { printDev } from './migrations/0012-print-dev';
import { messageTemplate } from './migrations/0013-message-template';
import { columnSettings } from './migrations/0014-column-settings';
import { userSearch } from './migrations/0015-user-search';
import { userMainRelations } from './migrations/0016-user-main-relations';
import { dataInterfaceReader } from './migrations/0017-data-interface-reader';
import { billNumberIssued } from './migrations/0018-bill-number-issued';
import { dataInterfaceGrants } from './migrations/0019-data-interface-grants';
import { userPasswordRehash } from './migrations/0020-user-password-rehash';

/** Every migration, in order; names sort the way they run. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0003-sign-in-modes': signInModes,
  '0002-profile': profile,
  '0004-messages': messages,
  '0005-chat': chat,
  '0006-user-admin': userAdmin,
  '0007-data-scope': dataScope,
  '0008-dictionary': dictionary,
  '0009-area': area,
  '0010-data-interface': dataInterface,
  '0011-bill-rule': billRule,
  '0012-print-dev': printDev,
  '0013-message-template': messageTemplate,
  '0014-column-settings': columnSettings,
  '0015-user-search': userSearch,
  '0016-user-main-relations': userMainRelations,
  '0017-data-interface-reader': dataInterfaceReader,
  '0018-bill-number-issued': billNumberIssued,
  '0019-data-interface-grants': dataInterfaceGrants,
  '0020-user-password-rehash': userPasswordRehash,
};

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
