import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { adminTable, NAME_AND_CODE, STATE_COLUMNS, type WrittenValues } from '../../db/admin-table';
import type { RoleTable } from './roles.table';
import { newId } from '../../lib/ids';

const COLUMNS = ['id', ...NAME_AND_CODE, 'type', 'global_mark', ...STATE_COLUMNS] as const;

/** Filter of a role list. */
export interface RoleFilter {
  keyword?: string;
  /** Only global roles (true) or only organisation roles (false). */
  global?: boolean;
  /** Only organisation roles of these organisations. */
  organizeIds?: string[];
  ids?: string[];
  enabledOnly?: boolean;
}

/** Values a role is written with. */
export type RoleValues = WrittenValues<RoleTable>;

/** The role table's list and find statements. */
export const roleRows = adminTable<DB, RoleValues>()({ table: 'base_role', columns: COLUMNS });

/** One role row. */
export type RoleRow = NonNullable<Awaited<ReturnType<typeof roleRows.find>>>;

/** Live roles matching a filter (list, count or page them with `roleRows`). */
export function filteredRoles(db: Kysely<DB>, dialect: DialectName, filter: RoleFilter) {
  let query = roleRows.live(db, dialect, filter);
  const { organizeIds, ids } = filter;
  if (filter.global !== undefined) query = query.where('global_mark', filter.global ? '=' : '<>', 1);
  if (organizeIds)
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('base_role_organize')
        .select('role_id')
        .where('organize_id', 'in', organizeIds.length ? organizeIds : ['']),
    );
  return ids ? query.where('id', 'in', ids.length ? ids : ['']) : query;
}

/** The organisations of some roles, by role id. */
export async function roleOrganizes(db: Kysely<DB>, roleIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!roleIds.length) return map;
  const rows = await db
    .selectFrom('base_role_organize')
    .select(['role_id', 'organize_id'])
    .where('role_id', 'in', roleIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const r of rows) map.set(r.role_id, [...(map.get(r.role_id) ?? []), r.organize_id]);
  return map;
}

/** Inserts or updates a role and replaces its organisations, in the caller's transaction. */
export async function saveRole(
  trx: Transaction<DB>,
  id: string,
  values: RoleValues,
  organizeIds: string[],
  userId: string,
  now: number,
  isNew: boolean,
): Promise<void> {
  if (isNew)
    await trx
      .insertInto('base_role')
      .values({ id, ...values, created_at: now, created_by: userId })
      .execute();
  else
    await trx
      .updateTable('base_role')
      .set({ ...values, updated_at: now, updated_by: userId })
      .where('id', '=', id)
      .execute();
  await trx.deleteFrom('base_role_organize').where('role_id', '=', id).execute();
  if (organizeIds.length)
    await trx
      .insertInto('base_role_organize')
      .values(
        organizeIds.map((organizeId) => ({
          id: newId(),
          role_id: id,
          organize_id: organizeId,
          created_at: now,
        })),
      )
      .execute();
}

/** Sets a role's enabled mark. */
export async function setRoleState(db: Kysely<DB>, id: string, enabled: number, userId: string, now: number) {
  await db
    .updateTable('base_role')
    .set({ enabled_mark: enabled, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .execute();
}

/** The live roles a user holds. */
export async function userRoleIds(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('base_user_relation')
    .innerJoin('base_role', 'base_role.id', 'base_user_relation.object_id')
    .select('base_role.id')
    .where('base_user_relation.user_id', '=', userId)
    .where('base_user_relation.object_type', '=', 'Role')
    .where('base_role.deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}
