import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import { countRows, toCount } from '../../db/admin-rows';
import type { DB } from '../../db/schema';

/** The database or a transaction. */
export type Db = Kysely<DB> | Transaction<DB>;

const TYPE_COLUMNS = [
  'id',
  'parent_id',
  'full_name',
  'en_code',
  'is_tree',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
  'translations',
] as const;

const DATA_COLUMNS = [
  'id',
  'dictionary_type_id',
  'parent_id',
  'full_name',
  'en_code',
  'simple_spelling',
  'is_default',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
  'translations',
] as const;

/** Every live dictionary type, in display order. */
export async function listTypes(db: Db) {
  return db
    .selectFrom('base_dictionary_type')
    .select(TYPE_COLUMNS)
    .where('deleted_at', 'is', null)
    .orderBy('sort_code', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** One dictionary type row. */
export type TypeRow = Awaited<ReturnType<typeof listTypes>>[number];

/** One live type by id or, when `byCode`, by code. */
export async function findType(db: Db, key: string, byCode = false): Promise<TypeRow | undefined> {
  return db
    .selectFrom('base_dictionary_type')
    .select(TYPE_COLUMNS)
    .where(byCode ? 'en_code' : 'id', '=', key)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Values a type is written with. */
export interface TypeValues {
  parent_id: string;
  full_name: string;
  en_code: string;
  is_tree: number;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
  /** JSON of the name in other languages; absent: left as it is. */
  translations?: string | null;
}

/** Inserts a type. */
export async function insertType(db: Db, id: string, values: TypeValues, userId: string, now: number) {
  await db
    .insertInto('base_dictionary_type')
    .values({ id, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Updates a type. */
export async function updateType(db: Db, id: string, values: TypeValues, userId: string, now: number) {
  await db
    .updateTable('base_dictionary_type')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .execute();
}

/** Live child types of a type. */
export async function countChildTypes(db: Db, id: string): Promise<number> {
  return countRows(
    db.selectFrom('base_dictionary_type').where('parent_id', '=', id).where('deleted_at', 'is', null),
  );
}

/** Soft-deletes a live row of either dictionary table. */
export async function softDelete(
  db: Db,
  table: 'base_dictionary_type' | 'base_dictionary_data',
  id: string,
  userId: string,
  now: number,
) {
  await db
    .updateTable(table as 'base_dictionary_data')
    .set({ deleted_at: now, deleted_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

function dataFilter(db: Db, dialect: DialectName, typeId: string, keyword?: string, enabledOnly = false) {
  let query = db
    .selectFrom('base_dictionary_data')
    .where('dictionary_type_id', '=', typeId)
    .where('deleted_at', 'is', null);
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(dialect, 'full_name', keyword),
        containsInsensitive(dialect, 'en_code', keyword),
        containsInsensitive(dialect, 'simple_spelling', keyword),
      ]),
    );
  if (enabledOnly) query = query.where('enabled_mark', '=', 1);
  return query;
}

/** Live items of a type matching a keyword. */
export async function countData(db: Db, dialect: DialectName, typeId: string, keyword?: string) {
  return countRows(dataFilter(db, dialect, typeId, keyword));
}

/** Live items of a type in display order, optionally filtered, enabled only, or one page. */
export async function listData(
  db: Db,
  dialect: DialectName,
  typeId: string,
  options: { keyword?: string; enabledOnly?: boolean; page?: { offset: number; limit: number } } = {},
) {
  let query = dataFilter(db, dialect, typeId, options.keyword, options.enabledOnly)
    .select(DATA_COLUMNS)
    .orderBy('sort_code', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc');
  if (options.page) query = query.offset(options.page.offset).limit(options.page.limit);
  return query.execute();
}

/** One dictionary item row. */
export type DataRow = Awaited<ReturnType<typeof listData>>[number];

/** The enabled live items of every live type, in display order. */
export async function listEnabledData(db: Db): Promise<DataRow[]> {
  return db
    .selectFrom('base_dictionary_data')
    .select(DATA_COLUMNS)
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .orderBy('sort_code', 'asc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** One live item. */
export async function findData(db: Db, id: string): Promise<DataRow | undefined> {
  return db
    .selectFrom('base_dictionary_data')
    .select(DATA_COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Values an item is written with. */
export interface DataValues {
  dictionary_type_id: string;
  parent_id: string;
  full_name: string;
  en_code: string;
  simple_spelling: string | null;
  is_default: number;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
  /** JSON of the name in other languages; absent: left as it is. */
  translations?: string | null;
}

/** Inserts an item. */
export async function insertData(db: Db, id: string, values: DataValues, userId: string, now: number) {
  await db
    .insertInto('base_dictionary_data')
    .values({ id, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Updates an item. */
export async function updateData(
  db: Db,
  id: string,
  values: Partial<DataValues>,
  userId: string,
  now: number,
) {
  await db
    .updateTable('base_dictionary_data')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .execute();
}

/** Live child items of an item. */
export async function countChildData(db: Db, id: string): Promise<number> {
  return countRows(
    db.selectFrom('base_dictionary_data').where('parent_id', '=', id).where('deleted_at', 'is', null),
  );
}

/** Live items of a type whose parent is not the top (a tree's nesting). */
export async function countNestedData(db: Db, typeId: string): Promise<number> {
  const row = await db
    .selectFrom('base_dictionary_data')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dictionary_type_id', '=', typeId)
    .where('parent_id', '<>', '0')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return toCount(row);
}

/** Whether a live type other than `exceptId` uses the code. */
export async function typeCodeTaken(db: Db, enCode: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('base_dictionary_type')
    .select('id')
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether a live item of the type other than `exceptId` uses the code. */
export async function dataCodeTaken(db: Db, typeId: string, enCode: string, exceptId?: string) {
  let query = db
    .selectFrom('base_dictionary_data')
    .select('id')
    .where('dictionary_type_id', '=', typeId)
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
