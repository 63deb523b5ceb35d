import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';
import { timeAgo, timeSince } from './relative-time';

const NOW = new Date(2026, 5, 15, 12, 0, 0).getTime();
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;
const ago = (ms: number) => NOW - ms;

describe('timeAgo (helper A)', () => {
  it('says just now under 30 seconds and minutes from 30 seconds', () => {
    expect(timeAgo(ago(0), 'en', NOW)).toBe('just now');
    expect(timeAgo(ago(29 * s), 'en', NOW)).toBe('just now');
    expect(timeAgo(ago(30 * s), 'en', NOW)).toBe('1 minute ago');
    expect(timeAgo(ago(29 * s), 'zh', NOW)).toBe('刚刚');
    expect(timeAgo(ago(29 * s), 'zhtw', NOW)).toBe('剛剛');
  });

  it('counts minutes up to 59 and hours from one hour', () => {
    expect(timeAgo(ago(2 * min), 'en', NOW)).toBe('2 minutes ago');
    expect(timeAgo(ago(59 * min), 'en', NOW)).toBe('59 minutes ago');
    expect(timeAgo(ago(59 * min), 'zh', NOW)).toBe('59分钟前');
    expect(timeAgo(ago(h), 'en', NOW)).toBe('1 hour ago');
    expect(timeAgo(ago(h), 'zhtw', NOW)).toBe('1小時前');
  });

  it('counts hours up to 23 h 59 and says one day until 48 hours', () => {
    expect(timeAgo(ago(23 * h + 59 * min), 'en', NOW)).toBe('23 hours ago');
    expect(timeAgo(ago(24 * h), 'en', NOW)).toBe('1 day ago');
    expect(timeAgo(ago(47 * h), 'zh', NOW)).toBe('1天前');
    expect(timeAgo(ago(47 * h + 59 * min), 'en', NOW)).toBe('1 day ago');
  });

  it('gives the full date from 48 hours on', () => {
    expect(timeAgo(ago(48 * h), 'en', NOW)).toBe(formatDate(ago(48 * h)));
    expect(timeAgo(ago(48 * h), 'en', NOW)).toBe('2026-06-13 12:00:00');
  });

  it('says just now for future times and nothing for no time', () => {
    expect(timeAgo(NOW + 5 * d, 'zh', NOW)).toBe('刚刚');
    expect(timeAgo(NOW + h, 'en', NOW)).toBe('just now');
    expect(timeAgo(null, 'en', NOW)).toBe('');
    expect(timeAgo(undefined, 'en', NOW)).toBe('');
  });

  it('accepts a Date as well as epoch milliseconds', () => {
    expect(timeAgo(new Date(ago(5 * min)), 'en', NOW)).toBe('5 minutes ago');
  });
});

describe('timeSince (helper B)', () => {
  it('says just now under a minute, then minutes and hours', () => {
    expect(timeSince(ago(59 * s), 'en', NOW)).toBe('just now');
    expect(timeSince(ago(min), 'en', NOW)).toBe('1 minute ago');
    expect(timeSince(ago(59 * min), 'zh', NOW)).toBe('59分钟前');
    expect(timeSince(ago(23 * h + 59 * min), 'en', NOW)).toBe('23 hours ago');
  });

  it('counts days up to 6 and weeks from 7 days', () => {
    expect(timeSince(ago(d), 'en', NOW)).toBe('1 day ago');
    expect(timeSince(ago(6 * d), 'en', NOW)).toBe('6 days ago');
    expect(timeSince(ago(6 * d + 23 * h), 'zh', NOW)).toBe('6天前');
    expect(timeSince(ago(7 * d), 'en', NOW)).toBe('1 week ago');
    expect(timeSince(ago(7 * d), 'zhtw', NOW)).toBe('1週前');
  });

  it('counts weeks up to 3 and months up to 3, then gives the date', () => {
    expect(timeSince(ago(27 * d), 'en', NOW)).toBe('3 weeks ago');
    expect(timeSince(ago(28 * d), 'en', NOW)).toBe('1 month ago');
    expect(timeSince(ago(60 * d), 'zh', NOW)).toBe('2个月前');
    expect(timeSince(ago(119 * d), 'en', NOW)).toBe('3 months ago');
    expect(timeSince(ago(119 * d), 'zhtw', NOW)).toBe('3個月前');
    expect(timeSince(ago(120 * d), 'en', NOW)).toBe(formatDate(ago(120 * d), 'YYYY-MM-DD'));
  });

  it('says just now for future times', () => {
    expect(timeSince(NOW + d, 'zh', NOW)).toBe('刚刚');
    expect(timeSince(NOW + d, 'en', NOW)).toBe('just now');
  });
});
