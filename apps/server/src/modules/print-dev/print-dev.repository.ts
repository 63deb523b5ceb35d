import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { countRows, sortedPage } from '../../db/admin-rows';

const LIST_COLUMNS = [
  'id',
  'full_name',
  'en_code',
  'category_id',
  'type',
  'sort_code',
  'enabled_mark',
  'description',
  'resource_code',
  'created_at',
  'updated_at',
] as const;

/** Columns a template list may be sorted by (the only ones). */
export const PRINT_SORTS = {
  fullName: 'full_name',
  enCode: 'en_code',
  sortCode: 'sort_code',
  creatorTime: 'created_at',
} as const;

/** Filters of the template list. */
export interface PrintFilter {
  keyword?: string;
  categoryId?: string;
  type?: number;
  enabledOnly?: boolean;
}

function filtered(db: Kysely<DB>, dialect: DialectName, f: PrintFilter) {
  let query = db.selectFrom('base_print_dev').where('deleted_at', 'is', null);
  const { keyword } = f;
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(dialect, 'full_name', keyword),
        containsInsensitive(dialect, 'en_code', keyword),
      ]),
    );
  if (f.categoryId) query = query.where('category_id', '=', f.categoryId);
  if (f.type) query = query.where('type', '=', f.type);
  if (f.enabledOnly) query = query.where('enabled_mark', '=', 1);
  return query;
}

/** Number of live templates matching the filters. */
export const countPrints = (db: Kysely<DB>, dialect: DialectName, f: PrintFilter) =>
  countRows(filtered(db, dialect, f));

/** Live templates matching the filters, sorted by an allow-listed column, optionally one page. */
export function listPrints(
  db: Kysely<DB>,
  dialect: DialectName,
  f: PrintFilter,
  options: { sidx?: keyof typeof PRINT_SORTS; desc?: boolean; page?: { offset: number; limit: number } } = {},
) {
  const query = filtered(db, dialect, f).select(LIST_COLUMNS);
  const column = options.sidx ? PRINT_SORTS[options.sidx] : undefined;
  return sortedPage(query, column, options.desc, options.page).execute();
}

/** One live template with its statements, HTML and page setup. */
export function findPrint(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('base_print_dev')
    .select([...LIST_COLUMNS, 'sql_template', 'print_template', 'page_param'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A stored template row. */
export type PrintRow = NonNullable<Awaited<ReturnType<typeof findPrint>>>;

/** Whether a live template other than `exceptId` uses the code. */
export async function printCodeTaken(db: Kysely<DB>, enCode: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('base_print_dev')
    .select('id')
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Values a template is written with (JSON columns already serialized). */
export interface PrintValues {
  full_name: string;
  en_code: string;
  category_id: string | null;
  type: number;
  sql_template: string;
  print_template: string;
  page_param: string;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
  resource_code: string | null;
}

/** Inserts a template. */
export async function insertPrint(
  db: Kysely<DB>,
  id: string,
  values: PrintValues,
  userId: string,
  now: number,
) {
  await db
    .insertInto('base_print_dev')
    .values({ id, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Updates a template. */
export async function updatePrint(
  db: Kysely<DB>,
  id: string,
  values: PrintValues,
  userId: string,
  now: number,
) {
  await db
    .updateTable('base_print_dev')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Soft-deletes a template. */
export async function deletePrint(db: Kysely<DB>, id: string, userId: string, now: number) {
  await db
    .updateTable('base_print_dev')
    .set({ deleted_at: now, deleted_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}
