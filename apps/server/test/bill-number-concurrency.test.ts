import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatBillDate, type Envelope } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDatabase, type Database, type DialectName } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { SEED_PASSWORD_MD5, seedDatabase } from '../src/db/seed';
import { testConfig, testDialects } from './helpers/dialects';
import { callAs } from './helpers/http';

const REQUESTS = 200;
const BASE = '/api/system/BillRule';

/** Two handles (two pools or two SQLite connections) on one database, and how to drop it. */
async function openTwice(dialect: DialectName) {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bill-'));
    const file = path.join(dir, 'tessera.db');
    const first = createDatabase({ sqliteFile: file });
    await migrateToLatest(first.db);
    const second = createDatabase({ sqliteFile: file });
    return { handles: [first, second], drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = createDatabase({ databaseUrl: url });
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  const first = createDatabase({ databaseUrl: url, searchPath: schema });
  await migrateToLatest(first.db);
  const second = createDatabase({ databaseUrl: url, searchPath: schema });
  return {
    handles: [first, second],
    drop: async () => {
      await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
      await admin.db.destroy();
    },
  };
}

// Instances behind a load balancer share nothing but the database: the counter must live there.
for (const dialect of testDialects()) {
  describe(`bill numbers under concurrency [${dialect}]`, () => {
    let handles: Database[] = [];
    let drop = async () => {};
    const apps: FastifyInstance[] = [];
    let token = '';

    beforeAll(async () => {
      ({ handles, drop } = await openTwice(dialect));
      await seedDatabase(handles[0]!.db);
      for (const database of handles) {
        const app = await buildApp({ config: testConfig(), database, logger: false });
        await app.ready();
        apps.push(app);
      }
      const res = await apps[0]!.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        payload: { account: 'admin', password: SEED_PASSWORD_MD5 },
      });
      token = res.json<Envelope<{ token: string }>>().data.token;
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const h of handles) await h.db.destroy();
      await drop();
    });

    it(`hands ${REQUESTS} concurrent requests over two instances ${REQUESTS} consecutive serials`, async () => {
      const created = await callAs(apps[0]!, token, {
        method: 'POST',
        url: BASE,
        payload: {
          fullName: '并发测试',
          enCode: 'Race',
          prefix: 'RC',
          dateFormat: 'YYYYMMDD',
          digit: 5,
          startNumber: 1,
        },
      });
      expect(created.code, created.msg).toBe(200);
      const before = formatBillDate(new Date(), 'YYYYMMDD');
      const answers = await Promise.all(
        Array.from({ length: REQUESTS }, (_, i) =>
          callAs<string>(apps[i % 2]!, token, { url: `${BASE}/BillNumber/Race` }),
        ),
      );
      for (const a of answers) expect(a.code, a.msg).toBe(200);
      const numbers = answers.map((a) => a.data);
      expect(new Set(numbers).size).toBe(REQUESTS);
      // Every number comes from one date part; the serials are exactly start … start+199.
      const datePart = numbers[0]!.slice(2, 10);
      expect([before, formatBillDate(new Date(), 'YYYYMMDD')]).toContain(datePart);
      const expected = Array.from(
        { length: REQUESTS },
        (_, i) => `RC${datePart}${String(i + 1).padStart(5, '0')}`,
      );
      expect([...numbers].sort()).toEqual(expected);
      const row = await handles[1]!.db
        .selectFrom('base_bill_rule')
        .select(['this_number', 'output_number'])
        .where('en_code', '=', 'Race')
        .executeTakeFirstOrThrow();
      expect(Number(row.this_number)).toBe(REQUESTS - 1);
      expect(row.output_number).toBe(expected.at(-1));
    });

    /** Creates a rule numbered PA000001… (no date part) through the first instance. */
    const flipRule = async (code: string) => {
      const res = await callAs<{ id: string }>(apps[0]!, token, {
        method: 'POST',
        url: BASE,
        payload: { fullName: code, enCode: code, prefix: 'PA', dateFormat: 'no', digit: 6, startNumber: 1 },
      });
      expect(res.code, res.msg).toBe(200);
      return (i: number, prefix: string) =>
        callAs(apps[i % 2]!, token, {
          method: 'PUT',
          url: `${BASE}/${res.data.id}`,
          payload: { fullName: code, enCode: code, prefix, dateFormat: 'no', digit: 6, startNumber: 1 },
        });
    };
    const take = (i: number, code: string) =>
      callAs<string>(apps[i % 2]!, token, { url: `${BASE}/BillNumber/${code}` });

    it('hands no number out twice when the prefix is edited and reverted between calls', async () => {
      const edit = await flipRule('FlipAlone');
      const numbers: string[] = [];
      for (const [i, prefix] of ['PA', 'PB', 'PA', 'PB', 'PA'].entries()) {
        if (i > 0) expect((await edit(i, prefix)).code).toBe(200);
        for (let n = 0; n < 5; n += 1) numbers.push((await take(n, 'FlipAlone')).data);
      }
      expect(numbers.filter((n) => n.startsWith('PA'))).toEqual(
        Array.from({ length: 15 }, (_, i) => `PA${String(i + 1).padStart(6, '0')}`),
      );
      expect(numbers.filter((n) => n.startsWith('PB'))).toEqual(
        Array.from({ length: 10 }, (_, i) => `PB${String(i + 1).padStart(6, '0')}`),
      );
    });

    it(`hands ${REQUESTS} concurrent calls distinct numbers while the prefix flips back and forth`, async () => {
      const edit = await flipRule('FlipRace');
      // 40 calls in flight at any time; every 25 answers a worker starts the next edit (one after
      // another) without waiting for it, so the edits land among the calls, not after them.
      const prefixes = ['PB', 'PA', 'PB', 'PA', 'PB', 'PA'];
      const answers: Envelope<string>[] = [];
      const edits: Promise<number>[] = [];
      let chain = Promise.resolve(0);
      let started = 0;
      const worker = async () => {
        while (started < REQUESTS) {
          const answered = answers.push(await take(started++, 'FlipRace'));
          if (answered % 25 === 0 && edits.length < prefixes.length) {
            const i = edits.length;
            chain = chain.then(async () => (await edit(i, prefixes[i]!)).code);
            edits.push(chain);
          }
          // SQLite answers without leaving the microtask queue: yield as real network calls would.
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      await Promise.all(Array.from({ length: 40 }, worker));
      expect(await Promise.all(edits)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers).toHaveLength(REQUESTS);
      for (const a of answers) expect(a.code, a.msg).toBe(200);
      const numbers = answers.map((a) => a.data);
      expect(new Set(numbers).size).toBe(REQUESTS);
      expect(numbers.every((n) => /^P[AB]\d{6}$/.test(n))).toBe(true);
      const counts = { PA: 0, PB: 0 };
      for (const n of numbers) counts[n.slice(0, 2) as 'PA' | 'PB'] += 1;
      expect(counts.PA).toBeGreaterThan(0);
      expect(counts.PB).toBeGreaterThan(0);
      const recorded = await handles[1]!.db
        .selectFrom('base_bill_number_issued as i')
        .innerJoin('base_bill_rule as r', 'r.id', 'i.rule_id')
        .select('i.number')
        .where('r.en_code', '=', 'FlipRace')
        .execute();
      expect(recorded.map((r) => r.number).sort()).toEqual([...numbers].sort());
    });
  });
}
