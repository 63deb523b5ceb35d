import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  'id',
  'parent_id',
  'system_id',
  'type',
  'full_name',
  'en_code',
  'icon',
  'url_address',
  'link_target',
  'category',
  'property_json',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
  'translations',
] as const;

/** Live menus of a system (optionally one category), in sort order. */
export function listMenus(db: Db, systemId: string, category?: string) {
  let query = db
    .selectFrom('base_module')
    .select(COLUMNS)
    .where('deleted_at', 'is', null)
    .where('system_id', '=', systemId);
  if (category) query = query.where('category', '=', category);
  return query.orderBy('sort_code').orderBy('created_at').orderBy('id').execute();
}

/** One menu row. */
export type MenuRow = Awaited<ReturnType<typeof listMenus>>[number];

/** One live menu. */
export function findMenu(db: Db, id: string): Promise<MenuRow | undefined> {
  return db
    .selectFrom('base_module')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether a live menu other than `exceptId` of the category uses the code. */
export async function menuCodeTaken(db: Db, enCode: string, category: string, exceptId?: string) {
  let query = db
    .selectFrom('base_module')
    .select('id')
    .where('en_code', '=', enCode)
    .where('category', '=', category)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Live children of a menu. */
export function listChildIds(db: Db, parentId: string) {
  return db
    .selectFrom('base_module')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Values a menu is written with. */
export interface MenuValues {
  parent_id: string;
  system_id: string;
  type: number;
  category: string;
  full_name: string;
  en_code: string;
  icon: string | null;
  url_address: string | null;
  link_target: string | null;
  property_json: string | null;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
  is_button_authorize: number;
  is_column_authorize: number;
  is_form_authorize: number;
  is_data_authorize: number;
  /** JSON of the name in other languages; absent: left as it is. */
  translations?: string | null;
}

/** Inserts a menu. */
export async function insertMenu(db: Db, id: string, values: MenuValues, userId: string, now: number) {
  await db
    .insertInto('base_module')
    .values({ id, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Updates a menu. */
export async function updateMenu(
  db: Db,
  id: string,
  values: Partial<MenuValues>,
  userId: string,
  now: number,
) {
  await db
    .updateTable('base_module')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .execute();
}

/**
 * Soft-deletes a menu. Its code gets the id appended, because the unique index on (code, category)
 * also covers deleted rows and the code must be free for a new menu.
 */
export async function softDeleteMenu(db: Db, row: MenuRow, userId: string, now: number) {
  await db
    .updateTable('base_module')
    .set({ deleted_at: now, deleted_by: userId, en_code: `${row.en_code}#${row.id}` })
    .where('id', '=', row.id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Number of live menus of a system. */
export async function countSystemMenus(db: Db, systemId: string): Promise<number> {
  const row = await db
    .selectFrom('base_module')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('system_id', '=', systemId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Removes every grant of the given items (menus, resources, systems). */
export async function deleteGrants(db: Db, itemIds: string[]) {
  if (!itemIds.length) return;
  await db.deleteFrom('base_authorize').where('item_id', 'in', itemIds).execute();
}
