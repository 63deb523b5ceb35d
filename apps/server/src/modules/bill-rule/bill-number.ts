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
  findBillRuleByCode,
  recordFreeOutput,
  recordSerialOutput,
  takeSerial,
  type BillRuleRow,
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

/** How often a serial is retried when the rule was edited between the read and the take. */
const ATTEMPTS = 5;

/**
 * Hands out the next number of the rule with code `code` (reference §6 algorithm). The serial comes
 * from one atomic UPDATE … RETURNING, never from process memory, and is never cached: each call
 * gets a number nobody else got (ADR 0012).
 */
export async function issueBillNumber(db: Kysely<DB>, code: string, now: () => Date): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
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
      if (await recordFreeOutput(db, rule.id, type, number)) return number;
      continue;
    }
    const format = {
      id: rule.id,
      prefix: rule.prefix,
      suffix: rule.suffix,
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
      continue;
    }
    const number = formatSerialNumber(format, taken.serial_date, format.startNumber + taken.this_number);
    // The statement's guard keeps the serial within digit, so the number always fits.
    if (number === null) throw badRequest('billSerialOverflow', { code, digit: format.digit });
    await recordSerialOutput(db, rule.id, taken, number);
    return number;
  }
  throw badRequest('billNumberBusy');
}

/** Whether an unchanged, enabled rule refused its serial because the digits are used up. */
async function outOfSerials(db: Kysely<DB>, before: BillRuleRow, datePart: string): Promise<boolean> {
  const now = await findBillRuleByCode(db, before.en_code);
  if (!now || now.id !== before.id || Number(now.enabled_mark) !== 1) return false;
  const same = (['prefix', 'suffix', 'date_format', 'digit', 'start_number', 'type'] as const).every(
    (k) => String(now[k]) === String(before[k]),
  );
  const continues = now.serial_date !== null && now.serial_date >= datePart;
  return same && continues && Number(now.this_number) >= maxThisNumber(now);
}
