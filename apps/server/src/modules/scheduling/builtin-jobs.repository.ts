import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Deletes sign-in leftovers past their expiry plus a grace period: sessions (kept a day longer so
 * "your session expired" can still be told apart from "unknown token"), scan tickets, SMS codes and
 * image codes. Answers how many rows went.
 */
export async function sweepExpiredSignIns(db: Kysely<DB>, now: number): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  const hour = 60 * 60 * 1000;
  const counts = await Promise.all([
    db
      .deleteFrom('base_user_session')
      .where('expires_at', '<', now - day)
      .executeTakeFirst(),
    db
      .deleteFrom('base_sign_in_ticket')
      .where('expires_at', '<', now - hour)
      .executeTakeFirst(),
    db
      .deleteFrom('base_sms_code')
      .where('expires_at', '<', now - hour)
      .executeTakeFirst(),
    db
      .deleteFrom('base_image_code')
      .where('expires_at', '<', now - hour)
      .executeTakeFirst(),
  ]);
  return counts.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
}
