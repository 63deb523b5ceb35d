import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { adminTable, categorized, type WrittenValues } from '../../db/admin-table';
import type { PrintDevTable } from './print-dev.table';

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

/** Filters of the template list. */
export interface PrintFilter {
  keyword?: string;
  categoryId?: string;
  type?: number;
  enabledOnly?: boolean;
}

/** Values a template is written with (JSON columns already serialized). */
export type PrintValues = WrittenValues<PrintDevTable>;

/** The template table's list, find and write statements (find adds the statements, HTML and page setup). */
export const printRows = adminTable<DB, PrintValues>()({
  table: 'base_print_dev',
  columns: LIST_COLUMNS,
  detailColumns: ['sql_template', 'print_template', 'page_param'],
  withCreator: true,
});

/** A stored template row. */
export type PrintRow = NonNullable<Awaited<ReturnType<typeof printRows.find>>>;

/** Live templates matching the filters (list, count or page them with `printRows`). */
export const filteredPrints = (db: Kysely<DB>, dialect: DialectName, f: PrintFilter) =>
  printRows.live(db, dialect, categorized(f));
