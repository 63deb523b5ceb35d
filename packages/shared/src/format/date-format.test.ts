import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';
import { formatFileSize } from './file-size';

describe('formatDate', () => {
  const moment = new Date(2026, 0, 5, 8, 4, 3);

  it('uses YYYY-MM-DD HH:mm:ss by default, zero-padded', () => {
    expect(formatDate(moment)).toBe('2026-01-05 08:04:03');
    expect(formatDate(moment.getTime())).toBe('2026-01-05 08:04:03');
  });

  it('follows a given pattern', () => {
    expect(formatDate(moment, 'YYYY/MM/DD')).toBe('2026/01/05');
    expect(formatDate(moment, 'HH:mm')).toBe('08:04');
  });

  it('gives an empty text for null, undefined and invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('keeps bytes under 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('switches to KB, MB and GB at each 1024 step', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.25 GB');
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2048 GB');
  });

  it('gives an empty text for null, undefined and negative sizes', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(undefined)).toBe('');
    expect(formatFileSize(-1)).toBe('');
  });
});
