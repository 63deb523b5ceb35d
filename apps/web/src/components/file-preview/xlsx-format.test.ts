import { describe, expect, it } from 'vitest';
import { formatSerial, kindOfFormatCode } from './xlsx-format';

describe('kindOfFormatCode', () => {
  it('tells dates, times, percentages and plain numbers apart', () => {
    expect(kindOfFormatCode('yyyy/m/d')).toBe('date');
    expect(kindOfFormatCode('yyyy"年"m"月"d"日"')).toBe('date');
    expect(kindOfFormatCode('[$-409]mmm d, yyyy')).toBe('date');
    expect(kindOfFormatCode('h:mm:ss')).toBe('time');
    expect(kindOfFormatCode('[h]:mm')).toBe('time');
    expect(kindOfFormatCode('mm:ss')).toBe('time');
    expect(kindOfFormatCode('h:mm AM/PM')).toBe('time');
    expect(kindOfFormatCode('yyyy-mm-dd hh:mm')).toBe('datetime');
    expect(kindOfFormatCode('0.00%')).toBe('percent');
    expect(kindOfFormatCode('#,##0.00;[Red]-#,##0.00')).toBe('plain');
    expect(kindOfFormatCode('General')).toBe('plain');
    expect(kindOfFormatCode('"days"0')).toBe('plain');
  });
});

describe('formatSerial', () => {
  it('reads Excel serial days in both date systems', () => {
    expect(formatSerial(45658, 'date')).toBe('2025-01-01');
    expect(formatSerial(45658.5, 'datetime')).toBe('2025-01-01 12:00');
    expect(formatSerial(0.75, 'time')).toBe('18:00');
    expect(formatSerial(0, 'date', true)).toBe('1904-01-01');
  });
});
