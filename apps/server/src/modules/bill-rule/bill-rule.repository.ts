import { sql, type Kysely, type Selectable } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { BillRuleTable, DB } from '../../db/schema';
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

/** Updates a rule; `resetCounter` starts its serial over (the number's format changed). */
export async function updateBillRule(
  db: Kysely<DB>,
  id: string,
  values: BillRuleValues,
  resetCounter: boolean,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('base_bill_rule')
    .set({
      ...values,
      ...(resetCounter ? { this_number: 0, serial_date: null } : {}),
      updated_at: now,
      updated_by: userId,
    })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
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

/** The format a serial was computed under; the atomic step applies only while the row still has it. */
export interface SerialFormat {
  id: string;
  prefix: string;
  suffix: string;
  dateFormat: string;
  digit: number;
  startNumber: number;
  /** The largest `this_number` that still fits `digit` (capped at a safe integer). */
  maxThis: number;
}

/**
 * Takes the next serial in ONE statement, so concurrent callers on any number of connections or
 * instances each get their own: within the row's date part (or a later one already reached by
 * another instance's clock) the counter goes up by one, in a newer date part it starts at 0.
 * Answers nothing when the rule is gone, disabled, changed since it was read, or out of serials.
 */
export async function takeSerial(
  db: Kysely<DB>,
  format: SerialFormat,
  datePart: string,
): Promise<{ this_number: number; serial_date: string } | undefined> {
  // A date part never goes backwards: a caller whose clock lags continues the newer date part.
  const continues = sql<boolean>`(serial_date is not null and serial_date >= ${datePart})`;
  const row = await db
    .updateTable('base_bill_rule')
    .set({
      this_number: sql<number>`case when ${continues} then this_number + 1 else 0 end`,
      serial_date: sql<string>`case when ${continues} then serial_date else ${datePart} end`,
    })
    .where('id', '=', format.id)
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .where('type', '=', 1)
    .where('prefix', '=', format.prefix)
    .where('suffix', '=', format.suffix)
    .where('date_format', '=', format.dateFormat)
    .where('digit', '=', format.digit)
    .where('start_number', '=', format.startNumber)
    .where(sql<boolean>`not (${continues} and this_number >= ${format.maxThis})`)
    .returning(['this_number', 'serial_date'])
    .executeTakeFirst();
  return row ? { this_number: Number(row.this_number), serial_date: row.serial_date ?? '' } : undefined;
}

/** Records the number just issued as the last one, unless a later serial has been taken since. */
export async function recordSerialOutput(
  db: Kysely<DB>,
  id: string,
  taken: { this_number: number; serial_date: string },
  output: string,
): Promise<void> {
  await db
    .updateTable('base_bill_rule')
    .set({ output_number: output })
    .where('id', '=', id)
    .where('this_number', '=', taken.this_number)
    .where('serial_date', '=', taken.serial_date)
    .execute();
}

/** Records a random or UUID number on an enabled rule of that type; false when there is none. */
export async function recordFreeOutput(
  db: Kysely<DB>,
  id: string,
  type: number,
  output: string,
): Promise<boolean> {
  const row = await db
    .updateTable('base_bill_rule')
    .set({ output_number: output })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .where('type', '=', type)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
