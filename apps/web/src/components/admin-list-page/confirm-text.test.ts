import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { codeName } from './code-name';
import { deleteQuestion, deleteSubject, rowName } from './confirm-text';

afterEach(() => changeLanguage('zh'));

describe('delete confirmation text', () => {
  it('names a single row in quotes', () => {
    changeLanguage('en');
    expect(deleteQuestion(['Sales board'])).toBe('This permanently deletes “Sales board”. Continue?');
    changeLanguage('zh');
    expect(deleteQuestion(['销售看板'])).toBe('将永久删除“销售看板”，是否继续？');
  });

  it('counts several rows and lists the first three, then an ellipsis', () => {
    changeLanguage('en');
    expect(deleteSubject(['a', 'b'])).toBe('2 items: a, b');
    expect(deleteSubject(['a', 'b', 'c', 'd', 'e'])).toBe('5 items: a, b, c…');
    changeLanguage('zhtw');
    expect(deleteQuestion(['甲', '乙', '丙', '丁'])).toBe('將永久刪除4 項：甲、乙、丙…，是否繼續？');
  });

  it('falls back to the general question for a row without a name', () => {
    changeLanguage('en');
    expect(deleteQuestion([''])).toBe(
      'This operation will permanently delete the data. Do you want to continue?',
    );
  });

  it('knows a row by its fullName, else name, title, account or code', () => {
    expect(rowName({ fullName: ' Ann ', enCode: 'x' })).toBe('Ann');
    expect(rowName({ title: 'Notice', enCode: 'n1' })).toBe('Notice');
    expect(rowName({ enCode: 'c1' })).toBe('c1');
    expect(rowName({ id: '1' })).toBe('');
  });
});

describe('codeName', () => {
  it('shows a code by its translation, else its dictionary name, else itself', () => {
    changeLanguage('en');
    expect(
      codeName('committee', {
        prefix: 'organize.groupKind',
        options: [{ value: 'committee', label: '委员会' }],
      }),
    ).toBe('Committee');
    expect(
      codeName('board', { prefix: 'organize.groupKind', options: [{ value: 'board', label: 'Board' }] }),
    ).toBe('Board');
    expect(codeName('other', { prefix: 'organize.groupKind' })).toBe('other');
    expect(codeName(null, {})).toBe('—');
  });
});
