import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { SmsCodeTable } from './sign-in-modes.table';

/** The one enabled, live user with this mobile, or undefined (none, or several). */
export async function findEnabledUserByMobile(db: Kysely<DB>, mobile: string) {
  const rows = await db
    .selectFrom('base_user')
    .selectAll()
    .where('mobile_phone', '=', mobile)
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .limit(2)
    .execute();
  return rows.length === 1 ? rows[0] : undefined;
}

/** The newest code sent to a mobile. */
export function findLatestCode(db: Kysely<DB>, mobile: string) {
  return db
    .selectFrom('base_sms_code')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Stores a new code and retires the mobile's older ones, in the caller's transaction. */
export async function insertCode(trx: Transaction<DB>, row: Insertable<SmsCodeTable>): Promise<void> {
  await trx
    .updateTable('base_sms_code')
    .set({ used_at: row.created_at })
    .where('mobile', '=', row.mobile)
    .where('used_at', 'is', null)
    .execute();
  await trx.insertInto('base_sms_code').values(row).execute();
}

/** Counts one verify attempt if fewer than `max` were made; answers whether it was counted. */
export async function countAttempt(db: Kysely<DB>, id: string, max: number): Promise<boolean> {
  const result = await db
    .updateTable('base_sms_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', max)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Spends a code; answers whether this call did (a code signs in once). */
export async function useCode(db: Kysely<DB>, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('base_sms_code')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes verification codes that expired before `before`; answers how many went. */
export async function deleteCodesExpiredBefore(db: Kysely<DB>, before: number): Promise<number> {
  const result = await db.deleteFrom('base_sms_code').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
