import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/helpers/dialects';
import { buildApp } from '../app';
import { createDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { DB } from '../db/schema';
import { SEED_PASSWORD_MD5, seedDatabase } from '../db/seed';
import { BackupError, createBackup, restoreBackup } from './backup';

const dialects = process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/** Every row of every table, each table's rows as sorted JSON lines. */
async function snapshot(db: Kysely<DB>, dialect: string): Promise<Record<string, string[]>> {
  const tables =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  const all: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    all[name] = rows
      .map((r) => JSON.stringify(r, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('hex') : v)))
      .sort();
  }
  return all;
}

/** Every file under a folder, path -> content (hex), the SQLite files left out. */
function filesOf(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (!e.name.startsWith('tessera.db'))
        found[path.relative(dir, p)] = readFileSync(p).toString('hex');
    }
  };
  walk(dir);
  return found;
}

for (const dialect of dialects) {
  describe(`backup and restore [${dialect}]`, () => {
    let root = '';
    let dataDir = '';
    let databaseUrl: string | undefined;
    let admin: pg.Client | undefined;
    /** Rows and files at the time of the backup. */
    let backedUp: { rows: Record<string, string[]>; files: Record<string, string> };

    const open = (): Database =>
      databaseUrl ? createDatabase({ databaseUrl }) : createDatabase({ dataDir });
    const target = () => ({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
    /**
     * Drops the target database once the server no longer sees connections to it: a pool's end does
     * not wait for that, and a forced drop before it kills a closing client with an error nothing
     * listens to any more (an uncaught 57P01 that fails the run).
     */
    async function dropTarget(client: pg.Client, name: string) {
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
    }
    /** Empties the target: the data folder goes, and on PostgreSQL the database is made anew. */
    async function wipe() {
      rmSync(dataDir, { recursive: true, force: true });
      if (admin && databaseUrl) {
        const name = new URL(databaseUrl).pathname.slice(1);
        await dropTarget(admin, name);
        await admin.query(`create database ${name}`);
      }
    }
    async function current() {
      const database = open();
      try {
        return { rows: await snapshot(database.db, dialect), files: filesOf(dataDir) };
      } finally {
        await database.db.destroy();
      }
    }

    beforeAll(async () => {
      root = mkdtempSync(path.join(os.tmpdir(), 'tessera-backup-'));
      dataDir = path.join(root, 'data');
      mkdirSync(dataDir);
      if (dialect === 'postgres') {
        // a database of its own: a whole-database dump never sees other tests' schemas
        admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        const name = `tessera_bk_${randomBytes(5).toString('hex')}`;
        await admin.query(`create database ${name}`);
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${name}`;
        databaseUrl = url.toString();
      }
    });
    afterAll(async () => {
      if (admin && databaseUrl) {
        await dropTarget(admin, new URL(databaseUrl).pathname.slice(1));
        await admin.end();
      }
      rmSync(root, { recursive: true, force: true });
    });

    it('backs up while the server serves, and a wiped target restored holds every row and file', async () => {
      const database = open();
      await migrateToLatest(database.db);
      await seedDatabase(database.db);
      const app = await buildApp({
        config: testConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
        database,
        logger: false,
      });
      await app.ready();
      // data made through the API (a session, its sign-in log) and uploaded files, one nested
      const login = await app.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        payload: { account: 'admin', password: SEED_PASSWORD_MD5 },
      });
      expect(login.json<{ code: number }>().code).toBe(200);
      mkdirSync(path.join(dataDir, 'files/annex/2026'), { recursive: true });
      writeFileSync(path.join(dataDir, 'files/annex/2026/photo.png'), randomBytes(300_000));
      writeFileSync(path.join(dataDir, 'files/annex/notes.txt'), 'uploaded text 文件');
      writeFileSync(path.join(dataDir, 'files/empty.bin'), '');

      const before = { rows: await snapshot(database.db, dialect), files: filesOf(dataDir) };
      backedUp = before;
      expect(Object.keys(before.files)).toHaveLength(3);
      expect(before.rows.base_user!.length).toBeGreaterThan(1);

      // the server keeps answering while the copy is made
      let serving = true;
      let answered = 0;
      const load = (async () => {
        while (serving) {
          const res = await app.inject({ url: '/api/health' });
          if (res.statusCode === 200) answered++;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const archive = await createBackup({ ...target(), outDir: path.join(root, 'out') });
      serving = false;
      await load;
      expect(answered).toBeGreaterThan(0);
      expect(path.basename(archive)).toMatch(new RegExp(`^tessera-${dialect}-\\d{8}T\\d{6}Z\\.tar\\.gz$`));
      await app.close();
      await database.db.destroy();

      await wipe();
      expect(existsSync(dataDir)).toBe(false);
      const summary = await restoreBackup({ ...target(), file: archive });
      expect(summary).toMatchObject({ dialect, files: 3 });
      expect(summary.previousDataDir).toBeUndefined();
      const after = await current();
      expect(after.files).toEqual(before.files);
      expect(Object.keys(after.rows).sort()).toEqual(Object.keys(before.rows).sort());
      for (const table of Object.keys(before.rows))
        expect(after.rows[table], table).toEqual(before.rows[table]);

      // the restored database works: the restored account signs in
      const again = open();
      const app2 = await buildApp({
        config: testConfig({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
        database: again,
        logger: false,
      });
      const res = await app2.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        payload: { account: 'admin', password: SEED_PASSWORD_MD5 },
      });
      expect(res.json<{ code: number }>().code).toBe(200);
      await app2.close();
      await again.db.destroy();
    });

    it('refuses a target holding data without --force, and replaces it with it', async () => {
      const archive = path.join(root, 'out', readdirSync(path.join(root, 'out'))[0] as string);
      writeFileSync(path.join(dataDir, 'files/annex/later.txt'), 'made after the backup');
      const before = await current();
      await expect(restoreBackup({ ...target(), file: archive })).rejects.toThrow(
        /target is not empty .*add --force/,
      );
      expect(await current()).toEqual(before);

      const summary = await restoreBackup({ ...target(), file: archive, force: true });
      expect(summary.previousDataDir).toBeDefined();
      expect(readFileSync(path.join(summary.previousDataDir!, 'files/annex/later.txt'), 'utf8')).toBe(
        'made after the backup',
      );
      const after = await current();
      expect(after.files['files/annex/later.txt']).toBeUndefined();
      expect(after).toEqual(backedUp);
    });

    it('checks the archive first: a cut, foreign or tampered file is refused with a clear message and nothing changes', async () => {
      const out = path.join(root, 'out');
      const archive = path.join(out, readdirSync(out).find((f: string) => f.endsWith('.tar.gz')) as string);
      const before = await current();

      const cut = path.join(root, 'cut.tar.gz');
      copyFileSync(archive, cut);
      truncateSync(cut, Math.floor(readFileSync(cut).length * 0.6));
      const foreign = path.join(root, 'foreign.tar.gz');
      writeFileSync(foreign, 'name,value\nnot,a backup\n');
      const tampered = path.join(root, 'tampered.tar.gz');
      const { gunzipSync, gzipSync } = await import('node:zlib');
      const tarBytes = gunzipSync(readFileSync(archive));
      const at = tarBytes.indexOf(Buffer.from('uploaded text'));
      expect(at).toBeGreaterThan(0);
      tarBytes.write('UPLOADED', at);
      writeFileSync(tampered, gzipSync(tarBytes));

      for (const [file, message] of [
        [cut, /is not a Tessera backup or is damaged/],
        [foreign, /is not a Tessera backup or is damaged/],
        [tampered, /is damaged: data\/files\/annex\/notes\.txt does not match its checksum/],
        [path.join(root, 'missing.tar.gz'), /no such file/],
      ] as const) {
        const refused = restoreBackup({ ...target(), file, force: true });
        await expect(refused, file).rejects.toThrow(message);
        await expect(restoreBackup({ ...target(), file, force: true })).rejects.toBeInstanceOf(BackupError);
        expect(await current()).toEqual(before);
      }
      // no staging folder is left behind
      expect(readdirSync(root).filter((n: string) => n.includes('.restore-'))).toEqual([]);
    });
  });
}
