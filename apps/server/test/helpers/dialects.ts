import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/env';
import { createDatabase, type Database, type DialectName } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { DB } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import type { UserTable } from '../../src/modules/user-admin/user-admin.table';
import { SEED_PASSWORD_MD5, seedDatabase } from '../../src/db/seed';

/** What a dialect-parametrised test block gets (filled before its tests run). */
export interface DialectContext {
  dialect: DialectName;
  db: Kysely<DB>;
  database: Database;
  app: FastifyInstance;
  config: AppConfig;
  /** Another app on the same database, with some configuration changed. */
  buildApp(env?: Record<string, string>): Promise<FastifyInstance>;
  /** Signs in and answers the `Bearer …` token; throws when refused. */
  signIn(account: string, password?: string, app?: FastifyInstance): Promise<string>;
  /** The stored row of a seeded user, by account; throws when there is none. */
  userRow(account: string): Promise<Selectable<UserTable>>;
  /** The id of a live (not deleted) row by its code (`en_code`); throws when there is none. */
  idByCode(table: CodedTable, code: string): Promise<string>;
  /** Grants a role (by code) a menu (by code) with every button of it, as the authorisation page would. */
  grantMenu(roleCode: string, menuCode: string): Promise<void>;
}

/** The soft-deleted tables whose rows have an `id` and a code (`en_code`). */
export type CodedTable = {
  [T in keyof DB]: DB[T] extends { id: unknown; en_code: unknown; deleted_at: unknown } ? T : never;
}[keyof DB];

/** Test configuration: quiet, no web build, a generous sign-in rate limit. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '100000',
    WEB_DIST: path.join(os.tmpdir(), 'no-web-dist'),
    ...env,
  });
}

async function openDatabase(
  dialect: DialectName,
): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
    const database = createDatabase({ sqliteFile: path.join(dir, 'tessera.db') });
    return {
      database,
      cleanup: async () => {
        await database.db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = createDatabase({ databaseUrl: url });
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  const database = createDatabase({ databaseUrl: url, searchPath: schema });
  return {
    database,
    cleanup: async () => {
      await database.db.destroy();
      await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
      await admin.db.destroy();
    },
  };
}

/** The dialects to test: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialects = (): DialectName[] =>
  process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** Runs a block once per dialect against a migrated, seeded database and a built app. */
export function describeEachDialect(name: string, body: (ctx: DialectContext) => void): void {
  for (const dialect of testDialects()) {
    describe(`${name} [${dialect}]`, () => {
      const ctx = { dialect } as DialectContext;
      const apps: FastifyInstance[] = [];
      let cleanup = async () => {};
      beforeAll(async () => {
        const opened = await openDatabase(dialect);
        cleanup = opened.cleanup;
        ctx.database = opened.database;
        ctx.db = opened.database.db;
        await migrateToLatest(ctx.db);
        await seedDatabase(ctx.db);
        ctx.config = testConfig();
        ctx.buildApp = async (env = {}) => {
          const app = await buildApp({ config: testConfig(env), database: opened.database, logger: false });
          apps.push(app);
          await app.ready();
          return app;
        };
        ctx.app = await ctx.buildApp();
        ctx.userRow = (account) =>
          ctx.db.selectFrom('base_user').selectAll().where('account', '=', account).executeTakeFirstOrThrow();
        ctx.idByCode = async (table, code) => {
          // one table stands for the union: every coded table has these two text columns
          const row = await ctx.db
            .selectFrom(table as 'base_organize')
            .select('id')
            .where('en_code', '=', code)
            .where('deleted_at', 'is', null)
            .executeTakeFirstOrThrow(() => new Error(`no ${table} row with the code ${code}`));
          return row.id;
        };
        ctx.grantMenu = async (roleCode, menuCode) => {
          const role = await ctx.idByCode('base_role', roleCode);
          const menu = await ctx.idByCode('base_module', menuCode);
          const buttons = await ctx.db
            .selectFrom('base_module_button')
            .select('id')
            .where('module_id', '=', menu)
            .execute();
          const items = [['module', menu], ...buttons.map((b) => ['button', b.id])] as const;
          await ctx.db
            .insertInto('base_authorize')
            .values(
              items.map(([type, id]) => ({
                id: newId(),
                item_type: type,
                item_id: id,
                object_type: 'Role',
                object_id: role,
                created_at: Date.now(),
              })),
            )
            .execute();
          ctx.app.services.access.invalidate();
        };
        ctx.signIn = async (account, password = SEED_PASSWORD_MD5, app = ctx.app) => {
          const res = await app.inject({
            method: 'POST',
            url: '/api/oauth/Login',
            payload: { account, password },
          });
          const body = res.json<{ code: number; msg: string; data: { token: string } }>();
          if (body.code !== 200) throw new Error(`sign-in of ${account} refused: ${body.code} ${body.msg}`);
          return body.data.token;
        };
      });
      afterAll(async () => {
        for (const app of apps) await app.close();
        await cleanup();
      });
      body(ctx);
    });
  }
}
