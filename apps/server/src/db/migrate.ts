import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { initial } from './migrations/0001-initial';
import { signInModes } from './migrations/0003-sign-in-modes';
import { profile } from './migrations/0002-profile';
import { messages } from './migrations/0004-messages';
import { chat } from './migrations/0005-chat';

/** Every migration, in order; names sort the way they run. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0003-sign-in-modes': signInModes,
  '0002-profile': profile,
  '0004-messages': messages,
  '0005-chat': chat,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const { error } = await new Migrator({ db: db as unknown as Kysely<unknown>, provider }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
