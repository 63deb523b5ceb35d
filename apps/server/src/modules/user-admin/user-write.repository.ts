import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { KINDS, type UserObjects } from './user-admin.repository';

/** Values a user is written with (never the administrator flag). */
export interface UserValues {
  account: string;
  real_name: string;
  gender: number | null;
  mobile_phone: string | null;
  email: string | null;
  organize_id: string | null;
  position_id: string | null;
  manager_id: string | null;
  enabled_mark: number;
  sort_code: number;
  description: string | null;
}

/** Inserts (with a password hash) or updates a user and replaces its relations, in one transaction. */
export async function saveUser(
  db: Kysely<DB>,
  id: string,
  values: UserValues,
  relations: Required<UserObjects>,
  who: { userId: string; now: number; passwordHash?: string },
): Promise<void> {
  const { userId, now, passwordHash } = who;
  await db.transaction().execute(async (trx) => {
    if (passwordHash !== undefined)
      await trx
        .insertInto('base_user')
        .values({ id, ...values, password_hash: passwordHash, created_at: now, created_by: userId })
        .execute();
    else
      await trx
        .updateTable('base_user')
        .set({ ...values, updated_at: now, updated_by: userId })
        .where('id', '=', id)
        .execute();
    await trx.deleteFrom('base_user_relation').where('user_id', '=', id).execute();
    const rows = KINDS.flatMap((type) =>
      relations[type].map((objectId, i) => ({
        id: newId(),
        user_id: id,
        object_type: type,
        object_id: objectId,
        sort_code: i,
        created_at: now,
        created_by: userId,
      })),
    );
    if (rows.length) await trx.insertInto('base_user_relation').values(rows).execute();
  });
}

/** Changes some columns of a live user. */
export async function patchUser(
  db: Kysely<DB>,
  id: string,
  patch: {
    enabled_mark?: number;
    password_hash?: string;
    password_changed_at?: number;
    log_error_count?: number;
    unlock_time?: null;
    deleted_at?: number;
    deleted_by?: string;
  },
  userId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('base_user')
    .set({ ...patch, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}
