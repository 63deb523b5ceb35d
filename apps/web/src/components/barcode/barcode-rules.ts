/** Barcode symbologies the widget draws (JsBarcode format names). */
export const BARCODE_FORMATS = ['CODE128', 'CODE39', 'EAN13'] as const;
/** One of {@link BARCODE_FORMATS}. */
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

/** Defaults of the barcode widget (spec 02 section 9). */
export const BARCODE_DEFAULTS = { format: 'CODE128', width: 4, height: 40 } as const;

/** Longest value drawn; longer ones would not fit a cell or a label anyway. */
export const BARCODE_MAX_LENGTH = 80;

const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

/** The EAN-13 check digit of the first twelve digits. */
export function ean13CheckDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Why a value cannot be drawn, or undefined when it can. */
export type BarcodeProblem = 'empty' | 'notAlphanumeric' | 'tooLong' | 'notEan13';

/**
 * Checks a value before drawing (spec 02 section 5: only alphanumeric values render). EAN-13 also
 * needs 12 digits (the check digit is added) or 13 digits with a correct check digit.
 */
export function barcodeProblem(
  value: string | null | undefined,
  format: BarcodeFormat,
): BarcodeProblem | undefined {
  const text = value ?? '';
  if (!text) return 'empty';
  if (text.length > BARCODE_MAX_LENGTH) return 'tooLong';
  if (!ALPHANUMERIC.test(text)) return 'notAlphanumeric';
  if (format !== 'EAN13') return undefined;
  if (!/^\d{12,13}$/.test(text)) return 'notEan13';
  if (text.length === 13 && ean13CheckDigit(text.slice(0, 12)) !== Number(text[12])) return 'notEan13';
  return undefined;
}
