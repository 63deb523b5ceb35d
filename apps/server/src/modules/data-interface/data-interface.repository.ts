import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { countRows } from '../../db/admin-rows';
import { adminTable, categorized, STATE_COLUMNS, type WrittenValues } from '../../db/admin-table';
import type { DataInterfaceLogTable, DataInterfaceTable } from './data-interface.table';

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
  ...STATE_COLUMNS,
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

/** Values an interface is written with. */
export type InterfaceValues = WrittenValues<DataInterfaceTable>;

/** The interface table's list, find and write statements. */
export const interfaceRows = adminTable<DB, InterfaceValues>()({
  table: 'base_data_interface',
  columns: COLUMNS,
  sorts: {},
});

/** One interface row. */
export type InterfaceRow = NonNullable<Awaited<ReturnType<typeof interfaceRows.find>>>;

/** Live interfaces matching the filter (list, count or page them with `interfaceRows`). */
export const filteredInterfaces = (db: Kysely<DB>, dialect: DialectName, f: InterfaceFilter) =>
  interfaceRows.live(db, dialect, categorized(f));

/** A call to log. */
export type LogValues = DataInterfaceLogTable;

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
