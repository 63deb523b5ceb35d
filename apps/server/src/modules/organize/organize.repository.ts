import { relatedUserCount, toCount } from '../../db/admin-rows';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** A handle or an open transaction. */
export type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  'id',
  'parent_id',
  'category',
  'en_code',
  'full_name',
  'manager_id',
  'organize_id_tree',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
] as const;

/** Every live (not deleted) organisation, in display order; the table is small, trees are built in memory. */
export async function listLiveOrganizes(db: Db) {
  return db
    .selectFrom('base_organize')
    .select(COLUMNS)
    .where('deleted_at', 'is', null)
    .orderBy('sort_code', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Which children {@link listChildOrganizes} answers. */
export interface ChildFilter {
  /** Only enabled nodes (pickers). */
  enabledOnly?: boolean;
  /** Leaves out this node and so its subtree (the node being edited). */
  excludeId?: string;
}

/**
 * The live direct children of one node ("-1": the top level), in display order, with whether each
 * has live children of its own (under the same filter); plus the rows of the node's ancestors
 * (itself included), for name paths and for checking that the node itself may be shown.
 */
export async function listChildOrganizes(db: Db, parentId: string, filter: ChildFilter = {}) {
  const { enabledOnly, excludeId } = filter;
  let query = db
    .selectFrom('base_organize as o')
    .select(COLUMNS.map((c) => `o.${c}` as const))
    .select((eb) => {
      let child = eb
        .selectFrom('base_organize as c')
        .select('c.id')
        .whereRef('c.parent_id', '=', 'o.id')
        .where('c.deleted_at', 'is', null);
      if (enabledOnly) child = child.where('c.enabled_mark', '=', 1);
      if (excludeId) child = child.where('c.id', '<>', excludeId);
      return eb.exists(child).as('has_children');
    })
    .where('o.deleted_at', 'is', null)
    .where('o.parent_id', '=', parentId);
  if (enabledOnly) query = query.where('o.enabled_mark', '=', 1);
  if (excludeId) query = query.where('o.id', '<>', excludeId);
  const children = await query
    .orderBy('o.sort_code', 'asc')
    .orderBy('o.created_at', 'asc')
    .orderBy('o.id', 'asc')
    .execute();
  const parent = await db
    .selectFrom('base_organize')
    .select('organize_id_tree')
    .where('id', '=', parentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const ancestorIds = parent ? parent.organize_id_tree.split(',').filter(Boolean) : [];
  const ancestors = ancestorIds.length
    ? await db
        .selectFrom('base_organize')
        .select(COLUMNS)
        .where('id', 'in', ancestorIds)
        .where('deleted_at', 'is', null)
        .execute()
    : [];
  return { children, ancestors, ancestorIds };
}

/** One organisation row. */
export type OrganizeRow = Awaited<ReturnType<typeof listLiveOrganizes>>[number];

/** One live organisation. */
export async function findOrganize(db: Db, id: string): Promise<OrganizeRow | undefined> {
  return db
    .selectFrom('base_organize')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether a live sibling other than `exceptId` has the name. */
export async function siblingNameTaken(
  db: Db,
  parentId: string,
  fullName: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('base_organize')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('full_name', '=', fullName)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Values an organisation is written with. */
export interface OrganizeValues {
  parent_id: string;
  category: string;
  en_code: string;
  full_name: string;
  manager_id: string | null;
  organize_id_tree: string;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
}

/** Inserts an organisation. */
export async function insertOrganize(
  db: Db,
  id: string,
  values: OrganizeValues,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('base_organize')
    .values({ id, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Updates an organisation. */
export async function updateOrganize(
  db: Db,
  id: string,
  values: OrganizeValues,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('base_organize')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .execute();
}

/** Rewrites the id path of one organisation (a descendant of a moved node). */
export async function setOrganizeTree(db: Db, id: string, tree: string): Promise<void> {
  await db.updateTable('base_organize').set({ organize_id_tree: tree }).where('id', '=', id).execute();
}

/** Live children, live positions and live users of an organisation. */
export async function organizeDependents(db: Db, id: string) {
  const children = await db
    .selectFrom('base_organize')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent_id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const positions = await db
    .selectFrom('base_position')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organize_id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const users = await relatedUserCount(db, 'Organize', id, 'organize_id');
  return { children: toCount(children), positions: toCount(positions), users };
}

/** The organisations a user belongs to (main organisation and relations). */
export async function userOrganizeIds(db: Db, userId: string): Promise<string[]> {
  const relations = await db
    .selectFrom('base_user_relation')
    .select('object_id')
    .where('user_id', '=', userId)
    .where('object_type', '=', 'Organize')
    .execute();
  const user = await db
    .selectFrom('base_user')
    .select('organize_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  const ids = relations.map((r) => r.object_id);
  if (user?.organize_id) ids.push(user.organize_id);
  return [...new Set(ids)];
}

/** Whether a live user has the id (an organisation's manager). */
export async function liveUserExists(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('base_user')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
