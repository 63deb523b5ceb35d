// The user administration list at scale: 10,000 departments (10 companies x 10 divisions x 100
// departments) and 100,000 users, on SQLite (and PostgreSQL when BENCH_DATABASE_URL,
// TEST_DATABASE_URL or DATABASE_URL is set). Calls go through app.inject(): the full route with
// session, permission check, data scope and column filter, without the network.
// Run: node --import tsx bench/org-scale.mjs
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

const COMPANIES = 10;
const DIVISIONS = 10;
const DEPARTMENTS = 100;
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const BUDGET_MS = 30;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n) => Math.round(n * 100) / 100;

async function insertMany(db, table, rows, chunk = 400) {
  for (let i = 0; i < rows.length; i += chunk)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk))
      .execute();
}

/** Adds the tree and the users under the seeded top company; answers one division's id. */
async function grow(db) {
  const top = await db
    .selectFrom('base_organize')
    .select(['id', 'organize_id_tree'])
    .where('en_code', '=', 'xinghe')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const org = (id, parent, tree, code, name, category, sort) => ({
    id,
    parent_id: parent,
    organize_id_tree: tree,
    en_code: code,
    full_name: name,
    category,
    sort_code: sort,
    enabled_mark: 1,
    created_at: now,
  });
  const orgs = [];
  const leaves = [];
  for (let c = 0; c < COMPANIES; c++) {
    const cId = `bc${c}`;
    const cTree = `${top.organize_id_tree},${cId}`;
    orgs.push(org(cId, top.id, cTree, `bench-c${c}`, `Company ${c}`, 'company', c));
    for (let d = 0; d < DIVISIONS; d++) {
      const dId = `bc${c}d${d}`;
      const dTree = `${cTree},${dId}`;
      orgs.push(org(dId, cId, dTree, `bench-c${c}d${d}`, `Division ${c}.${d}`, 'department', d));
      for (let p = 0; p < DEPARTMENTS; p++) {
        const pId = `bc${c}d${d}p${p}`;
        orgs.push(org(pId, dId, `${dTree},${pId}`, `bench-${pId}`, `Dept ${c}.${d}.${p}`, 'department', p));
        leaves.push(pId);
      }
    }
  }
  await insertMany(db, 'base_organize', orgs);
  const users = Array.from({ length: USERS }, (_, i) => ({
    id: `bu${String(i).padStart(6, '0')}`,
    account: `bench${String(i).padStart(6, '0')}`,
    real_name: `Person ${i}`,
    password_hash: 'x',
    mobile_phone: `139${String(i).padStart(8, '0')}`,
    email: `bench${i}@example.com`,
    organize_id: leaves[i % leaves.length],
    enabled_mark: 1,
    sort_code: i % 100,
    created_at: now - i,
  }));
  await insertMany(db, 'base_user', users, 500);
  await insertMany(
    db,
    'base_user_relation',
    users.map((u, i) => ({
      id: `br${String(i).padStart(6, '0')}`,
      user_id: u.id,
      object_type: 'Organize',
      object_id: u.organize_id,
      created_at: now,
    })),
    500,
  );
  return { division: 'bc3d4', department: 'bc3d4p7', company: 'bc3' };
}

async function measure(app, token, query, url = '/api/permission/Users', requests = REQUESTS) {
  const times = [];
  let total = 0;
  let bytes = 0;
  for (let i = 0; i < requests + 20; i++) {
    const started = process.hrtime.bigint();
    const res = await app.inject({ url, query, headers: { authorization: token } });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const body = res.json();
    if (body.code !== 200) throw new Error(`${url} failed: ${res.body}`);
    total = body.data.pagination?.total ?? body.data.list.length;
    bytes = res.body.length;
    if (i >= 20) times.push(ms); // the first calls warm caches and the JIT
  }
  times.sort((a, b) => a - b);
  return { p50: round(pct(times, 50)), p95: round(pct(times, 95)), p99: round(pct(times, 99)), total, bytes };
}

/** Trees beside the lists and in the pickers: one level at a time (informational, not the budget). */
async function measureTrees(app, token, place, label) {
  const trees = {
    organizeLevel: ['/api/permission/Organize', { parentId: place.company }],
    selectorTop: ['/api/permission/Organize/Department/SelectorByAuth/0', { parentId: '-1' }],
    selectorLevel: ['/api/permission/Organize/Department/SelectorByAuth/0', { parentId: place.company }],
    selectorSearch: ['/api/permission/Organize/Department/SelectorByAuth/0', { keyword: 'Dept 3.4.7' }],
  };
  const figures = {};
  for (const [name, [url, query]] of Object.entries(trees))
    figures[`${label}.tree.${name}`] = await measure(app, token, query, url, Math.min(REQUESTS, 100));
  return figures;
}

async function runOn(label, options) {
  const database = createDatabase(options.database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '100000',
    DATA_DIR: options.dataDir,
    WEB_DIST: path.join(options.dataDir, 'no-web-dist'),
  });
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    const seedStart = Date.now();
    const place = await grow(database.db);
    const seedSeconds = round((Date.now() - seedStart) / 1000);
    // lisi (部门经理, "own department and below") heads a division of 100 departments.
    const lisiRow = await database.db
      .updateTable('base_user')
      .set({ organize_id: place.division })
      .where('account', '=', 'lisi')
      .returning('id')
      .executeTakeFirstOrThrow();
    // the main organisation is always one of the user's relations too (as the service saves it)
    await database.db
      .updateTable('base_user_relation')
      .set({ object_id: place.division })
      .where('user_id', '=', lisiRow.id)
      .where('object_type', '=', 'Organize')
      .execute();
    await sql`analyze`.execute(database.db);
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const signIn = async (account) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        payload: { account, password: SEED_PASSWORD_MD5 },
      });
      return res.json().data.token;
    };
    const admin = await signIn('admin');
    const lisi = await signIn('lisi');
    const cases = {
      page: { pageSize: '20' },
      keyword: { pageSize: '20', keyword: 'Person 4242' },
      organisation: { pageSize: '20', organizeId: place.company },
      lastPage: { pageSize: '20', currentPage: '40' },
    };
    const figures = {};
    for (const [who, token] of [
      ['administrator', admin],
      ['ownOrgAndBelow', lisi],
    ])
      for (const [name, query] of Object.entries(cases)) {
        const q =
          who === 'ownOrgAndBelow' && name === 'organisation'
            ? { ...query, organizeId: place.division }
            : query;
        figures[`${label}.${who}.${name}`] = await measure(app, token, q);
      }
    Object.assign(figures, await measureTrees(app, admin, place, label));
    await app.close();
    return { figures, seedSeconds };
  } finally {
    await database.db.destroy();
  }
}

const results = {};
const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-org-scale-'));
try {
  const sqlite = await runOn('sqlite', {
    database: { sqliteFile: path.join(dir, 'tessera.db') },
    dataDir: dir,
  });
  Object.assign(results, sqlite.figures, { 'sqlite.seedSeconds': sqlite.seedSeconds });
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(5).toString('hex')}`;
    const admin = createDatabase({ databaseUrl: url });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    try {
      const pg = await runOn('postgres', {
        database: { databaseUrl: url, searchPath: schema },
        dataDir: dir,
      });
      Object.assign(results, pg.figures, { 'postgres.seedSeconds': pg.seedSeconds });
    } finally {
      if (process.env.BENCH_KEEP === '1') console.log(`kept schema ${schema}`);
      else await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
      await admin.db.destroy();
    }
  }
} finally {
  if (process.env.BENCH_KEEP === '1') console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
const worst = Math.max(
  ...Object.entries(results)
    .filter(([k, v]) => typeof v === 'object' && !k.includes('.tree.'))
    .map(([, v]) => v.p95),
);
writeResult(
  'org-scale',
  {
    departments: COMPANIES * DIVISIONS * DEPARTMENTS,
    users: USERS,
    requestsPerCase: REQUESTS,
    worstP95ms: worst,
    ...results,
  },
  `user list p95 < ${BUDGET_MS} ms at 10,000 departments and 100,000 users`,
  worst < BUDGET_MS,
);
