import { describe, expect, it } from 'vitest';
import { commonWordsKeys } from './common-words-queries';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('common-words query keys', () => {
  it('puts every list page, info and the picker under `all`, so one save refreshes them all', () => {
    const list = commonWordsKeys.list({ currentPage: 2, pageSize: 20, keyword: '同意' });
    expect(startsWith(list, commonWordsKeys.lists())).toBe(true);
    for (const key of [list, commonWordsKeys.info('1'), commonWordsKeys.selector()])
      expect(startsWith(key, commonWordsKeys.all), String(key)).toBe(true);
  });

  it('keeps the picker outside the list pages (a list refresh does not refetch it)', () => {
    expect(startsWith(commonWordsKeys.selector(), commonWordsKeys.lists())).toBe(false);
    expect(commonWordsKeys.list({ currentPage: 1, pageSize: 20 })).not.toEqual(
      commonWordsKeys.list({ currentPage: 1, pageSize: 20, type: 1 }),
    );
  });
});
