import type { Envelope, ExcelExportLink } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { DEFAULT_SHEET_LIMITS, readSheet } from '../../lib/excel';

const BASE = '/api/permission/Users';
const MANY = 12_000;
const BIG = { ...DEFAULT_SHEET_LIMITS, maxRows: 20_000, maxCells: 1_000_000, maxUnpackedBytes: 64 << 20 };

describeEachDialect('user export of every row', (ctx) => {
  let live = 0;

  const exportAll = async (app: FastifyInstance, lang = 'zh') => {
    const token = await ctx.signIn('admin', undefined, app);
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}/ExportExcel`,
      query: { dataType: '1', selectKey: 'account,realName' },
      headers: { authorization: token, 'accept-language': lang },
    });
    const link = res.json<Envelope<ExcelExportLink>>();
    expect(link.code, link.msg).toBe(200);
    const file = await app.inject({ method: 'GET', url: link.data.url, headers: { authorization: token } });
    return { link: link.data, rows: await readSheet(file.rawPayload, BIG) };
  };

  beforeAll(async () => {
    const now = Date.now();
    const users = Array.from({ length: MANY }, (_, i) => ({
      id: `exp${String(i).padStart(8, '0')}`,
      account: `exp${i}`,
      real_name: `Export ${i}`,
      password_hash: 'x',
      // ties on sort code and creation time, so the walk's keys must fall back to the id
      sort_code: i % 7,
      created_at: now - (i % 3),
    }));
    for (let i = 0; i < users.length; i += 500)
      await ctx.db
        .insertInto('base_user')
        .values(users.slice(i, i + 500))
        .execute();
    const row = await ctx.db
      .selectFrom('base_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    live = Number(row.n);
  });

  it('answers every user the caller may see, past the old 10,000-row cut, each exactly once', async () => {
    const app = await ctx.buildApp({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-export-')) });
    const { link, rows } = await exportAll(app);
    expect(live).toBeGreaterThan(MANY);
    expect(link).toMatchObject({ exported: live, total: live });
    expect(link.limit).toBeUndefined();
    expect(rows).toHaveLength(live + 1);
    const accounts = rows.slice(1).map((r) => r[0]);
    expect(new Set(accounts).size).toBe(live);
    expect(accounts).toContain('exp0');
    expect(accounts).toContain(`exp${MANY - 1}`);
  });

  it("says so when the operator's limit cuts the file", async () => {
    const app = await ctx.buildApp({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-export-')),
      EXPORT_ROW_LIMIT: '5000',
    });
    const { link, rows } = await exportAll(app);
    expect(link).toMatchObject({ exported: 5000, total: live, limit: 5000 });
    expect(rows).toHaveLength(5001);
  });
});
