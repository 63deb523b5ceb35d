import { describe, expect, it } from 'vitest';
import { BARCODE_PATTERN, submittedLines } from './demo-values';

describe('submitted values', () => {
  it('lists every field in order with its value, and the shown text when it differs', () => {
    const lines = submittedLines(
      { name: 'Ann', users: ['u1', 'u2'], area: ['p', 'c', 'd'], user: 'u9' },
      { user: 'Zoe', name: 'Ann' },
    );
    expect(lines.map((l) => l.field)).toEqual([
      'name',
      'sex',
      'option',
      'user',
      'users',
      'organize',
      'orgUser',
      'approver',
      'area',
      'billNo',
      'code',
      'attachments',
      'images',
    ]);
    expect(lines[0]).toEqual({ field: 'name', labelKey: 'formDemo.name', value: 'Ann' });
    expect(lines[3]).toMatchObject({ value: 'u9', text: 'Zoe' });
    expect(lines[4]?.value).toBe('u1, u2');
    expect(lines[8]?.value).toBe('p, c, d');
    expect(lines[1]?.value).toBe('');
  });
  it('shows uploaded files by their names', () => {
    const file = (name: string) => ({
      name,
      fileId: name,
      fileVersionId: name,
      fileSize: 1,
      fileExtension: '',
      url: '',
    });
    const lines = submittedLines({ attachments: [file('合同.pdf'), file('b.docx')], images: [] }, {});
    expect(lines.find((l) => l.field === 'attachments')?.value).toBe('合同.pdf, b.docx');
    expect(lines.find((l) => l.field === 'images')?.value).toBe('');
  });
  it('accepts only letters and digits as barcode content', () => {
    expect(BARCODE_PATTERN.test('AB12')).toBe(true);
    expect(BARCODE_PATTERN.test('AB-12')).toBe(false);
    expect(BARCODE_PATTERN.test('中文')).toBe(false);
  });
});
