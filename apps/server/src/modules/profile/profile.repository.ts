import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { UserTable } from '../user-admin/user-admin.table';

/** The live user row (every column). */
export function findUser(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('base_user')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Changes some columns of the user. */
export async function updateUserRow(
  db: Kysely<DB>,
  id: string,
  values: Updateable<UserTable>,
): Promise<void> {
  await db.updateTable('base_user').set(values).where('id', '=', id).execute();
}

/** Ids of the user's relations of one type (Organize, Position, Role). */
export async function relationIds(db: Kysely<DB>, userId: string, type: string): Promise<string[]> {
  const rows = await db
    .selectFrom('base_user_relation')
    .select('object_id')
    .where('user_id', '=', userId)
    .where('object_type', '=', type)
    .orderBy('sort_code')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.object_id);
}

/** Live organisations by id. */
export function organizesByIds(db: Kysely<DB>, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('base_organize')
    .select(['id', 'full_name', 'organize_id_tree'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Live positions by id with their organisation's name. */
export function positionsByIds(db: Kysely<DB>, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('base_position as p')
    .leftJoin('base_organize as o', 'o.id', 'p.organize_id')
    .select(['p.id', 'p.full_name', 'o.full_name as organize_name'])
    .where('p.id', 'in', ids)
    .where('p.deleted_at', 'is', null)
    .execute();
}

/** Live roles by id. */
export function rolesByIds(db: Kysely<DB>, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('base_role').select(['id', 'full_name']).where('id', 'in', ids).execute();
}

/** Live users whose manager is the given user, with their major organisation and position names. */
export function listSubordinates(db: Kysely<DB>, managerId: string) {
  return db
    .selectFrom('base_user as u')
    .leftJoin('base_organize as o', 'o.id', 'u.organize_id')
    .leftJoin('base_position as p', 'p.id', 'u.position_id')
    .select([
      'u.id',
      'u.account',
      'u.real_name',
      'u.head_icon',
      'o.full_name as organize_name',
      'p.full_name as position_name',
    ])
    .where('u.manager_id', '=', managerId)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.sort_code')
    .orderBy('u.id')
    .limit(500)
    .execute();
}

/** Which of some users manage at least one live user. */
export async function managersAmong(db: Kysely<DB>, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('base_user')
    .select('manager_id')
    .distinct()
    .where('manager_id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.manager_id ?? ''));
}
