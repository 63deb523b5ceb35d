import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UserSessionTable } from './auth.table';

/** Stores a new session row. */
export async function insertSession(db: Kysely<DB>, row: Insertable<UserSessionTable>): Promise<void> {
  await db.insertInto('base_user_session').values(row).execute();
}

/** A session by token hash with the fields of its user the auth check needs. */
export async function findSessionByHash(db: Kysely<DB>, tokenHash: string) {
  return db
    .selectFrom('base_user_session as s')
    .innerJoin('base_user as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.user_id',
      's.expires_at',
      's.last_active_at',
      's.revoked_at',
      's.revoke_reason',
      'u.account',
      'u.real_name',
      'u.is_administrator',
      'u.enabled_mark',
      'u.deleted_at',
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Slides a live session's expiry forward. */
export async function touchSession(
  db: Kysely<DB>,
  id: string,
  now: number,
  expiresAt: number,
): Promise<void> {
  await db
    .updateTable('base_user_session')
    .set({ last_active_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes one session. */
export async function revokeSession(
  db: Kysely<DB>,
  id: string,
  reason: UserSessionTable['revoke_reason'],
  now: number,
): Promise<void> {
  await db
    .updateTable('base_user_session')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a user except one; answers how many. */
export async function revokeUserSessions(
  db: Kysely<DB>,
  userId: string,
  reason: UserSessionTable['revoke_reason'],
  now: number,
  exceptId?: string,
): Promise<number> {
  let query = db
    .updateTable('base_user_session')
    .set({ revoked_at: now, revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes sessions that expired before `before`; answers how many went. */
export async function deleteSessionsExpiredBefore(db: Kysely<DB>, before: number): Promise<number> {
  const result = await db.deleteFrom('base_user_session').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
