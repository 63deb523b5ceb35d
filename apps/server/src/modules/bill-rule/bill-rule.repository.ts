import { sql, type Kysely, type Selectable } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';
import type { BillRuleTable } from './bill-rule.table';
import { countRows, sortedPage } from '../../db/admin-rows';

/** One stored rule. */
export type BillRuleRow = Selectable<BillRuleTable>;

/** Columns a rule list may be sorted by (the only ones). */
export const BILL_RULE_SORTS = {
  fullName: 'full_name',
  enCode: 'en_code',
  startNumber: 'start_number',
  sortCode: 'sort_code',
  creatorTime: 'created_at',
  lastModifyTime: 'updated_at',
} as const;

/** Filters of a rule list. */
export interface BillRuleFilter {
  keyword?: string;
  categoryId?: string;
  enabledOnly?: boolean;
}

function filtered(db: Kysely<DB>, dialect: DialectName, filter: BillRuleFilter) {
  let query = db.selectFrom('base_bill_rule').where('deleted_at', 'is', null);
  const { keyword, categoryId } = filter;
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(dialect, 'full_name', keyword),
        containsInsensitive(dialect, 'en_code', keyword),
      ]),
    );
  if (categoryId) query = query.where('category_id', '=', categoryId);
  if (filter.enabledOnly) query = query.where('enabled_mark', '=', 1);
  return query;
}

/** Number of live rules matching the filters. */
export async function countBillRules(db: Kysely<DB>, dialect: DialectName, filter: BillRuleFilter) {
  return countRows(filtered(db, dialect, filter));
}

/** One page of live rules, sorted by an allow-listed column (newest first when none). */
export async function listBillRules(
  db: Kysely<DB>,
  dialect: DialectName,
  filter: BillRuleFilter,
  order: { sidx?: keyof typeof BILL_RULE_SORTS; desc: boolean; page: { offset: number; limit: number } },
): Promise<BillRuleRow[]> {
  const column = BILL_RULE_SORTS[order.sidx ?? 'creatorTime'];
  return sortedPage(filtered(db, dialect, filter).selectAll(), column, order.desc, order.page).execute();
}

/** One live rule by id. */
export async function findBillRule(db: Kysely<DB>, id: string): Promise<BillRuleRow | undefined> {
  return db
    .selectFrom('base_bill_rule')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** One live rule by code. */
export async function findBillRuleByCode(db: Kysely<DB>, enCode: string): Promise<BillRuleRow | undefined> {
  return db
    .selectFrom('base_bill_rule')
    .selectAll()
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether a live rule other than `exceptId` uses the code. */
export async function billCodeTaken(db: Kysely<DB>, enCode: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('base_bill_rule')
    .select('id')
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Values a rule is written with (the counter apart). */
export interface BillRuleValues {
  category_id: string | null;
  full_name: string;
  en_code: string;
  prefix: string;
  type: number;
  date_format: string;
  digit: number;
  start_number: number;
  random_digit: number;
  random_type: number;
  suffix: string;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
}

/** Inserts a rule with a fresh counter. */
export async function insertBillRule(
  db: Kysely<DB>,
  id: string,
  values: BillRuleValues,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('base_bill_rule')
    .values({ id, ...values, this_number: 0, serial_date: null, created_at: now, created_by: userId })
    .execute();
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

/** Sets the on/off mark. */
export async function setBillRuleState(
  db: Kysely<DB>,
  id: string,
  enabledMark: number,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('base_bill_rule')
    .set({ enabled_mark: enabledMark, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Soft-deletes a rule (its code becomes free). */
export async function deleteBillRule(db: Kysely<DB>, id: string, userId: string, now: number): Promise<void> {
  await db
    .updateTable('base_bill_rule')
    .set({ deleted_at: now, deleted_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}
