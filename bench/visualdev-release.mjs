// Issue 17: releasing a 100-field form with 3 sub-tables (85 main fields, 3 x 5 columns) takes under
// 2 s, on SQLite and on PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL). Each
// round creates a new design and times its first release (4 tables made, a version, a menu with its
// resources), then a second release of the same design with one more field (an added column).
// Calls go through app.inject(): the full route with session and permission check, without the network.
// Run: node --import tsx bench/visualdev-release.mjs
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

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BUDGET_MS = 2000;
const KINDS = ['input', 'numInput', 'textarea', 'datePicker', 'switch'];

const field = (key, vModel, formId) => ({
  __config__: { jnpfKey: key, label: `Field ${vModel}`, formId },
  __vModel__: vModel,
});

/** 85 main fields and 3 sub-tables of 5 columns; `extra` more main fields. */
function bigForm(extra = 0) {
  const main = Array.from({ length: 85 + extra }, (_, i) => field(KINDS[i % KINDS.length], `f${i}`, i + 1));
  const tables = [0, 1, 2].map((t) => ({
    __config__: {
      jnpfKey: 'table',
      label: `Table ${t}`,
      formId: 900 + t,
      children: Array.from({ length: 5 }, (_, i) => field(KINDS[i % 2], `c${i}`, 1000 + t * 10 + i)),
    },
    __vModel__: `t${t}`,
  }));
  return JSON.stringify({ fields: [...main, ...tables] });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (n) => Math.round(n);

async function runOn(label, options) {
  const database = createDatabase(options.database);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '100000',
    DATA_DIR: options.dataDir,
    WEB_DIST: path.join(options.dataDir, 'no-web-dist'),
  });
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account: 'admin', password: SEED_PASSWORD_MD5 },
    });
    const headers = { authorization: login.json().data.token };
    const call = async (method, url, payload) => {
      const res = await app.inject({ method, url, payload, headers });
      const body = res.json();
      if (body.code !== 200) throw new Error(`${method} ${url}: ${body.code} ${body.msg}`);
      return body.data;
    };
    const parent = (
      await database.db
        .selectFrom('base_module')
        .select('id')
        .where('en_code', '=', 'onlineDev')
        .executeTakeFirstOrThrow()
    ).id;
    const release = { pc: 1, app: 0, pcModuleParentId: [parent], appModuleParentId: [] };
    const first = [];
    const again = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      const { id } = await call('POST', '/api/visualdev/Base', {
        fullName: `Bench form ${r}`,
        enCode: `bench_form_${r}`,
        webType: 2,
        formData: bigForm(),
      });
      let t = performance.now();
      const done = await call('POST', `/api/visualdev/Base/${id}/Actions/Release`, release);
      first.push(performance.now() - t);
      if (done.tables.length !== 4) throw new Error(`expected 4 tables, got ${done.tables.length}`);
      await call('PUT', `/api/visualdev/Base/${id}`, {
        fullName: `Bench form ${r}`,
        enCode: `bench_form_${r}`,
        webType: 2,
        formData: bigForm(1),
      });
      t = performance.now();
      await call('POST', `/api/visualdev/Base/${id}/Actions/Release`, release);
      again.push(performance.now() - t);
    }
    await app.close();
    return {
      [`${label}.firstReleaseMedianMs`]: round(median(first)),
      [`${label}.firstReleaseMaxMs`]: round(Math.max(...first)),
      [`${label}.releaseAddingAColumnMedianMs`]: round(median(again)),
    };
  } finally {
    await database.db.destroy();
  }
}

const figures = {};
const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-visualdev-bench-'));
try {
  Object.assign(
    figures,
    await runOn('sqlite', { database: { sqliteFile: path.join(dir, 'tessera.db') }, dataDir: dir }),
  );
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    const admin = createDatabase({ databaseUrl: url });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    try {
      Object.assign(
        figures,
        await runOn('postgres', { database: { databaseUrl: url, searchPath: schema }, dataDir: dir }),
      );
    } finally {
      await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
      await admin.db.destroy();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const worst = Math.max(
  ...Object.entries(figures)
    .filter(([k]) => k.endsWith('MedianMs'))
    .map(([, v]) => v),
);
figures.rounds = ROUNDS;
writeResult(
  'visualdev-release',
  figures,
  `releasing a 100-field form with 3 sub-tables under ${BUDGET_MS} ms (median of ${ROUNDS}) on each database`,
  worst < BUDGET_MS,
);
console.log(JSON.stringify(figures));
