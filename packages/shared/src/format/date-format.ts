/** The default date pattern (spec 01 section 9). */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A moment as epoch milliseconds or a Date; null and undefined mean "none". */
export type DateInput = number | Date | null | undefined;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Turns the input into a valid Date, or undefined. */
export function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Formats a moment in local time with YYYY MM DD HH mm ss tokens; none or invalid gives ''. */
export function formatDate(value: DateInput, pattern: string = DEFAULT_DATE_FORMAT): string {
  const date = toDate(value);
  if (!date) return '';
  const parts: Record<string, string> = {
    YYYY: pad(date.getFullYear(), 4),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}
