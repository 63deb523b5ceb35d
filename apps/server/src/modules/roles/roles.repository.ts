import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { countRows, sortedPage } from '../../db/admin-rows';
import { newId } from '../../lib/ids';

const COLUMNS = [
  'id',
  'full_name',
  'en_code',
  'type',
  'global_mark',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
] as const;

/** Columns a role list may be sorted by (the only ones). */
export const ROLE_SORTS = {
  fullName: 'full_name',
  enCode: 'en_code',
  sortCode: 'sort_code',
  creatorTime: 'created_at',
} as const;

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

function filtered(db: Kysely<DB>, dialect: DialectName, filter: RoleFilter) {
  let query = db.selectFrom('base_role').where('deleted_at', 'is', null);
  const { keyword, organizeIds, ids } = filter;
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(dialect, 'full_name', keyword),
        containsInsensitive(dialect, 'en_code', keyword),
      ]),
    );
  if (filter.global !== undefined) query = query.where('global_mark', filter.global ? '=' : '<>', 1);
  if (organizeIds)
    query = query.where('id', 'in', (eb) =>
      eb
        .selectFrom('base_role_organize')
        .select('role_id')
        .where('organize_id', 'in', organizeIds.length ? organizeIds : ['']),
    );
  if (ids) query = query.where('id', 'in', ids.length ? ids : ['']);
  if (filter.enabledOnly) query = query.where('enabled_mark', '=', 1);
  return query;
}

/** Number of roles matching a filter. */
export async function countRoles(db: Kysely<DB>, dialect: DialectName, filter: RoleFilter) {
  return countRows(filtered(db, dialect, filter));
}

/** Roles matching a filter, sorted by an allow-listed column, optionally one page. */
export async function listRoles(
  db: Kysely<DB>,
  dialect: DialectName,
  filter: RoleFilter,
  order: { sidx?: keyof typeof ROLE_SORTS; desc?: boolean } = {},
  page?: { offset: number; limit: number },
) {
  const query = filtered(db, dialect, filter).select(COLUMNS);
  const column = order.sidx ? ROLE_SORTS[order.sidx] : undefined;
  return sortedPage(query, column, order.desc, page).execute();
}

/** One role row. */
export type RoleRow = Awaited<ReturnType<typeof listRoles>>[number];

/** One live role. */
export async function findRole(db: Kysely<DB>, id: string): Promise<RoleRow | undefined> {
  return db
    .selectFrom('base_role')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
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

/** Values a role is written with. */
export interface RoleValues {
  full_name: string;
  en_code: string;
  type: string | null;
  global_mark: number;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
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
