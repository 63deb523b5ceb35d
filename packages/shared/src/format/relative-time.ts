import type { Language } from '../language';
import { formatDate, toDate, type DateInput } from './date-format';
import { TIME_WORDS } from './words';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Helper A (spec 01 section 9): under 30 s 'just now', under 1 h 'N minutes ago',
 * under 24 h 'N hours ago', under 48 h '1 day ago', else the date. Future times give 'just now'.
 */
export function timeAgo(value: DateInput, lang: Language, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '';
  const words = TIME_WORDS[lang];
  const diff = now - date.getTime();
  if (diff < 30 * SECOND) return words.justNow;
  if (diff < HOUR) return words.ago(Math.max(1, Math.floor(diff / MINUTE)), 'minute');
  if (diff < DAY) return words.ago(Math.floor(diff / HOUR), 'hour');
  if (diff < 2 * DAY) return words.ago(1, 'day');
  return formatDate(date);
}

/**
 * Helper B (spec 01 section 9): under 1 min 'just now', then minutes, hours, days up to 6,
 * weeks up to 3, months up to 3 (a month is 30 days), else the date (YYYY-MM-DD). Future times give 'just now'.
 */
export function timeSince(value: DateInput, lang: Language, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '';
  const words = TIME_WORDS[lang];
  const diff = now - date.getTime();
  if (diff < MINUTE) return words.justNow;
  if (diff < HOUR) return words.ago(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return words.ago(Math.floor(diff / HOUR), 'hour');
  const days = Math.floor(diff / DAY);
  if (days < 7) return words.ago(days, 'day');
  if (days < 28) return words.ago(Math.floor(days / 7), 'week');
  if (days < 120) return words.ago(Math.max(1, Math.floor(days / 30)), 'month');
  return formatDate(date, 'YYYY-MM-DD');
}
