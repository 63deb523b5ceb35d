import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { UserTable } from '../user-admin/user-admin.table';

/** A live user by account (exact). */
export function findLiveUserByAccount(db: Kysely<DB>, account: string) {
  return db
    .selectFrom('base_user')
    .selectAll()
    .where('account', '=', account)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether a user still has to change a password an administrator set. */
export async function findMustChangePassword(db: Kysely<DB>, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('base_user')
    .select('must_change_password')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(row?.must_change_password ?? 0) === 1;
}

/** A live user by id. */
export function findLiveUserById(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('base_user')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Adds one wrong password atomically; answers the new count. */
export async function incrementErrorCount(db: Kysely<DB>, id: string): Promise<number> {
  const row = await db
    .updateTable('base_user')
    .set((eb) => ({ log_error_count: eb('log_error_count', '+', 1) }))
    .where('id', '=', id)
    .returning('log_error_count')
    .executeTakeFirstOrThrow();
  return Number(row.log_error_count);
}

/** Changes some columns of a user. */
export async function updateUser(db: Kysely<DB>, id: string, values: Updateable<UserTable>): Promise<void> {
  await db.updateTable('base_user').set(values).where('id', '=', id).execute();
}

/** Names of organisations and positions by id. */
export function findOrganizes(db: Kysely<DB>, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('base_organize')
    .select(['id', 'full_name', 'category', 'parent_id', 'organize_id_tree'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * Replaces a marked user's shared hash with their own and clears the mark; does nothing once the
 * mark is gone (rehashed already, or the password was changed meanwhile).
 */
export async function replaceSharedHash(db: Kysely<DB>, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('base_user')
    .set({ password_hash: passwordHash, password_rehash: 0 })
    .where('id', '=', id)
    .where('password_rehash', '=', 1)
    .execute();
}
