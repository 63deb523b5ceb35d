import type { Language } from '../language';

/** The units a relative time can be told in. */
export type TimeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month';

/** Words of the relative-time helpers in one language. */
export interface TimeWords {
  justNow: string;
  /** "N units ago". */
  ago: (n: number, unit: TimeUnit) => string;
}

const zhUnits: Record<TimeUnit, string> = {
  minute: '分钟',
  hour: '小时',
  day: '天',
  week: '周',
  month: '个月',
};
const zhtwUnits: Record<TimeUnit, string> = {
  minute: '分鐘',
  hour: '小時',
  day: '天',
  week: '週',
  month: '個月',
};

/** The relative-time words for zh, zhtw and en (shared cannot read the web locales). */
export const TIME_WORDS: Record<Language, TimeWords> = {
  zh: { justNow: '刚刚', ago: (n, unit) => `${n}${zhUnits[unit]}前` },
  zhtw: { justNow: '剛剛', ago: (n, unit) => `${n}${zhtwUnits[unit]}前` },
  en: { justNow: 'just now', ago: (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'} ago` },
};
