import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Migration } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDatabase, type Database, type DialectName } from '../../src/db/database';
import { migrateToLatest, migrations } from '../../src/db/migrate';
import type { DB } from '../../src/db/schema';
import { SEED_PASSWORD_MD5, seedDatabase } from '../../src/db/seed';
import { testConfig, testDialects } from '../helpers/dialects';
import { UPGRADE_ROWS } from './fixtures/rows';

// A database the previous release (commit 910db47, see fixtures/README.md) made and filled: the
// current code must open it, migrate it without losing a row, and serve on it.
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const ROWS = UPGRADE_ROWS;

type Row = Record<string, unknown>;

interface Opened {
  database: Database;
  cleanup: () => Promise<void>;
}

/** A copy of the SQLite fixture in a temporary data folder. */
function openSqlite(): Opened {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-upgrade-'));
  copyFileSync(path.join(FIXTURES, 'prev-release.sqlite'), path.join(dir, 'tessera.db'));
  const database = createDatabase({ dataDir: dir });
  return {
    database,
    cleanup: async () => {
      await database.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many server connections a database has. */
const connectionsTo = async (client: pg.Client, name: string): Promise<number> =>
  (
    await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [
      name,
    ])
  ).rows[0]!.n;

/** The PostgreSQL dump loaded into a new database of its own (the dump fills `public`). */
async function openPostgres(): Promise<Opened> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `tessera_upgrade_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const loader = new pg.Client({ connectionString: target.toString() });
  await loader.connect();
  // psql's meta-commands (\restrict, \unrestrict) are not SQL; the rest is plain statements
  const dump = readFileSync(path.join(FIXTURES, 'prev-release.pg.sql'), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  await loader.query(dump);
  await loader.end();
  const database = createDatabase({ databaseUrl: target.toString() });
  return {
    database,
    cleanup: async () => {
      await database.db.destroy();
      // the pool's end does not wait for the server to see its connections go; forcing the drop
      // before that would kill them under the client
      for (let i = 0; i < 50 && (await connectionsTo(admin, name)) > 0; i++) await sleep(100);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The tables that hold rows of their own (not SQLite's full-text shadow tables, which it rebuilds at will). */
async function tables(db: Kysely<DB>, dialect: DialectName): Promise<string[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    return rows.map((r) => r.name).sort();
  }
  const { rows } = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const virtual = rows.filter((r) => /^create virtual table/i.test(r.sql ?? '')).map((r) => r.name);
  return rows
    .map((r) => r.name)
    .filter((name) => !virtual.some((v) => name.startsWith(`${v}_`)))
    .sort();
}

/** Every table's row count. */
async function rowCounts(db: Kysely<DB>, dialect: DialectName): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tables(db, dialect)) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      db,
    );
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

/** Every table's columns, as `table.column`, sorted. */
async function columns(db: Kysely<DB>, dialect: DialectName): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ c: string }>`
          select table_name || '.' || column_name as c from information_schema.columns
          where table_schema = current_schema()`.execute(db)
      : await sql<{ c: string }>`
          select m.name || '.' || p.name as c from sqlite_master m, pragma_table_info(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%'`.execute(db);
  return rows.map((r) => r.c).sort();
}

/** The rows the previous release's API wrote for the fixture, as stored. */
async function addedRows(db: Kysely<DB>): Promise<Record<string, Row[]>> {
  const user = await db
    .selectFrom('base_user')
    .selectAll()
    .where('account', '=', ROWS.user.account)
    .executeTakeFirstOrThrow();
  const notice = await db
    .selectFrom('base_message')
    .selectAll()
    .where('title', '=', ROWS.notice.title)
    .executeTakeFirstOrThrow();
  return {
    department: await db
      .selectFrom('base_organize')
      .selectAll()
      .where('en_code', '=', ROWS.department.enCode)
      .execute(),
    user: [user],
    relations: await db
      .selectFrom('base_user_relation')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute(),
    notice: [notice],
    received: await db
      .selectFrom('base_message_receive')
      .selectAll()
      .where('message_id', '=', notice.id)
      .orderBy('id')
      .execute(),
  };
}

/** The executed migrations' names, in order. */
const executed = async (db: Kysely<DB>): Promise<string[]> =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
    (r) => r.name,
  );

for (const dialect of testDialects()) {
  describe(`upgrade from the previous release [${dialect}]`, () => {
    let opened: Opened;
    let db: Kysely<DB>;
    let before: Record<string, number>;
    let beforeColumns: string[];
    let beforeRows: Record<string, Row[]>;
    let beforeMigrations: string[];
    let app: FastifyInstance | undefined;

    beforeAll(async () => {
      opened = dialect === 'sqlite' ? openSqlite() : await openPostgres();
      db = opened.database.db;
      before = await rowCounts(db, dialect);
      beforeColumns = await columns(db, dialect);
      beforeRows = await addedRows(db);
      beforeMigrations = await executed(db);
    });

    afterAll(async () => {
      await app?.close();
      await opened?.cleanup();
    });

    it("holds the rows the previous release wrote; its migrations are the first of this one's", () => {
      expect(beforeRows.department).toHaveLength(1);
      expect(beforeRows.relations!.length).toBeGreaterThan(0);
      expect(beforeRows.received).toHaveLength(1);
      expect(beforeMigrations.length).toBeGreaterThan(0);
      // a renamed or dropped migration would make Kysely refuse the upgraded database
      expect(Object.keys(migrations).slice(0, beforeMigrations.length)).toEqual(beforeMigrations);
    });

    it('a failing migration leaves the database as it was, with the pending ones before it undone', async () => {
      const failing: Migration = {
        async up(trx: Kysely<unknown>) {
          await trx.schema.createTable('upgrade_probe').addColumn('id', 'integer').execute();
          await sql`delete from base_message_receive`.execute(trx);
          throw new Error('deliberate failure');
        },
      };
      await expect(
        migrateToLatest(db, { ...migrations, '9999-deliberate-failure': failing }),
      ).rejects.toThrow('deliberate failure');
      expect(await executed(db)).toEqual(beforeMigrations);
      expect(await columns(db, dialect)).toEqual(beforeColumns);
      expect(await rowCounts(db, dialect)).toEqual(before);
      expect(await addedRows(db)).toEqual(beforeRows);
    });

    it('migrates and seeds as a start does, losing no row and changing none it added', async () => {
      await migrateToLatest(db);
      // the seed is the start's (server.ts) with the sample divisions, as the fixture was made
      await seedDatabase(db, Date.now(), { areas: 'sample' });
      expect(await executed(db)).toEqual(Object.keys(migrations));
      const after = await rowCounts(db, dialect);
      for (const [table, count] of Object.entries(before)) {
        expect(after[table], `rows of ${table}`).toBeGreaterThanOrEqual(count);
      }
      const afterRows = await addedRows(db);
      for (const [kind, rows] of Object.entries(beforeRows)) {
        // new columns may join a row; the old ones keep their values
        expect(afterRows[kind], kind).toMatchObject(rows);
      }
    });

    it('ends with the schema a fresh database gets', async () => {
      // on PostgreSQL a fresh schema of the test database, as the other tests get theirs
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const url = process.env.TEST_DATABASE_URL;
      const fresh =
        dialect === 'sqlite'
          ? createDatabase({ sqliteFile: ':memory:' })
          : createDatabase({ databaseUrl: url, searchPath: schema });
      try {
        if (dialect === 'postgres') await sql.raw(`create schema ${schema}`).execute(fresh.db);
        await migrateToLatest(fresh.db);
        expect(await columns(db, dialect)).toEqual(await columns(fresh.db, dialect));
      } finally {
        if (dialect === 'postgres') await sql.raw(`drop schema ${schema} cascade`).execute(fresh.db);
        await fresh.db.destroy();
      }
    });

    it('serves sign-in and the administration lists', async () => {
      app = await buildApp({ config: testConfig(), database: opened.database, logger: false });
      await app.ready();
      const server = app;
      const signIn = async (account: string, password: string): Promise<string> => {
        const res = await server.inject({
          method: 'POST',
          url: '/api/oauth/Login',
          payload: { account, password },
        });
        const body = res.json<{ code: number; msg: string; data: { token: string } }>();
        expect(body.code, `${account}: ${body.msg}`).toBe(200);
        return body.data.token;
      };
      const get = async <T>(token: string, url: string, query: Record<string, string> = {}): Promise<T> => {
        const res = await server.inject({ url, query, headers: { authorization: token } });
        expect(res.statusCode, url).toBe(200);
        const body = res.json<{ code: number; msg: string; data: T }>();
        expect(body.code, `${url}: ${body.msg}`).toBe(200);
        return body.data;
      };

      const admin = await signIn('admin', SEED_PASSWORD_MD5);
      const user = await signIn(ROWS.user.account, ROWS.user.passwordMd5);
      type Current = { userInfo: { userAccount: string } };
      expect((await get<Current>(admin, '/api/oauth/CurrentUser')).userInfo.userAccount).toBe('admin');
      expect((await get<Current>(user, '/api/oauth/CurrentUser')).userInfo.userAccount).toBe(
        ROWS.user.account,
      );

      type Listed = { list: Row[] };
      const users = await get<Listed>(admin, '/api/permission/Users', { keyword: ROWS.user.account });
      expect(users.list).toEqual([
        expect.objectContaining({ account: ROWS.user.account, realName: ROWS.user.realName }),
      ]);
      const flatten = (nodes: Row[]): Row[] =>
        nodes.flatMap((n) => [n, ...flatten((n.children as Row[] | undefined) ?? [])]);
      const organisations = flatten((await get<Listed>(admin, '/api/permission/Organize')).list);
      expect(organisations).toContainEqual(
        expect.objectContaining({ enCode: ROWS.department.enCode, fullName: ROWS.department.fullName }),
      );
      const roles = await get<Listed>(admin, '/api/permission/Role', { pageSize: '100' });
      expect(roles.list.length).toBe(before.base_role);
      const menus = flatten((await get<Listed>(admin, '/api/system/Menu')).list);
      expect(menus.length).toBeGreaterThan(0);
      const dictionaries = flatten((await get<Listed>(admin, '/api/system/DictionaryType')).list);
      expect(dictionaries.length).toBeGreaterThanOrEqual(before.base_dictionary_type!);
      const notices = await get<Listed>(admin, '/api/message/Notice', { keyword: ROWS.notice.title });
      expect(notices.list).toEqual([expect.objectContaining({ title: ROWS.notice.title })]);
    });
  });
}
