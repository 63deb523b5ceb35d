import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { BillNumberIssuedTable } from './bill-rule.table';

/** The format a serial was computed under; the atomic step applies only while the row still has it. */
export interface SerialFormat {
  id: string;
  /** The date part is computed in this format, so it must still be the row's. */
  dateFormat: string;
  digit: number;
  startNumber: number;
  /** The largest `this_number` that still fits `digit` (capped at a safe integer). */
  maxThis: number;
}

/** A serial just taken, with the affixes the row had when it was taken. */
export interface TakenSerial {
  this_number: number;
  serial_date: string;
  prefix: string;
  suffix: string;
}

/**
 * Takes the next serial in ONE statement, so concurrent callers on any number of connections or
 * instances each get their own: within the row's date part (or a later one already reached by
 * another instance's clock) the counter goes up by one, in a newer date part it starts at 0.
 * The affixes come back from the same statement, so an edit of the prefix never mixes with a
 * serial of another prefix. Answers nothing when the rule is gone, disabled, its date format,
 * digits or start number changed since it was read, or it is out of serials.
 */
export async function takeSerial(
  db: Kysely<DB>,
  format: SerialFormat,
  datePart: string,
): Promise<TakenSerial | undefined> {
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
    .where('date_format', '=', format.dateFormat)
    .where('digit', '=', format.digit)
    .where('start_number', '=', format.startNumber)
    .where(sql<boolean>`not (${continues} and this_number >= ${format.maxThis})`)
    .returning(['this_number', 'serial_date', 'prefix', 'suffix'])
    .executeTakeFirst();
  return row
    ? {
        this_number: Number(row.this_number),
        serial_date: row.serial_date ?? '',
        prefix: row.prefix,
        suffix: row.suffix,
      }
    : undefined;
}

/**
 * Records a number as handed out by its rule; false when the rule had already handed it out
 * (the primary key on rule and number refuses it, on every engine and instance).
 */
export async function recordIssued(db: Kysely<DB>, row: Insertable<BillNumberIssuedTable>): Promise<boolean> {
  const result = await db
    .insertInto('base_bill_number_issued')
    .values(row)
    .onConflict((oc) => oc.columns(['rule_id', 'number']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The last date part and serial a rule issued in one shape (prefix, suffix, date format), if any. */
export async function lastIssuedSerial(
  db: Kysely<DB>,
  ruleId: string,
  shape: { prefix: string; suffix: string; dateFormat: string },
): Promise<{ serialDate: string; serial: number } | undefined> {
  const row = await db
    .selectFrom('base_bill_number_issued')
    .select(['serial_date', 'serial'])
    .where('rule_id', '=', ruleId)
    .where('prefix', '=', shape.prefix)
    .where('suffix', '=', shape.suffix)
    .where('date_format', '=', shape.dateFormat)
    .where('serial_date', 'is not', null)
    .where('serial', 'is not', null)
    .orderBy('serial_date', 'desc')
    .orderBy('serial', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { serialDate: row.serial_date!, serial: Number(row.serial) } : undefined;
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
