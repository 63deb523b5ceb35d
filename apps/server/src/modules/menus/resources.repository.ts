import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Tables of buttons, columns and form fields (same columns). */
export type ResourceTable = 'base_module_button' | 'base_module_column' | 'base_module_form';
/** Every table of menu resources. */
export type AnyResourceTable = ResourceTable | 'base_module_scheme';

// The three resource tables share their columns; one table's typing stands for all of them.
const res = (table: ResourceTable) => table as 'base_module_button';

const COMMON = [
  'id',
  'module_id',
  'full_name',
  'en_code',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
  'translations',
] as const;
const RESOURCE_COLUMNS = [...COMMON, 'parent_id', 'bind_table'] as const;
const SCHEME_COLUMNS = [...COMMON, 'all_data', 'match_logic', 'condition_json'] as const;

/** Live buttons, columns or form fields of a menu. */
export function listResourceRows(db: Db, table: ResourceTable, moduleId: string) {
  return db
    .selectFrom(res(table))
    .select(RESOURCE_COLUMNS)
    .where('module_id', '=', moduleId)
    .where('deleted_at', 'is', null)
    .orderBy('sort_code')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
export type ResourceRow = Awaited<ReturnType<typeof listResourceRows>>[number];

/** One live button, column or form field. */
export function findResource(db: Db, table: ResourceTable, id: string): Promise<ResourceRow | undefined> {
  return db
    .selectFrom(res(table))
    .select(RESOURCE_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Live data schemes of a menu. */
export function listSchemeRows(db: Db, moduleId: string) {
  return db
    .selectFrom('base_module_scheme')
    .select(SCHEME_COLUMNS)
    .where('module_id', '=', moduleId)
    .where('deleted_at', 'is', null)
    .orderBy('sort_code')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
export type SchemeRow = Awaited<ReturnType<typeof listSchemeRows>>[number];

/** One live data scheme. */
export function findScheme(db: Db, id: string): Promise<SchemeRow | undefined> {
  return db
    .selectFrom('base_module_scheme')
    .select(SCHEME_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether another live resource of the same menu uses the code. */
export async function resourceCodeTaken(
  db: Db,
  table: AnyResourceTable,
  moduleId: string,
  enCode: string,
  exceptId?: string,
) {
  let query = db
    .selectFrom(table as 'base_module_button')
    .select('id')
    .where('module_id', '=', moduleId)
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Common values of every resource. */
export interface CommonResourceValues {
  full_name: string;
  en_code: string;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
  /** JSON of the name in other languages; absent: left as it is. */
  translations?: string | null;
}

/** Values of a button, column or form field. */
export interface ResourceValues extends CommonResourceValues {
  parent_id: string;
  bind_table: string | null;
}

/** Values of a data scheme. */
export interface SchemeValues extends CommonResourceValues {
  all_data: number;
  match_logic: string;
  condition_json: string | null;
}

/** Inserts a button, column or form field. */
export async function insertResource(
  db: Db,
  table: ResourceTable,
  row: ResourceValues & { id: string; module_id: string },
  userId: string,
  now: number,
) {
  await db
    .insertInto(res(table))
    .values({ ...row, created_at: now, created_by: userId })
    .execute();
}

/** Inserts a data scheme. */
export async function insertScheme(
  db: Db,
  row: SchemeValues & { id: string; module_id: string },
  userId: string,
  now: number,
) {
  await db
    .insertInto('base_module_scheme')
    .values({ ...row, created_at: now, created_by: userId })
    .execute();
}

/** Updates any resource row. */
export async function updateResourceRow(
  db: Db,
  table: AnyResourceTable,
  id: string,
  values: Partial<ResourceValues & SchemeValues>,
  userId: string,
  now: number,
) {
  if (table === 'base_module_scheme') {
    const { parent_id: _p, bind_table: _b, ...rest } = values;
    await db
      .updateTable('base_module_scheme')
      .set({ ...rest, updated_at: now, updated_by: userId })
      .where('id', '=', id)
      .execute();
    return;
  }
  const { all_data: _a, match_logic: _m, condition_json: _c, ...rest } = values;
  await db
    .updateTable(res(table))
    .set({ ...rest, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .execute();
}

/** Soft-deletes resource rows by id, or every live resource of some menus; answers the ids. */
export async function softDeleteResources(
  db: Db,
  table: AnyResourceTable,
  where: { ids?: string[]; moduleIds?: string[] },
  userId: string,
  now: number,
): Promise<string[]> {
  const t = table as 'base_module_button';
  let query = db.selectFrom(t).select('id').where('deleted_at', 'is', null);
  if (where.ids) query = query.where('id', 'in', where.ids.length ? where.ids : ['']);
  if (where.moduleIds)
    query = query.where('module_id', 'in', where.moduleIds.length ? where.moduleIds : ['']);
  const ids = (await query.execute()).map((r) => r.id);
  if (ids.length)
    await db.updateTable(t).set({ deleted_at: now, deleted_by: userId }).where('id', 'in', ids).execute();
  return ids;
}
