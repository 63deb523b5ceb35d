import { randomInt, randomUUID } from 'node:crypto';
import {
  formatBillDate,
  formatSerialNumber,
  type BillDateFormat,
  type BillRandomType,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import {
  lastIssuedSerial,
  recordFreeOutput,
  recordIssued,
  recordSerialOutput,
  takeSerial,
} from './bill-number.repository';
import {
  findBillRuleByCode,
  type BillRuleRow,
  type BillRuleValues,
  type CounterChange,
} from './bill-rule.repository';

const DIGITS = '0123456789';
const LETTERS_AND_DIGITS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `count` random characters from a cryptographic source. */
export function randomCharacters(count: number, type: BillRandomType): string {
  const alphabet = type === 1 ? DIGITS : LETTERS_AND_DIGITS;
  let text = '';
  for (let i = 0; i < count; i += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** The largest counter value whose serial still fits the rule's digits. */
export function maxThisNumber(rule: Pick<BillRuleRow, 'digit' | 'start_number'>): number {
  const capacity = 10 ** Number(rule.digit) - 1 - Number(rule.start_number);
  return Math.min(capacity, Number.MAX_SAFE_INTEGER);
}

/** How often a number is retried when the rule was edited between the read and the take. */
const ATTEMPTS = 5;
/** Numbers found already issued in one call before giving up (each one moves the counter on). */
const COLLISIONS = 100;
/** Random draws already issued in one call before the rule counts as used up. */
const RANDOM_DRAWS = 10;

/**
 * Hands out the next number of the rule with code `code` (reference §6 algorithm). The serial comes
 * from one atomic UPDATE … RETURNING, never from process memory, and is never cached; every number
 * is recorded under the rule's unique key before it is answered, and one already recorded is
 * skipped, so no call gets a number another call got, whatever edits the rule went through (ADR 0012).
 */
export async function issueBillNumber(db: Kysely<DB>, code: string, now: () => Date): Promise<string> {
  let changed = 0;
  let collisions = 0;
  while (changed < ATTEMPTS) {
    const rule = await findBillRuleByCode(db, code);
    if (!rule) throw badRequest('billRuleUnknown', { code });
    if (Number(rule.enabled_mark) !== 1) throw badRequest('billRuleDisabled', { code });
    const type = Number(rule.type);
    if (type !== 1) {
      const middle =
        type === 2
          ? randomCharacters(Number(rule.random_digit), Number(rule.random_type) === 2 ? 2 : 1)
          : randomUUID();
      const number = `${rule.prefix}${middle}${rule.suffix}`;
      const issued = { rule_id: rule.id, number, type, prefix: rule.prefix, suffix: rule.suffix };
      if (!(await recordIssued(db, { ...issued, issued_at: Date.now() }))) {
        collisions += 1;
        if (collisions >= RANDOM_DRAWS) throw badRequest('billRandomExhausted', { code });
        continue;
      }
      if (await recordFreeOutput(db, rule.id, type, number)) return number;
      changed += 1;
      continue;
    }
    const format = {
      id: rule.id,
      dateFormat: rule.date_format,
      digit: Number(rule.digit),
      startNumber: Number(rule.start_number),
      maxThis: maxThisNumber(rule),
    };
    const datePart = formatBillDate(now(), rule.date_format as BillDateFormat);
    const taken = await takeSerial(db, format, datePart);
    if (!taken) {
      if (await outOfSerials(db, rule, datePart))
        throw badRequest('billSerialOverflow', { code, digit: format.digit });
      changed += 1;
      continue;
    }
    const serial = format.startNumber + taken.this_number;
    const number = formatSerialNumber(
      { prefix: taken.prefix, suffix: taken.suffix, digit: format.digit },
      taken.serial_date,
      serial,
    );
    // The statement's guard keeps the serial within digit, so the number always fits.
    if (number === null) throw badRequest('billSerialOverflow', { code, digit: format.digit });
    const recorded = await recordIssued(db, {
      rule_id: rule.id,
      number,
      type,
      prefix: taken.prefix,
      suffix: taken.suffix,
      date_format: format.dateFormat,
      serial_date: taken.serial_date,
      serial,
      issued_at: Date.now(),
    });
    if (!recorded) {
      // Issued before (a counter moved back, or another shape spelt the same text): take the next.
      collisions += 1;
      if (collisions >= COLLISIONS) throw badRequest('billNumberBusy');
      continue;
    }
    await recordSerialOutput(db, rule.id, taken, number);
    return number;
  }
  throw badRequest('billNumberBusy');
}

/** Whether an unchanged, enabled rule refused its serial because the digits are used up. */
async function outOfSerials(db: Kysely<DB>, before: BillRuleRow, datePart: string): Promise<boolean> {
  const now = await findBillRuleByCode(db, before.en_code);
  if (!now || now.id !== before.id || Number(now.enabled_mark) !== 1) return false;
  const same = (['date_format', 'digit', 'start_number', 'type'] as const).every(
    (k) => String(now[k]) === String(before[k]),
  );
  const continues = now.serial_date !== null && now.serial_date >= datePart;
  return same && continues && Number(now.this_number) >= maxThisNumber(now);
}

/**
 * What an edit from `old` to `values` does to the counter, so that no edit can hand a number out
 * again (ADR 0012): a new shape (prefix, suffix, date format, or back to type 1) continues after
 * the last serial it issued before, from the record of issued numbers; a new start number shifts
 * the counter so the next serial is the larger of the start number and the last serial plus one;
 * digits alone keep it. Refuses fewer digits than the next serial of the current date part needs.
 */
export async function counterAfterEdit(
  db: Kysely<DB>,
  old: BillRuleRow,
  values: BillRuleValues,
  at: Date,
): Promise<CounterChange> {
  if (values.type !== 1) return { kind: 'keep' };
  const start = values.start_number;
  const oldStart = Number(old.start_number);
  const shapeChanged =
    Number(old.type) !== 1 ||
    old.prefix !== values.prefix ||
    old.suffix !== values.suffix ||
    old.date_format !== values.date_format;
  let change: CounterChange = { kind: 'keep' };
  let last =
    old.serial_date === null
      ? undefined
      : { serialDate: old.serial_date, serial: oldStart + Number(old.this_number) };
  if (shapeChanged) {
    last = await lastIssuedSerial(db, old.id, {
      prefix: values.prefix,
      suffix: values.suffix,
      dateFormat: values.date_format,
    });
    change = last
      ? { kind: 'set', thisNumber: Math.max(last.serial - start, -1), serialDate: last.serialDate }
      : { kind: 'set', thisNumber: 0, serialDate: null };
  } else if (start !== oldStart) change = { kind: 'shift', by: oldStart - start };
  const formatChanged = shapeChanged || start !== oldStart || Number(old.digit) !== values.digit;
  if (formatChanged && last && last.serialDate >= formatBillDate(at, values.date_format as BillDateFormat)) {
    const next = Math.max(last.serial + 1, start);
    if (String(next).length > values.digit)
      throw badRequest('billDigitTooNarrow', { serial: last.serial, digit: String(next).length });
  }
  return change;
}
