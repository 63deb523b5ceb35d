import type { Kysely, Transaction } from 'kysely';
import { adminTable } from '../../db/admin-table';
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

/**
 * The menu table's statements. A deleted menu's code gets its id appended, because the unique index
 * on (code, category) also covers deleted rows and the code must be free for a new menu.
 */
const menuRows = adminTable<DB, MenuValues>()({
  table: 'base_module',
  columns: COLUMNS,
  oldestFirst: true,
  freesCode: true,
});

/** Live menus of a system (optionally one category), in sort order. */
export function listMenus(db: Db, systemId: string, category?: string) {
  let query = menuRows.all(db).where('system_id', '=', systemId);
  if (category) query = query.where('category', '=', category);
  return menuRows.list(query);
}

/** One menu row. */
export type MenuRow = Awaited<ReturnType<typeof listMenus>>[number];

/** One live menu. */
export const findMenu = menuRows.find;

/** Whether a live menu other than `exceptId` of the category uses the code. */
export function menuCodeTaken(db: Db, enCode: string, category: string, exceptId?: string) {
  return menuRows.taken(db, { en_code: enCode, category }, exceptId);
}

/** Live children of a menu. */
export function listChildIds(db: Db, parentId: string) {
  return menuRows.all(db).where('parent_id', '=', parentId).select('id').execute();
}

/** Inserts a menu. */
export const insertMenu = menuRows.insert;

/** Updates a live menu. */
export const updateMenu = menuRows.update;

/** Soft-deletes a menu, freeing its code. */
export const softDeleteMenu = menuRows.softDelete;

/** Number of live menus of a system. */
export function countSystemMenus(db: Db, systemId: string): Promise<number> {
  return menuRows.count(menuRows.all(db).where('system_id', '=', systemId));
}

/** Removes every grant of the given items (menus, resources, systems). */
export async function deleteGrants(db: Db, itemIds: string[]) {
  if (!itemIds.length) return;
  await db.deleteFrom('base_authorize').where('item_id', 'in', itemIds).execute();
}
