import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Saves a user's language or layout. */
export async function updateUserPreferences(
  db: Kysely<DB>,
  userId: string,
  values: { language?: string; theme?: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('base_user')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', userId)
    .execute();
}
