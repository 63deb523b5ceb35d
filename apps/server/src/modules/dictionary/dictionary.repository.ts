import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/database';
import { adminTable, NAME_AND_CODE, type PageWindow } from '../../db/admin-table';
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

const typeRows = adminTable<DB, TypeValues>()({
  table: 'base_dictionary_type',
  columns: TYPE_COLUMNS,
  oldestFirst: true,
});
const dataRows = adminTable<DB, DataValues>()({
  table: 'base_dictionary_data',
  columns: DATA_COLUMNS,
  keywordColumns: [...NAME_AND_CODE, 'simple_spelling'],
  oldestFirst: true,
});

/** Every live dictionary type, in display order. */
export function listTypes(db: Db) {
  return typeRows.list(typeRows.all(db));
}

/** One dictionary type row. */
export type TypeRow = Awaited<ReturnType<typeof listTypes>>[number];

/** One live type by id or, when `byCode`, by code. */
export function findType(db: Db, key: string, byCode = false): Promise<TypeRow | undefined> {
  return byCode ? typeRows.findBy(db, { en_code: key }) : typeRows.find(db, key);
}

/** Inserts a type. */
export const insertType = typeRows.insert;

/** Updates a live type. */
export const updateType = typeRows.update;

/** Live child types of a type. */
export function countChildTypes(db: Db, id: string): Promise<number> {
  return typeRows.count(typeRows.all(db).where('parent_id', '=', id));
}

/** Soft-deletes a live row of either dictionary table. */
export function softDelete(
  db: Db,
  table: 'base_dictionary_type' | 'base_dictionary_data',
  id: string,
  userId: string,
  now: number,
) {
  return (table === 'base_dictionary_type' ? typeRows : dataRows).softDelete(db, id, userId, now);
}

function dataFilter(db: Db, dialect: DialectName, typeId: string, keyword?: string, enabledOnly = false) {
  return dataRows.live(db, dialect, { keyword, enabledOnly }).where('dictionary_type_id', '=', typeId);
}

/** Live items of a type matching a keyword. */
export function countData(db: Db, dialect: DialectName, typeId: string, keyword?: string) {
  return dataRows.count(dataFilter(db, dialect, typeId, keyword));
}

/** Live items of a type in display order, optionally filtered, enabled only, or one page. */
export function listData(
  db: Db,
  dialect: DialectName,
  typeId: string,
  options: { keyword?: string; enabledOnly?: boolean; page?: PageWindow } = {},
) {
  const query = dataFilter(db, dialect, typeId, options.keyword, options.enabledOnly);
  return dataRows.list(query, {}, options.page);
}

/** One dictionary item row. */
export type DataRow = Awaited<ReturnType<typeof listData>>[number];

/** The enabled live items of every live type, in display order. */
export function listEnabledData(db: Db): Promise<DataRow[]> {
  return dataRows.list(dataRows.all(db).where('enabled_mark', '=', 1));
}

/** One live item. */
export const findData = dataRows.find;

/** Inserts an item. */
export const insertData = dataRows.insert;

/** Updates a live item. */
export const updateData = dataRows.update;

/** Live child items of an item. */
export function countChildData(db: Db, id: string): Promise<number> {
  return dataRows.count(dataRows.all(db).where('parent_id', '=', id));
}

/** Live items of a type whose parent is not the top (a tree's nesting). */
export function countNestedData(db: Db, typeId: string): Promise<number> {
  return dataRows.count(
    dataRows.all(db).where('dictionary_type_id', '=', typeId).where('parent_id', '<>', '0'),
  );
}

/** Whether a live type other than `exceptId` uses the code. */
export function typeCodeTaken(db: Db, enCode: string, exceptId?: string): Promise<boolean> {
  return typeRows.codeTaken(db, enCode, exceptId);
}

/** Whether a live item of the type other than `exceptId` uses the code. */
export function dataCodeTaken(db: Db, typeId: string, enCode: string, exceptId?: string) {
  return dataRows.taken(db, { dictionary_type_id: typeId, en_code: enCode }, exceptId);
}
