// Fair use of data interfaces: an ordinary user keeps 50 slow SQL interfaces in flight (a slow
// recursive CTE on SQLite, pg_sleep on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is
// set) while the administrator calls an unrelated route; figures are the administrator's latency
// without and with the flood, and what became of the flood's calls (answered, busy, failed: stopped
// at the 1.5 s time limit). Each of the 50 callers fires again as soon as it has its answer (250 ms
// after a busy refusal).
// Calls go through app.inject(): the full route with session and permission check, no network.
// Run: node --import tsx bench/data-interface-flood.mjs
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { SEED_PASSWORD_MD5, seedDatabase } from '../apps/server/src/db/seed';
import { writeResult } from './write-result.mjs';

const IN_FLIGHT = 50;
const ADMIN_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BUDGET_MS = 200;
const RETRY_MS = 250;
const BASE = '/api/system/DataInterface';

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n) => Math.round(n * 10) / 10;

async function open(pgUrl) {
  if (!pgUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-flood-'));
    const database = createDatabase({ sqliteFile: path.join(dir, 'tessera.db') });
    return { database, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = createDatabase({ databaseUrl: pgUrl });
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  const database = createDatabase({ databaseUrl: pgUrl, searchPath: schema });
  return {
    database,
    cleanup: async () => {
      await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
      await admin.db.destroy();
    },
  };
}

async function measure(dialectUrl) {
  const { database, cleanup } = await open(dialectUrl);
  const { db, dialect } = database;
  await migrateToLatest(db);
  await seedDatabase(db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '100000',
    WEB_DIST: path.join(os.tmpdir(), 'no-web-dist'),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const call = async (token, method, url, payload) => {
    const res = await app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
    return res.json();
  };
  const signIn = async (account) =>
    (await call(null, 'POST', '/api/oauth/Login', { account, password: SEED_PASSWORD_MD5 })).data.token;
  const admin = await signIn('admin');
  const user = await signIn('zhangsan');
  const employee = await db
    .selectFrom('base_role')
    .select('id')
    .where('en_code', '=', 'employee')
    .executeTakeFirstOrThrow();
  const slowSql =
    dialect === 'postgres'
      ? 'select pg_sleep(1.5) as s'
      : 'with recursive c(x) as (select 1 union all select x + 1 from c) select count(*) as n from c';
  const created = await call(admin, 'POST', BASE, {
    categoryId: 'business',
    type: 1,
    fullName: 'Slow',
    enCode: 'bench_slow',
    timeLimitMs: 1500,
    dataConfigJson: { sqlData: { sql: slowSql } },
    roleIds: [employee.id],
  });
  if (created.code !== 200) throw new Error(`create refused: ${created.msg}`);
  const slowUrl = `${BASE}/${created.data.id}/Actions/Response`;
  const unrelated = '/api/oauth/CurrentUser';

  const adminRound = async () => {
    const times = [];
    for (let i = 0; i < ADMIN_REQUESTS; i++) {
      const started = performance.now();
      const body = await call(admin, 'GET', unrelated);
      if (body.code !== 200) throw new Error(`admin call refused: ${body.msg}`);
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
    return times.sort((a, b) => a - b);
  };

  for (let i = 0; i < 20; i++) await call(admin, 'GET', unrelated); // warm-up
  const quiet = await adminRound();

  const outcome = { ok: 0, busy: 0, failed: 0 };
  let flooding = true;
  const flooder = async () => {
    while (flooding) {
      const body = await call(user, 'POST', slowUrl, { paramList: [] });
      if (body.code === 200) outcome.ok += 1;
      else if (/busy|繁忙|忙碌/i.test(body.msg)) {
        outcome.busy += 1;
        // A client tries again a moment later (a tight loop of refused calls is a request flood, not this).
        await new Promise((r) => setTimeout(r, RETRY_MS));
      } else outcome.failed += 1;
    }
  };
  const flood = Array.from({ length: IN_FLIGHT }, flooder);
  await new Promise((r) => setTimeout(r, 500));
  const loaded = await adminRound();
  flooding = false;
  await Promise.all(flood);
  await app.close();
  await db.destroy();
  await cleanup();
  return {
    dialect,
    quietP50: round(pct(quiet, 50)),
    quietP95: round(pct(quiet, 95)),
    floodP50: round(pct(loaded, 50)),
    floodP95: round(pct(loaded, 95)),
    floodCalls: outcome,
  };
}

const figures = {};
const results = [await measure(undefined)];
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) results.push(await measure(pgUrl));
for (const r of results) {
  const { dialect, ...rest } = r;
  for (const [k, v] of Object.entries(rest)) figures[`${dialect} ${k}`] = v;
}
writeResult(
  'data-interface-flood',
  figures,
  `administrator p95 under ${BUDGET_MS} ms on ${'/api/oauth/CurrentUser'} while an ordinary user keeps ${IN_FLIGHT} slow interfaces in flight`,
  results.every((r) => r.floodP95 < BUDGET_MS),
);
