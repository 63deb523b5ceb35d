import { sql, type Kysely, type SqlBool } from 'kysely';
import { escapeLike } from '../../db/dialect';
import type { DB } from '../../db/schema';

/** The permission switches of every live menu (data, column and form authorisation). */
export function listMenuFlags(db: Kysely<DB>) {
  return db
    .selectFrom('base_module')
    .select(['id', 'en_code', 'is_data_authorize', 'is_column_authorize', 'is_form_authorize'])
    .where('deleted_at', 'is', null)
    .execute();
}

/** Enabled, live data schemes of every menu, with their conditions. */
export function listSchemes(db: Kysely<DB>) {
  return db
    .selectFrom('base_module_scheme')
    .select(['id', 'module_id', 'en_code', 'full_name', 'all_data', 'condition_json'])
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .orderBy('sort_code')
    .orderBy('id')
    .execute();
}

/** A live user's main organisation and position. */
export function findUserPlace(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('base_user')
    .select(['id', 'organize_id', 'position_id', 'is_administrator'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Ids of a live organisation and every live organisation below it: one indexed prefix match on
 * the id path (`organize_id_tree` holds the ids from the top down, comma-joined).
 */
export async function organizeSubtreeIds(db: Kysely<DB>, organizeId: string): Promise<string[]> {
  const own = await db
    .selectFrom('base_organize')
    .select(['id', 'organize_id_tree'])
    .where('id', '=', organizeId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!own) return [];
  const below = await db
    .selectFrom('base_organize')
    .select('id')
    .where(sql<SqlBool>`organize_id_tree like ${`${escapeLike(own.organize_id_tree)},%`} escape '\\'`)
    .where('deleted_at', 'is', null)
    .execute();
  return [own.id, ...below.map((r) => r.id)];
}
