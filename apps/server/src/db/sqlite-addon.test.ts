import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase, SQLITE_DRIVER } from './database';

// The product runs on Node 20.19+ and on the current LTS (24); CI runs this suite on both
// (scripts/node24.sh sets TESSERA_EXPECT_NODE=24 for its run).
const require = createRequire(import.meta.url);
const major = Number(process.versions.node.split('.')[0]);
/** The folder of an installed driver package. */
const packageDir = (name: string) => realpathSync(path.dirname(require.resolve(`${name}/package.json`)));

/** The native files this process has loaded (Linux: the files mapped into its memory). */
const loadedAddons = (): string[] =>
  readFileSync('/proc/self/maps', 'utf8')
    .split('\n')
    .map((line) => line.split(/\s+/).slice(5).join(' '))
    .filter((file) => file.endsWith('.node'));

describe('the Node and SQLite driver the suite runs on', () => {
  it('is a supported Node, and the one the run asks for', () => {
    const minor = Number(process.versions.node.split('.')[1]);
    expect(major > 20 || (major === 20 && minor >= 19), process.version).toBe(true);
    const expected = process.env.TESSERA_EXPECT_NODE;
    if (expected)
      expect(major, `TESSERA_EXPECT_NODE=${expected}, running ${process.version}`).toBe(Number(expected));
  });

  it('opens SQLite through better-sqlite3 13 (Node-API) on Node 22 and later, 12 on Node 20', async () => {
    const chosen = major >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
    const other = major >= 22 ? 'better-sqlite3' : 'better-sqlite3-napi';
    expect(realpathSync(SQLITE_DRIVER).startsWith(packageDir(chosen) + path.sep)).toBe(true);
    const { db } = createDatabase({ sqliteFile: ':memory:' });
    try {
      const { rows } = await sql<{ v: string }>`select sqlite_version() as v`.execute(db);
      expect(rows[0]!.v).toMatch(/^3\.\d+\.\d+$/);
    } finally {
      await db.destroy();
    }
    const addons = loadedAddons().filter((file) => /better.sqlite3/.test(file));
    expect(
      addons.some((file) => file.startsWith(packageDir(chosen) + path.sep)),
      addons.join(),
    ).toBe(true);
    expect(
      addons.some((file) => file.startsWith(packageDir(other) + path.sep)),
      addons.join(),
    ).toBe(false);
  });
});
