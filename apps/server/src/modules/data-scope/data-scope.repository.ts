import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
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

/**
 * Whether the live (not soft-deleted) row `rowId` of `table` exists and meets `expr`, by the same SQL
 * the list runs. `table` is a built-in or described table whose name was checked by its target.
 */
export async function liveRowMatches(
  db: Kysely<DB>,
  table: string,
  rowId: string,
  expr?: Expression<SqlBool>,
): Promise<boolean> {
  // A described table is not in the compiled schema type.
  const loose = db as unknown as Kysely<Record<string, { id: string; deleted_at: number | null }>>;
  let query = loose
    .selectFrom(table)
    .select(sql<number>`1`.as('hit'))
    .where(sql.ref(`${table}.id`), '=', rowId)
    .where(sql.ref(`${table}.deleted_at`), 'is', null);
  if (expr) query = query.where(expr);
  return (await query.executeTakeFirst()) !== undefined;
}
