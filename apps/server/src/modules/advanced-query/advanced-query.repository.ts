import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { AdvancedQueryTable, AdvancedQueryTables } from './advanced-query.table';

/** The handle the module queries with (the app's, widened by `db.withTables<AdvancedQueryTables>()`). */
export type AdvancedQueryDb = Kysely<DB & AdvancedQueryTables>;

/** One stored plan. */
export type AdvancedQueryRow = Selectable<AdvancedQueryTable>;

/** The values a plan is written with. */
export interface AdvancedQueryValues {
  module_id: string;
  full_name: string;
  match_logic: string;
  condition_json: string;
}

const live = (db: AdvancedQueryDb) =>
  db.selectFrom('base_advanced_query').selectAll().where('deleted_at', 'is', null);

/** The live plans of one user for one menu, oldest first. */
export const plansOf = (db: AdvancedQueryDb, userId: string, moduleId: string): Promise<AdvancedQueryRow[]> =>
  live(db)
    .where('user_id', '=', userId)
    .where('module_id', '=', moduleId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** One live plan of one user (another user's plan is not found). */
export const findPlan = (db: AdvancedQueryDb, id: string, userId: string) =>
  live(db).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** How many live plans one user keeps for one menu. */
export async function countPlans(db: AdvancedQueryDb, userId: string, moduleId: string): Promise<number> {
  const row = await db
    .selectFrom('base_advanced_query')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('deleted_at', 'is', null)
    .where('user_id', '=', userId)
    .where('module_id', '=', moduleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether another live plan of the user for the menu has this name. */
export async function planNameTaken(
  db: AdvancedQueryDb,
  userId: string,
  moduleId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = live(db)
    .where('user_id', '=', userId)
    .where('module_id', '=', moduleId)
    .where('full_name', '=', name);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Stores a new plan of a user. */
export async function insertPlan(
  db: AdvancedQueryDb,
  id: string,
  userId: string,
  values: AdvancedQueryValues,
  now: number,
): Promise<void> {
  await db
    .insertInto('base_advanced_query')
    .values({ id, user_id: userId, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Rewrites a live plan of a user. */
export async function updatePlan(
  db: AdvancedQueryDb,
  id: string,
  userId: string,
  values: AdvancedQueryValues,
  now: number,
): Promise<void> {
  await db
    .updateTable('base_advanced_query')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Soft-deletes a live plan of a user. */
export async function deletePlan(
  db: AdvancedQueryDb,
  id: string,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('base_advanced_query')
    .set({ deleted_at: now, deleted_by: userId })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
}
