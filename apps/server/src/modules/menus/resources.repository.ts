import type { Kysely, Transaction } from 'kysely';
import { adminTable } from '../../db/admin-table';
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

type Owned<V> = V & { module_id: string };

const resourceTable = (table: ResourceTable) =>
  adminTable<DB, Owned<ResourceValues>>()({
    table: res(table),
    columns: RESOURCE_COLUMNS,
    oldestFirst: true,
  });
const RESOURCE_ROWS: Record<ResourceTable, ReturnType<typeof resourceTable>> = {
  base_module_button: resourceTable('base_module_button'),
  base_module_column: resourceTable('base_module_column'),
  base_module_form: resourceTable('base_module_form'),
};
const schemeRows = adminTable<DB, Owned<SchemeValues>>()({
  table: 'base_module_scheme',
  columns: SCHEME_COLUMNS,
  oldestFirst: true,
});

/** Live buttons, columns or form fields of a menu. */
export function listResourceRows(db: Db, table: ResourceTable, moduleId: string) {
  const rows = RESOURCE_ROWS[table];
  return rows.list(rows.all(db).where('module_id', '=', moduleId));
}
export type ResourceRow = Awaited<ReturnType<typeof listResourceRows>>[number];

/** One live button, column or form field. */
export function findResource(db: Db, table: ResourceTable, id: string): Promise<ResourceRow | undefined> {
  return RESOURCE_ROWS[table].find(db, id);
}

/** Live data schemes of a menu. */
export function listSchemeRows(db: Db, moduleId: string) {
  return schemeRows.list(schemeRows.all(db).where('module_id', '=', moduleId));
}
export type SchemeRow = Awaited<ReturnType<typeof listSchemeRows>>[number];

/** One live data scheme. */
export const findScheme = schemeRows.find;

/** Whether another live resource of the same menu uses the code. */
export function resourceCodeTaken(
  db: Db,
  table: AnyResourceTable,
  moduleId: string,
  enCode: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = table === 'base_module_scheme' ? schemeRows : RESOURCE_ROWS[table];
  return rows.taken(db, { module_id: moduleId, en_code: enCode }, exceptId);
}

/** Inserts a button, column or form field. */
export function insertResource(
  db: Db,
  table: ResourceTable,
  { id, ...values }: Owned<ResourceValues> & { id: string },
  userId: string,
  now: number,
) {
  return RESOURCE_ROWS[table].insert(db, id, values, userId, now);
}

/** Inserts a data scheme. */
export function insertScheme(
  db: Db,
  { id, ...values }: Owned<SchemeValues> & { id: string },
  userId: string,
  now: number,
) {
  return schemeRows.insert(db, id, values, userId, now);
}

/** Updates any live resource row (with the values its table has). */
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
    await schemeRows.update(db, id, rest, userId, now);
    return;
  }
  const { all_data: _a, match_logic: _m, condition_json: _c, ...rest } = values;
  await RESOURCE_ROWS[table].update(db, id, rest, userId, now);
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
