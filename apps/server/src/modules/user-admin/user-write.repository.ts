import type { Kysely, Transaction } from 'kysely';
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

/** Updates a user and replaces its relations, in the caller's transaction (new users: {@link insertUsers}). */
export async function saveUser(
  trx: Transaction<DB>,
  id: string,
  values: UserValues,
  relations: Required<UserObjects>,
  who: { userId: string; now: number },
): Promise<void> {
  const { userId, now } = who;
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
}

/** Changes some columns of a live user. */
export async function patchUser(
  db: Kysely<DB>,
  id: string,
  patch: {
    enabled_mark?: number;
    password_hash?: string;
    /** 0 whenever the password is set: the new hash has its own salt. */
    password_rehash?: number;
    password_changed_at?: number;
    must_change_password?: number;
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

/** One new user of a batch: its id, values and relations. */
export interface NewUser {
  id: string;
  values: UserValues;
  relations: Required<UserObjects>;
}

const USER_CHUNK = 200;
const RELATION_CHUNK = 500;

/**
 * Inserts new users and their relations with multi-row inserts (chunks keep each statement well
 * under both databases' parameter limits). `shared` marks the hash as the batch's shared one
 * (`password_rehash`, migration 0020). Runs in the given executor: a transaction for a batch.
 */
export async function insertUsers(
  db: Kysely<DB>,
  users: NewUser[],
  who: { userId: string; now: number; passwordHash: string; shared: boolean },
): Promise<void> {
  const { userId, now, passwordHash, shared } = who;
  for (let i = 0; i < users.length; i += USER_CHUNK)
    await db
      .insertInto('base_user')
      .values(
        users.slice(i, i + USER_CHUNK).map((u) => ({
          id: u.id,
          ...u.values,
          password_hash: passwordHash,
          password_rehash: shared ? 1 : 0,
          must_change_password: 1,
          created_at: now,
          created_by: userId,
        })),
      )
      .execute();
  const relations = users.flatMap((u) =>
    KINDS.flatMap((type) =>
      u.relations[type].map((objectId, i) => ({
        id: newId(),
        user_id: u.id,
        object_type: type,
        object_id: objectId,
        sort_code: i,
        created_at: now,
        created_by: userId,
      })),
    ),
  );
  for (let i = 0; i < relations.length; i += RELATION_CHUNK)
    await db
      .insertInto('base_user_relation')
      .values(relations.slice(i, i + RELATION_CHUNK))
      .execute();
}

/** Live accounts (lower case) among the given ones, in one query per 500 accounts. */
export async function takenAccounts(db: Kysely<DB>, accounts: string[]): Promise<Set<string>> {
  const wanted = [...new Set(accounts.map((a) => a.toLowerCase()))];
  const taken = new Set<string>();
  for (let i = 0; i < wanted.length; i += RELATION_CHUNK) {
    const rows = await db
      .selectFrom('base_user')
      .select('account')
      .where((eb) => eb(eb.fn('lower', ['account']), 'in', wanted.slice(i, i + RELATION_CHUNK)))
      .where('deleted_at', 'is', null)
      .execute();
    for (const r of rows) taken.add(r.account.toLowerCase());
  }
  return taken;
}

/** The live ids among the given ones of a table, in one query per 500 ids. */
export async function liveIds(
  db: Kysely<DB>,
  table: 'base_organize' | 'base_position' | 'base_role' | 'base_group' | 'base_user',
  ids: string[],
): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  const live = new Set<string>();
  for (let i = 0; i < wanted.length; i += RELATION_CHUNK) {
    const rows = await db
      .selectFrom(table as 'base_group')
      .select('id')
      .where('id', 'in', wanted.slice(i, i + RELATION_CHUNK))
      .where('deleted_at', 'is', null)
      .execute();
    for (const r of rows) live.add(r.id);
  }
  return live;
}

/** Live users still holding an import's shared hash, after an id, in id order. */
export async function markedUsers(db: Kysely<DB>, afterId: string, limit: number) {
  const rows = await db
    .selectFrom('base_user')
    .select(['id', 'password_hash'])
    .where('password_rehash', '=', 1)
    .where('deleted_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, passwordHash: r.password_hash }));
}
