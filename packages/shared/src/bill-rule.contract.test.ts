import { describe, expect, it } from 'vitest';
import {
  billRuleBodySchema,
  billRuleProblem,
  formatBillDate,
  formatSerialNumber,
  padSerial,
  previewBillNumber,
} from './bill-rule.contract';

const at = new Date(2026, 2, 7, 9, 5, 3, 42);

describe('bill number formatting', () => {
  it('cuts the date part at every format, and leaves it out for no', () => {
    expect(formatBillDate(at, 'YYYY')).toBe('2026');
    expect(formatBillDate(at, 'YYYYMM')).toBe('202603');
    expect(formatBillDate(at, 'YYYYMMDD')).toBe('20260307');
    expect(formatBillDate(at, 'YYYYMMDDHH')).toBe('2026030709');
    expect(formatBillDate(at, 'YYYYMMDDHHmm')).toBe('202603070905');
    expect(formatBillDate(at, 'YYYYMMDDHHmmss')).toBe('20260307090503');
    expect(formatBillDate(at, 'YYYYMMDDHHmmssSSS')).toBe('20260307090503042');
    expect(formatBillDate(at, 'no')).toBe('');
  });

  it('pads the serial to its width and refuses one that does not fit', () => {
    expect(padSerial(7, 4)).toBe('0007');
    expect(padSerial(9999, 4)).toBe('9999');
    expect(padSerial(10000, 4)).toBeNull();
    expect(formatSerialNumber({ prefix: 'PO-', suffix: '/A', digit: 3 }, '2026', 12)).toBe('PO-2026012/A');
    expect(formatSerialNumber({ prefix: '', suffix: '', digit: 1 }, '', 10)).toBeNull();
  });

  it("previews the next number: the start today, the one after today's last, placeholders otherwise", () => {
    const rule = billRuleBodySchema.parse({
      fullName: 'x',
      enCode: 'x',
      prefix: 'SO',
      digit: 3,
      startNumber: 5,
    });
    expect(previewBillNumber(rule, at)).toBe('SO20260307005');
    expect(previewBillNumber({ ...rule, thisNumber: 2, serialDate: '20260307' }, at)).toBe('SO20260307008');
    expect(previewBillNumber({ ...rule, thisNumber: 2, serialDate: '20260306' }, at)).toBe('SO20260307005');
    expect(previewBillNumber({ ...rule, type: 2, randomDigit: 4, randomType: 2 }, at)).toBe('SOXXXX');
    expect(previewBillNumber({ ...rule, type: 3 }, at)).toMatch(/^SOxxxxxxxx-xxxx-4xxx/);
  });
});

describe('bill rule checks', () => {
  const base = { type: 1 as const, digit: 4, startNumber: 1, prefix: 'PO-', suffix: '' };

  it('accepts a start number that fits the digits, refuses one that does not', () => {
    expect(billRuleProblem(base)).toBeNull();
    expect(billRuleProblem({ ...base, startNumber: 9999 })).toBeNull();
    expect(billRuleProblem({ ...base, startNumber: 10000 })).toEqual({
      key: 'billStartTooLong',
      params: { digit: 4 },
    });
    expect(billRuleProblem({ ...base, type: 2, startNumber: 10000 })).toBeNull();
  });

  it('refuses affixes with characters outside the allowed set', () => {
    expect(billRuleProblem({ ...base, prefix: '采购/PO#' })).toBeNull();
    expect(billRuleProblem({ ...base, prefix: 'a b' })?.key).toBe('billPrefixInvalid');
    expect(billRuleProblem({ ...base, suffix: '<x>' })?.key).toBe('billSuffixInvalid');
  });

  it('bounds digit between 1 and 20 and the affixes at 20 characters', () => {
    const parse = (v: object) => billRuleBodySchema.safeParse({ fullName: 'x', enCode: 'x', ...v }).success;
    expect(parse({ digit: 1 })).toBe(true);
    expect(parse({ digit: 20 })).toBe(true);
    expect(parse({ digit: 0 })).toBe(false);
    expect(parse({ digit: 21 })).toBe(false);
    expect(parse({ prefix: 'x'.repeat(21) })).toBe(false);
    expect(parse({ dateFormat: 'YYYYDD' })).toBe(false);
  });
});
