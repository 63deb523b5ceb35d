import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { countRows, sortedPage } from '../../db/admin-rows';

const COLUMNS = [
  'id',
  'category_id',
  'full_name',
  'en_code',
  'type',
  'has_page',
  'data_config_json',
  'parameter_json',
  'response_path',
  'time_limit_ms',
  'row_limit',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
  'updated_at',
] as const;

/** Calls kept per interface in the log (older ones are pruned). */
export const LOG_KEEP = 500;

/** Filters of the list. */
export interface InterfaceFilter {
  keyword?: string;
  categoryId?: string;
  type?: number;
  enabledOnly?: boolean;
}

function filtered(db: Kysely<DB>, dialect: DialectName, f: InterfaceFilter) {
  let query = db.selectFrom('base_data_interface').where('deleted_at', 'is', null);
  const keyword = f.keyword;
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

/** Number of live interfaces matching the filter. */
export const countInterfaces = (db: Kysely<DB>, dialect: DialectName, f: InterfaceFilter) =>
  countRows(filtered(db, dialect, f));

/** Live interfaces matching the filter, by sort code then name, optionally one page. */
export async function listInterfaces(
  db: Kysely<DB>,
  dialect: DialectName,
  f: InterfaceFilter,
  page?: { offset: number; limit: number },
) {
  const query = filtered(db, dialect, f).select(COLUMNS);
  return sortedPage(query, undefined, false, page).execute();
}

/** One interface row. */
export type InterfaceRow = Awaited<ReturnType<typeof listInterfaces>>[number];

/** One live interface. */
export async function findInterface(db: Kysely<DB>, id: string): Promise<InterfaceRow | undefined> {
  return db
    .selectFrom('base_data_interface')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether a live interface other than `exceptId` uses the code. */
export async function interfaceCodeTaken(
  db: Kysely<DB>,
  enCode: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('base_data_interface')
    .select('id')
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Values an interface is written with. */
export interface InterfaceValues {
  category_id: string;
  full_name: string;
  en_code: string;
  type: number;
  has_page: number;
  data_config_json: string;
  parameter_json: string;
  response_path: string | null;
  time_limit_ms: number;
  row_limit: number;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
}

/** Inserts an interface. */
export async function insertInterface(
  db: Kysely<DB>,
  id: string,
  values: InterfaceValues,
  userId: string | null,
  now: number,
) {
  await db
    .insertInto('base_data_interface')
    .values({ id, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Updates an interface (all values, or only some such as the state). */
export async function updateInterface(
  db: Kysely<DB>,
  id: string,
  values: Partial<InterfaceValues>,
  userId: string,
  now: number,
) {
  await db
    .updateTable('base_data_interface')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Soft-deletes an interface. */
export async function deleteInterface(db: Kysely<DB>, id: string, userId: string, now: number) {
  await db
    .updateTable('base_data_interface')
    .set({ deleted_at: now, deleted_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** A call to log. */
export interface LogValues {
  id: string;
  interface_id: string;
  user_id: string | null;
  invoke_time: number;
  duration_ms: number;
  ip: string | null;
  ok: number;
  error: string | null;
  invoke_type: string;
}

/** Logs a call and drops the interface's calls beyond the newest {@link LOG_KEEP}. */
export async function insertLog(db: Kysely<DB>, values: LogValues): Promise<void> {
  await db.insertInto('base_data_interface_log').values(values).execute();
  const cutoff = await db
    .selectFrom('base_data_interface_log')
    .select('id')
    .where('interface_id', '=', values.interface_id)
    .orderBy('id', 'desc')
    .offset(LOG_KEEP)
    .limit(1)
    .executeTakeFirst();
  if (cutoff)
    await db
      .deleteFrom('base_data_interface_log')
      .where('interface_id', '=', values.interface_id)
      .where('id', '<=', cutoff.id)
      .execute();
}

/** One page of an interface's calls, newest first, with the caller's name. */
export async function listLogs(db: Kysely<DB>, interfaceId: string, page: { offset: number; limit: number }) {
  const base = db.selectFrom('base_data_interface_log as l').where('l.interface_id', '=', interfaceId);
  const [total, rows] = await Promise.all([
    countRows(base),
    base
      .leftJoin('base_user as u', 'u.id', 'l.user_id')
      .select([
        'l.id',
        'l.interface_id',
        'l.user_id',
        'u.real_name',
        'u.account',
        'l.invoke_time',
        'l.duration_ms',
        'l.ip',
        'l.ok',
        'l.error',
        'l.invoke_type',
      ])
      .orderBy('l.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total, rows };
}

/** Items of the `DataInterfaceType` dictionary (empty when the dictionary is absent). */
export async function interfaceCategories(db: Kysely<DB>) {
  return db
    .selectFrom('base_dictionary_data as d')
    .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
    .select(['d.id', 'd.en_code', 'd.full_name'])
    .where('t.en_code', '=', 'DataInterfaceType')
    .where('t.deleted_at', 'is', null)
    .where('d.deleted_at', 'is', null)
    .orderBy('d.sort_code')
    .execute();
}

/** The organisation of a user (for the @organizeId placeholder). */
export async function userOrganize(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('base_user')
    .select('organize_id')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.organize_id ?? null;
}
