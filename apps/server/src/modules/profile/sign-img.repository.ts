import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { SignImgTable } from './profile.table';

/** A user's signature images, default first then newest. */
export function listSignImgs(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('base_sign_img')
    .select(['id', 'sign_img', 'is_default', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many signature images a user has. */
export async function countSignImgs(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('base_sign_img')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stores a signature image. */
export async function insertSignImg(db: Kysely<DB>, row: Insertable<SignImgTable>): Promise<void> {
  await db.insertInto('base_sign_img').values(row).execute();
}

/** Deletes one of the user's signature images; answers whether one was deleted. */
export async function deleteSignImg(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('base_sign_img')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Makes one of the user's images the default and clears the flag on the others, in the caller's transaction. */
export async function setDefaultSignImg(trx: Transaction<DB>, userId: string, id: string): Promise<boolean> {
  const mine = await trx
    .selectFrom('base_sign_img')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!mine) return false;
  await trx.updateTable('base_sign_img').set({ is_default: 0 }).where('user_id', '=', userId).execute();
  await trx.updateTable('base_sign_img').set({ is_default: 1 }).where('id', '=', id).execute();
  return true;
}
