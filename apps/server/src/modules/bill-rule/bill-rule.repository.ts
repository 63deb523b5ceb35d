import { sql, type Kysely, type Selectable } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import type { BillRuleTable } from './bill-rule.table';
import {
  adminTable,
  NAME_AND_CODE,
  NAME_CODE_SORTS,
  STATE_COLUMNS,
  type WrittenValues,
} from '../../db/admin-table';

/** One stored rule. */
export type BillRuleRow = Selectable<BillRuleTable>;

/** Every column of a rule (the counter too). */
const BILL_RULE_COLUMNS = [
  'id',
  'category_id',
  ...NAME_AND_CODE,
  'prefix',
  'type',
  'date_format',
  'digit',
  'start_number',
  'random_digit',
  'random_type',
  'suffix',
  'this_number',
  'serial_date',
  'output_number',
  ...STATE_COLUMNS,
  'created_by',
  'updated_at',
  'updated_by',
  'deleted_at',
  'deleted_by',
] as const;

/** Filters of a rule list. */
export interface BillRuleFilter {
  keyword?: string;
  categoryId?: string;
  enabledOnly?: boolean;
}

/** Values a rule is written with (the counter apart). */
export type BillRuleValues = WrittenValues<BillRuleTable, 'this_number' | 'serial_date' | 'output_number'>;

/** The rule table's list, find and write statements (every column: the counter too). */
export const billRuleRows = adminTable<
  DB,
  BillRuleValues & Partial<Pick<BillRuleRow, 'this_number' | 'serial_date'>>
>()({
  table: 'base_bill_rule',
  columns: BILL_RULE_COLUMNS,
  withCreator: true,
  sorts: { ...NAME_CODE_SORTS, startNumber: 'start_number', lastModifyTime: 'updated_at' },
});

/** Live rules matching the filters (list, count or page them with `billRuleRows`). */
export const filteredBillRules = (db: Kysely<DB>, dialect: DialectName, filter: BillRuleFilter) =>
  billRuleRows.live(db, dialect, { ...filter, equal: { category_id: filter.categoryId } });

/** Inserts a rule with a fresh counter. */
export const insertBillRule = (
  db: Kysely<DB>,
  id: string,
  values: BillRuleValues,
  userId: string,
  now: number,
) => billRuleRows.insert(db, id, { ...values, this_number: 0, serial_date: null }, userId, now);

/** One live rule by code. */
export async function findBillRuleByCode(db: Kysely<DB>, enCode: string): Promise<BillRuleRow | undefined> {
  return db
    .selectFrom('base_bill_rule')
    .selectAll()
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** What an edit does to the counter (ADR 0012): nothing, a shift by the start number's change, or a value. */
export type CounterChange =
  | { kind: 'keep' }
  | { kind: 'shift'; by: number }
  | { kind: 'set'; thisNumber: number; serialDate: string | null };

/** The columns that shape a number, as read before an edit; the edit applies only while they hold. */
export type FormatGuard = Pick<
  BillRuleRow,
  'type' | 'prefix' | 'suffix' | 'date_format' | 'digit' | 'start_number'
>;

/**
 * Updates a rule and its counter in one statement, only if its format is still `guard` (false when
 * another edit came first). A shift is computed on the row as it is then, so serials taken meanwhile
 * count; it never goes below -1 (the next serial is the start number).
 */
export async function updateBillRule(
  db: Kysely<DB>,
  id: string,
  values: BillRuleValues,
  counter: CounterChange,
  guard: FormatGuard,
  userId: string,
  now: number,
): Promise<boolean> {
  const shifted = (by: number) =>
    sql<number>`case when this_number + ${by} < -1 then -1 else this_number + ${by} end`;
  const result = await db
    .updateTable('base_bill_rule')
    .set({
      ...values,
      ...(counter.kind === 'shift' ? { this_number: shifted(counter.by) } : {}),
      ...(counter.kind === 'set' ? { this_number: counter.thisNumber, serial_date: counter.serialDate } : {}),
      updated_at: now,
      updated_by: userId,
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('type', '=', Number(guard.type))
    .where('prefix', '=', guard.prefix)
    .where('suffix', '=', guard.suffix)
    .where('date_format', '=', guard.date_format)
    .where('digit', '=', Number(guard.digit))
    .where('start_number', '=', Number(guard.start_number))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
