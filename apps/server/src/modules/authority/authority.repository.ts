import type { AuthorityObjectType } from '@tessera/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';

/** One stored grant. */
export interface GrantRow {
  item_type: string;
  item_id: string;
  object_type: string;
  object_id: string;
}

const OBJECT_TABLES = {
  Role: 'base_role',
  Position: 'base_position',
  Organize: 'base_organize',
  Group: 'base_group',
} as const;

/** The live object's display name, or undefined when there is no such live object. */
export async function findObjectName(
  db: Kysely<DB>,
  type: AuthorityObjectType,
  id: string,
): Promise<string | undefined> {
  if (type === 'User') {
    const user = await db
      .selectFrom('base_user')
      .select(['real_name', 'account'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return user ? `${user.real_name}/${user.account}` : undefined;
  }
  const row = await db
    .selectFrom(OBJECT_TABLES[type] as 'base_group')
    .select('full_name')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.full_name;
}

/** Grants of one object. */
export function listObjectGrants(db: Kysely<DB>, type: string, id: string): Promise<GrantRow[]> {
  return db
    .selectFrom('base_authorize')
    .select(['item_type', 'item_id', 'object_type', 'object_id'])
    .where('object_type', '=', type)
    .where('object_id', '=', id)
    .execute();
}

/** Grants of several objects (by type), with the objects they belong to. */
export function listGrantsOf(
  db: Kysely<DB>,
  objects: { type: string; ids: string[] }[],
): Promise<GrantRow[]> {
  const wanted = objects.filter((o) => o.ids.length);
  if (!wanted.length) return Promise.resolve([]);
  return db
    .selectFrom('base_authorize')
    .select(['item_type', 'item_id', 'object_type', 'object_id'])
    .where((eb) =>
      eb.or(wanted.map((o) => eb.and([eb('object_type', '=', o.type), eb('object_id', 'in', o.ids)]))),
    )
    .execute();
}

/** Replaces an object's grants with these items, in the caller's transaction. */
export async function replaceGrants(
  trx: Transaction<DB>,
  object: { type: string; id: string },
  items: { type: string; id: string }[],
  by: { userId: string; now: number },
): Promise<void> {
  await trx
    .deleteFrom('base_authorize')
    .where('object_type', '=', object.type)
    .where('object_id', '=', object.id)
    .execute();
  const rows = items.map((item, i) => ({
    id: newId(),
    item_type: item.type,
    item_id: item.id,
    object_type: object.type,
    object_id: object.id,
    sort_code: i,
    created_at: by.now,
    created_by: by.userId,
  }));
  // Chunks keep each statement under the databases' bound-parameter limits.
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('base_authorize')
      .values(rows.slice(i, i + 500))
      .execute();
}

/**
 * Users whose permissions follow an object: members through `base_user_relation`, holders of it as
 * their main organisation or position, or the user itself. Only live users.
 */
export async function affectedUsers(
  db: Kysely<DB>,
  type: AuthorityObjectType,
  id: string,
): Promise<{ id: string; is_administrator: number }[]> {
  let query = db.selectFrom('base_user').select(['id', 'is_administrator']).where('deleted_at', 'is', null);
  if (type === 'User') return query.where('id', '=', id).execute();
  query = query.where((eb) => {
    const member = eb.exists(
      eb
        .selectFrom('base_user_relation as r')
        .select('r.id')
        .whereRef('r.user_id', '=', 'base_user.id')
        .where('r.object_type', '=', type)
        .where('r.object_id', '=', id),
    );
    if (type === 'Organize') return eb.or([member, eb('organize_id', '=', id)]);
    if (type === 'Position') return eb.or([member, eb('position_id', '=', id)]);
    return member;
  });
  return query.execute();
}

/** Whether a user belongs to an object (or is it), counting main organisation and position too. */
export async function belongsTo(
  db: Kysely<DB>,
  userId: string,
  type: AuthorityObjectType,
  id: string,
): Promise<boolean> {
  if (type === 'User') return userId === id;
  const users = await affectedUsers(db, type, id);
  return users.some((u) => u.id === userId);
}

/** A live user's name, account and administrator flag. */
export function findUser(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('base_user')
    .select(['id', 'account', 'real_name', 'is_administrator'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
