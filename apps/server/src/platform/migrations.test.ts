import type { Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations } from '../db/migrate';
import { collectMigrations } from './migrations';

const noop: Migration = { up: async () => undefined };

/** Names databases already record: renaming one would make Kysely refuse to migrate them. */
const RECORDED = [
  '0001-initial',
  '0002-profile',
  '0003-sign-in-modes',
  '0004-messages',
  '0005-chat',
  '0006-user-admin',
  '0007-data-scope',
  '0008-dictionary',
  '0009-area',
  '0010-data-interface',
  '0011-bill-rule',
  '0012-print-dev',
  '0013-message-template',
  '0014-column-settings',
  '0015-user-search',
  '0016-user-main-relations',
  '0017-data-interface-reader',
  '0018-bill-number-issued',
  '0019-data-interface-grants',
  '0020-user-password-rehash',
];

describe('module migrations', () => {
  it('keeps every recorded migration name, in order, ahead of newer ones', () => {
    expect(Object.keys(migrations).slice(0, RECORDED.length)).toEqual(RECORDED);
  });

  it('sorts the gathered migrations by name whatever the module order', () => {
    const sorted = collectMigrations([
      { name: 'b', migrations: { '0003-c': noop, '0001-a': noop } },
      { name: 'a', migrations: { '0002-b': noop } },
    ]);
    expect(Object.keys(sorted)).toEqual(['0001-a', '0002-b', '0003-c']);
  });

  it('refuses two migrations with one number, naming both owners', () => {
    const gather = () =>
      collectMigrations([
        { name: 'chat', migrations: { '0005-chat': noop } },
        { name: 'other', migrations: { '0005-other': noop } },
      ]);
    expect(gather).toThrow(/0005-other of other: its number is taken by chat \(0005-chat\)/);
  });

  it('refuses a name without its four-digit order', () => {
    expect(() => collectMigrations([{ name: 'x', migrations: { 'x-table': noop } }])).toThrow(/bad name/);
  });
});
