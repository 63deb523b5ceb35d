import { capitalMoney } from '@tessera/shared';

/** Options of {@link formatNumber}. */
export interface NumberFormat {
  precision?: unknown;
  thousands?: unknown;
}

/** A number as a form shows it: fixed to `precision` decimals, grouped by thousands when asked. */
export function formatNumber(value: unknown, { precision, thousands }: NumberFormat): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  if (!Number.isFinite(n)) return '';
  const p = typeof precision === 'number' && precision >= 0 && precision <= 10 ? precision : undefined;
  const text = p === undefined ? String(n) : n.toFixed(p);
  if (thousands !== true) return text;
  const [int, dec] = text.split('.') as [string, string?];
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return dec === undefined ? grouped : `${grouped}.${dec}`;
}

/** A sum as the summary row shows it: non-integers with 2 decimals (spec 02 §5). */
export function formatSum(sum: number, thousands: boolean): string {
  return formatNumber(sum, { precision: Number.isInteger(sum) ? 0 : 2, thousands });
}

/** The amount in capital numerals for the current language; `tooLarge` when it has over 12 digits. */
export function amountInWords(value: unknown, language: string): string | { tooLarge: true } {
  const n = typeof value === 'number' ? value : Number(value);
  const result = capitalMoney(Number.isFinite(n) ? n : null, language === 'zhtw' ? 'zhtw' : 'zh');
  return 'error' in result ? { tooLarge: true } : result.text;
}
