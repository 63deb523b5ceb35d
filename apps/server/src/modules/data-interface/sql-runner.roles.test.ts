import { randomBytes } from 'node:crypto';
import type { DataInterfacePreviewResult, DataInterfaceSqlStatus } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { buildApp, loggerOptions } from '../../app';
import { createDatabase, type Database } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { DB } from '../../db/schema';
import { SEED_PASSWORD_MD5, seedDatabase } from '../../db/seed';
import { AppError } from '../../lib/errors';
import { OUTSIDE_EFFECT_FUNCTIONS } from './sql-runner.pg';

// PostgreSQL deployed with an application user that may NOT create roles (and one that may):
// user SQL never runs with the application's rights.
const BASE_URL = process.env.TEST_DATABASE_URL;
const limits = { timeLimitMs: 3000, rowLimit: 100 };

const urlAs = (user: string) => {
  const url = new URL(BASE_URL!);
  url.username = user;
  url.password = '';
  return url.toString();
};

/** The message key a refused run threw (fails the test when it ran). */
async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return error.messageKey;
    throw error;
  }
  throw new Error('the statement ran');
}

/** The operator's SQL (README): as the functions' owner, PUBLIC loses them and `appUser` keeps them. */
async function revokeFromPublic(admin: Kysely<DB>, appUser: string) {
  const { rows } = await sql<{ sig: string }>`
    select p.oid::regprocedure::text as sig from pg_proc p
    where ${sql.raw(OUTSIDE_EFFECT_FUNCTIONS)} or p.oid = 'pg_catalog.set_config(text,text,boolean)'::regprocedure
  `.execute(admin);
  for (const { sig } of rows) {
    await sql.raw(`grant execute on function ${sig} to "${appUser}"`).execute(admin);
    await sql.raw(`revoke execute on function ${sig} from public`).execute(admin);
  }
}

describe.skipIf(!BASE_URL)('user SQL on PostgreSQL never runs with the application rights', () => {
  const suffix = randomBytes(4).toString('hex');
  const appUser = `t_app_${suffix}`;
  const creator = `t_creator_${suffix}`;
  const reader = `t_reader_${suffix}`;
  const schema = `t_di_${suffix}`;
  const creatorSchema = `t_dic_${suffix}`;
  let admin: Kysely<DB>;
  let database: Database;
  const apps: FastifyInstance[] = [];

  const build = async (env: Record<string, string> = {}) => {
    const app = await buildApp({ config: testConfig(env), database, logger: false });
    apps.push(app);
    await app.ready();
    return app;
  };
  const signIn = async (app: FastifyInstance) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account: 'admin', password: SEED_PASSWORD_MD5 },
    });
    const body = res.json<{ code: number; data: { token: string } }>();
    expect(body.code).toBe(200);
    return body.data.token;
  };

  beforeAll(async () => {
    admin = createDatabase({ databaseUrl: BASE_URL }).db;
    await sql
      .raw(
        `create role ${appUser} login nosuperuser nocreaterole nocreatedb noinherit; create schema ${schema} authorization ${appUser}`,
      )
      .execute(admin);
    await revokeFromPublic(admin, appUser);
    database = createDatabase({ databaseUrl: urlAs(appUser), searchPath: schema });
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.db.destroy();
    await sql
      .raw(`drop schema if exists ${schema} cascade; drop schema if exists ${creatorSchema} cascade`)
      .execute(admin);
    for (const role of [reader, creator, appUser])
      await sql
        .raw(`drop owned by ${role}; drop role ${role}`)
        .execute(admin)
        .catch(() => undefined);
    await admin.destroy();
  });

  it('refuses SQL interfaces with a clear message when no reader is configured', async () => {
    const lines: string[] = [];
    const config = testConfig({ LOG_LEVEL: 'warn' });
    const logged = await buildApp({
      config,
      database,
      logger: loggerOptions(config, { write: (line: string) => void lines.push(line) }),
    });
    await logged.ready();
    await logged.close();
    expect(lines.join('\n')).toContain('SQL data interfaces are refused');
    const app = await build();
    expect(await app.services.sqlReader.status()).toMatchObject({ available: false, reason: 'noReader' });
    expect(await refusal(app.services.sqlReader.run('select 1 as a', {}, limits, 'u'))).toBe('diSqlNoReader');
    const token = await signIn(app);
    const status = await callAs<DataInterfaceSqlStatus>(app, token, {
      method: 'GET',
      url: '/api/system/DataInterface/SqlStatus',
    });
    expect(status.data).toMatchObject({ available: false, reason: 'noReader' });
    const preview = await callAs<DataInterfacePreviewResult>(app, token, {
      method: 'POST',
      url: '/api/system/DataInterface/0/Actions/Preview',
      headers: { 'accept-language': 'en' },
      payload: {
        paramList: [],
        draft: {
          categoryId: 'system',
          type: 1,
          fullName: 'x',
          enCode: 'x',
          dataConfigJson: { sqlData: { sql: 'select account from base_user' } },
        },
      },
    });
    expect(preview.data.ok).toBe(false);
    expect(preview.data.error).toContain('DATA_INTERFACE_DATABASE_URL');
  });

  describe('with an operator-made reader named by DATA_INTERFACE_DATABASE_URL', () => {
    let app: FastifyInstance;
    const run = (text: string) => app.services.sqlReader.run(text, {}, limits, 'some-user');

    beforeAll(async () => {
      await sql
        .raw(
          `create role ${reader} login nosuperuser nocreaterole nocreatedb noinherit noreplication nobypassrls`,
        )
        .execute(admin);
      app = await build({ DATA_INTERFACE_DATABASE_URL: urlAs(reader) });
    });

    it('runs as the reader and reads the readable tables', async () => {
      expect(await app.services.sqlReader.status()).toEqual({ available: true, reason: null, detail: null });
      expect((await run('select current_user as u')).rows).toEqual([{ u: reader }]);
      expect((await run("select account from base_user where account = 'admin'")).rows).toEqual([
        { account: 'admin' },
      ]);
    });

    it('cannot read password hashes or sessions', async () => {
      for (const text of [
        'select password_hash from base_user',
        'select token_hash from base_user_session',
        "select query_to_xml('select password_hash from base_user', true, true, '') as x",
      ])
        expect(['diSqlRefused', 'diSqlSecret']).toContain(await refusal(run(text)));
    });

    it('a setting it makes does not survive the run, and sign-in keeps working', async () => {
      // A login reader needs no set_config revoke (a managed database may not allow it): let it call it.
      await sql.raw(`grant execute on function set_config(text, text, boolean) to ${reader}`).execute(admin);
      try {
        expect((await run("select set_config('search_path', 'pg_catalog', false) as p")).rows).toEqual([
          { p: 'pg_catalog' },
        ]);
        await run("select set_config('work_mem', '64kB', false) as p");
        for (let i = 0; i < 6; i += 1) {
          const { rows } = await run(
            "select current_setting('search_path') as p, current_setting('work_mem') as w",
          );
          expect(rows[0]).toEqual({ p: schema, w: '4MB' });
          await signIn(app);
        }
      } finally {
        await sql
          .raw(`revoke execute on function set_config(text, text, boolean) from ${reader}`)
          .execute(admin);
      }
    });

    it('cannot take advisory locks, create large objects or notify', async () => {
      for (const text of [
        'select pg_advisory_lock(42) as l',
        'select pg_try_advisory_lock(42) as l',
        'select pg_advisory_xact_lock(42) as l',
        'select lo_create(0) as o',
        "select lo_from_bytea(0, 'x') as o",
        "select pg_notify('tessera', 'x') as n",
        "select pg_read_file('/etc/passwd') as f",
      ]) {
        expect(await refusal(run(text)), text).toBe('diSqlRefused');
        await signIn(app);
      }
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 42
      `.execute(admin);
      expect(rows[0]?.n).toBe(0);
      const lo = await sql<{ n: number }>`
        select count(*)::int as n from pg_largeobject_metadata where lomowner = (select oid from pg_roles where rolname = ${reader})
      `.execute(admin);
      expect(lo.rows[0]?.n).toBe(0);
    });

    it('a session lock it could take (a grant made after the start check) is released after the run', async () => {
      await sql.raw(`grant execute on function pg_advisory_lock(bigint) to ${reader}`).execute(admin);
      try {
        await run('select pg_advisory_lock(43) as l');
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 43
        `.execute(admin);
        expect(rows[0]?.n).toBe(0);
      } finally {
        await sql.raw(`revoke execute on function pg_advisory_lock(bigint) from ${reader}`).execute(admin);
      }
    });

    it('is refused when the reader may call a function with effects outside its transaction', async () => {
      await sql.raw(`grant execute on function pg_advisory_lock(bigint) to ${reader}`).execute(admin);
      try {
        const other = await build({ DATA_INTERFACE_DATABASE_URL: urlAs(reader) });
        const status = await other.services.sqlReader.status();
        expect(status).toMatchObject({ available: false, reason: 'unsafe' });
        expect(status.detail).toContain('pg_advisory_lock(bigint)');
        expect(await refusal(other.services.sqlReader.run('select 1 as a', {}, limits, 'u'))).toBe(
          'diSqlReaderUnsafe',
        );
      } finally {
        await sql.raw(`revoke execute on function pg_advisory_lock(bigint) from ${reader}`).execute(admin);
      }
    });

    it('is refused when the reader URL signs in as the application user', async () => {
      const other = await build({ DATA_INTERFACE_DATABASE_URL: urlAs(appUser) });
      expect(await other.services.sqlReader.status()).toMatchObject({ available: false, reason: 'unsafe' });
    });
  });

  describe('an application user that may create roles switches to the migration role', () => {
    let creatorDb: Database;
    let app: FastifyInstance;
    const run = (text: string) => app.services.sqlReader.run(text, {}, limits, 'some-user');

    beforeAll(async () => {
      await sql
        .raw(
          `create role ${creator} login nosuperuser createrole nocreatedb noinherit; create schema ${creatorSchema} authorization ${creator}`,
        )
        .execute(admin);
      await revokeFromPublic(admin, creator);
      creatorDb = createDatabase({ databaseUrl: urlAs(creator), searchPath: creatorSchema });
      await migrateToLatest(creatorDb.db);
      await seedDatabase(creatorDb.db);
      app = await buildApp({ config: testConfig(), database: creatorDb, logger: false });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app.close();
      await creatorDb.db.destroy();
    });

    it('runs as tessera_reader, never as itself', async () => {
      expect(await app.services.sqlReader.status()).toEqual({ available: true, reason: null, detail: null });
      expect((await run('select current_user as u')).rows).toEqual([{ u: 'tessera_reader' }]);
      expect(['diSqlRefused', 'diSqlSecret']).toContain(
        await refusal(run('select password_hash from base_user')),
      );
      expect(await refusal(run(`select set_config('role', '${creator}', true) as r`))).toBe('diSqlRefused');
      expect(await refusal(run('select pg_advisory_lock(42) as l'))).toBe('diSqlRefused');
      await signIn(app);
      expect((await run('select current_user as u')).rows).toEqual([{ u: 'tessera_reader' }]);
    });
  });
});
