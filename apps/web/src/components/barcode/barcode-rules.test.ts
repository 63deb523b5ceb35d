import { describe, expect, it } from 'vitest';
import { BARCODE_DEFAULTS, barcodeProblem, ean13CheckDigit } from './barcode-rules';

describe('barcodeProblem', () => {
  it('draws letters and digits in CODE128 and CODE39', () => {
    expect(barcodeProblem('admin01', 'CODE128')).toBeUndefined();
    expect(barcodeProblem('ABC123', 'CODE39')).toBeUndefined();
  });

  it('refuses anything but letters and digits (spec 02 section 5)', () => {
    for (const value of ['a b', 'a-b', '中文', '<script>', 'x\n', 'ä']) {
      expect(barcodeProblem(value, 'CODE128')).toBe('notAlphanumeric');
    }
  });

  it('names an empty value and an overlong one', () => {
    expect(barcodeProblem('', 'CODE128')).toBe('empty');
    expect(barcodeProblem(null, 'CODE128')).toBe('empty');
    expect(barcodeProblem(undefined, 'CODE39')).toBe('empty');
    expect(barcodeProblem('a'.repeat(81), 'CODE128')).toBe('tooLong');
  });

  it('takes 12 digits or 13 with the right check digit for EAN-13', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(barcodeProblem('400638133393', 'EAN13')).toBeUndefined();
    expect(barcodeProblem('4006381333931', 'EAN13')).toBeUndefined();
    expect(barcodeProblem('4006381333932', 'EAN13')).toBe('notEan13');
    expect(barcodeProblem('40063813339', 'EAN13')).toBe('notEan13');
    expect(barcodeProblem('40063813339A', 'EAN13')).toBe('notEan13');
  });

  it('defaults to CODE128, bars 4 wide and 40 high (spec 02 section 9)', () => {
    expect(BARCODE_DEFAULTS).toEqual({ format: 'CODE128', width: 4, height: 40 });
  });
});
