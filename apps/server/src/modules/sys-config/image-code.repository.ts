import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** Stores a code under a key (replacing an earlier one) and drops expired codes, in the caller's transaction. */
export async function saveImageCode(
  trx: Transaction<DB>,
  row: { id: string; key_hash: string; answer_hash: string; expires_at: number },
  now: number,
): Promise<void> {
  await trx
    .deleteFrom('base_image_code')
    .where((eb) => eb.or([eb('key_hash', '=', row.key_hash), eb('expires_at', '<=', now)]))
    .execute();
  await trx.insertInto('base_image_code').values(row).execute();
}

/**
 * Consumes the code of a key: the row is deleted whatever the answer, so each code allows one
 * guess. Answers whether a live row with that answer existed.
 */
export async function consumeImageCode(
  db: Kysely<DB>,
  keyHash: string,
  answerHash: string,
  now: number,
): Promise<boolean> {
  const rows = await db
    .deleteFrom('base_image_code')
    .where('key_hash', '=', keyHash)
    .returning(['answer_hash', 'expires_at'])
    .execute();
  return rows.some((r) => r.answer_hash === answerHash && Number(r.expires_at) > now);
}

/** Deletes image codes that expired before `before`; answers how many went. */
export async function deleteImageCodesExpiredBefore(db: Kysely<DB>, before: number): Promise<number> {
  const result = await db.deleteFrom('base_image_code').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
