import type { VisualDevBindableTable, VisualDevReleaseResult, VisualDevTableField } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { readLiveTable } from '../../db/dynamic/catalogue';

// Binding a design to existing tables (issue 17 point 3, ADR 0025 amendment).

const BASE = '/api/visualdev/Base';
const ONLINE = '/api/visualdev/OnlineDev';
const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh-CN' };

const widget = (jnpfKey: string, vModel: string, label: string, extra = {}, config = {}) => ({
  __config__: { jnpfKey, label, ...config },
  __vModel__: vModel,
  ...extra,
});
const subTable = (vModel: string, children: unknown[]) => ({
  __config__: { jnpfKey: 'table', label: 'Lines', children },
  __vModel__: vModel,
});

/** Design A: a unique, searched title, an amount and a sub-table of lines. */
const formA = JSON.stringify({
  fields: [
    widget('input', 'title', 'Title', {}, { unique: true }),
    widget('numInput', 'amount', 'Amount', { precision: 2 }),
    subTable('lines', [widget('input', 'item', 'Item')]),
  ],
});
const columnsA = JSON.stringify({ searchList: [{ prop: 'amount' }] });

describeEachDialect('binding designs to existing tables', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let parentId = '';
  let mainA = '';
  let linesA = '';

  const create = async (enCode: string, formData: string, tables = '[]', columnData = '{}') => {
    const res = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload: { fullName: `Design ${enCode}`, enCode, webType: 1, formData, columnData, tables },
      headers: en,
    });
    expect(res.code, res.msg).toBe(200);
    return res.data.id;
  };
  const release = (id: string, headers = en) =>
    callAs<VisualDevReleaseResult>(app, admin, {
      method: 'POST',
      url: `${BASE}/${id}/Actions/Release`,
      payload: { pc: 1, app: 0, pcModuleParentId: [parentId], appModuleParentId: [] },
      headers,
    });
  const bind = (main: string, subs: Array<{ table: string; vModel: string }> = []) =>
    JSON.stringify([
      { typeId: '1', table: main, tableField: '', relationTable: '', relationField: '' },
      ...subs.map((s) => ({
        typeId: '0',
        ...s,
        tableField: 'parent_id',
        relationTable: main,
        relationField: 'id',
      })),
    ]);
  const live = (table: string) => readLiveTable(ctx.db as unknown as Kysely<unknown>, ctx.dialect, table);
  const rows = async (table: string) =>
    (
      await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by created_at, id`.execute(
        ctx.db,
      )
    ).rows;
  const save = (id: string, data: unknown) =>
    callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: `${ONLINE}/${id}`,
      payload: { data: JSON.stringify(data) },
      headers: en,
    });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    parentId = await ctx.idByCode('base_module', 'onlineDev');
    const a = await create('bind_a', formA, '[]', columnsA);
    const res = await release(a);
    expect(res.code, res.msg).toBe(200);
    [mainA, linesA] = res.data.tables as [string, string];
    expect(await save(a, { title: 'From A', amount: 12.5, lines: [{ item: 'pen' }] })).toMatchObject({
      code: 200,
    });
  });

  it('lists the bindable tables with their columns and refuses platform tables by name', async () => {
    const list = await callAs<{ list: VisualDevBindableTable[] }>(app, admin, { url: `${BASE}/Tables` });
    expect(list.code).toBe(200);
    const a = list.data.list.find((t) => t.table === mainA);
    expect(a).toMatchObject({ tableName: 'Design bind_a', designs: ['Design bind_a'], sub: false });
    expect(list.data.list.find((t) => t.table === linesA)).toMatchObject({ sub: true });
    expect(list.data.list.some((t) => !t.table.startsWith('dyn_'))).toBe(false);
    const fields = await callAs<{ list: VisualDevTableField[] }>(app, admin, {
      url: `${BASE}/Tables/${mainA}/Fields`,
    });
    expect(fields.data.list.find((f) => f.field === 'title')).toMatchObject({
      fieldName: 'Title',
      dataType: expect.stringMatching(/^varchar/),
      standard: false,
    });
    expect(fields.data.list.find((f) => f.field === 'id')).toMatchObject({
      primaryKey: true,
      standard: true,
    });
    const user = await callAs(app, admin, { url: `${BASE}/Tables/base_user/Fields`, headers: en });
    expect(user).toMatchObject({ code: 400, msg: expect.stringContaining('base_user') });
    const zhUser = await callAs(app, admin, { url: `${BASE}/Tables/base_user/Fields`, headers: zh });
    expect(zhUser.msg).toMatch(/base_user.*不能绑定/);
    // a dyn_ table made outside the layer (no standard columns) is refused too
    await sql`create table dyn_bind_foreign (id varchar(32) primary key, name varchar(50))`.execute(ctx.db);
    const foreign = await callAs(app, admin, { url: `${BASE}/Tables/dyn_bind_foreign/Fields`, headers: en });
    expect(foreign).toMatchObject({ code: 400, msg: expect.stringContaining('dyn_bind_foreign') });
    const again = await callAs<{ list: VisualDevBindableTable[] }>(app, admin, { url: `${BASE}/Tables` });
    expect(again.data.list.some((t) => t.table === 'dyn_bind_foreign')).toBe(false);
  });

  it("releases a design bound to another design's tables: adds its column, keeps A's indexes and data", async () => {
    const indexesBefore = (await live(mainA))!.indexes.filter((i) => i.startsWith('dx_')).sort();
    expect(indexesBefore.length).toBeGreaterThan(3);
    const formB = JSON.stringify({
      fields: [
        widget('input', 'title', 'Subject', { maxlength: 100 }),
        widget('textarea', 'remark', 'Remark'),
        subTable('lines', [
          widget('input', 'item', 'Item'),
          widget('numInput', 'qty', 'Qty', { precision: 0 }),
        ]),
      ],
    });
    const b = await create('bind_b', formB, bind(mainA, [{ table: linesA, vModel: 'lines' }]));
    const res = await release(b);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.tables).toEqual([mainA, linesA]);
    const after = await live(mainA);
    expect(after!.columns.map((c) => c.name)).toEqual(expect.arrayContaining(['title', 'amount', 'remark']));
    expect(after!.indexes.filter((i) => i.startsWith('dx_')).sort()).toEqual(
      expect.arrayContaining(indexesBefore),
    );
    expect((await live(linesA))!.columns.map((c) => c.name)).toContain('qty');
    // B's runtime writes into A's table; A's row and its data stay
    const saved = await save(b, { title: 'From B', remark: 'shared', lines: [{ item: 'ink', qty: 3 }] });
    expect(saved.code, saved.msg).toBe(200);
    const main = await rows(mainA);
    expect(main.map((r) => [r.title, r.remark ?? null])).toEqual([
      ['From A', null],
      ['From B', 'shared'],
    ]);
    expect(Number(main[0]!.amount)).toBe(12.5);
    const lines = await rows(linesA);
    expect(lines.find((l) => l.item === 'ink')).toMatchObject({ parent_id: saved.data.id });
    // A released again keeps B's column and B's sub-table column (shared: nothing dropped)
    const a = await ctx.db
      .selectFrom('base_visual_dev')
      .select('id')
      .where('en_code', '=', 'bind_a')
      .executeTakeFirstOrThrow();
    expect((await release(a.id)).code).toBe(200);
    expect((await live(mainA))!.indexes.filter((i) => i.startsWith('dx_')).sort()).toEqual(
      expect.arrayContaining(indexesBefore),
    );
    expect(await save(a.id, { title: 'From A again', amount: 1, lines: [] })).toMatchObject({ code: 200 });
    expect((await rows(mainA)).length).toBe(3);
  });

  it('refuses binding a platform table, naming it', async () => {
    const c = await create(
      'bind_c',
      JSON.stringify({ fields: [widget('input', 'title', 'Title')] }),
      bind('base_user'),
    );
    const res = await release(c);
    expect(res).toMatchObject({ code: 400, msg: expect.stringContaining('base_user') });
    expect(await live('base_user')).not.toBeNull();
    const zhRes = await release(c, zh);
    expect(zhRes.msg).toMatch(/base_user.*不能绑定/);
  });

  it('refuses a field whose existing column has an incompatible type, naming the field', async () => {
    const form = JSON.stringify({
      fields: [widget('numInput', 'title', 'Title as number', { precision: 2 })],
    });
    const d = await create('bind_d', form, bind(mainA));
    const res = await release(d);
    expect(res).toMatchObject({ code: 400, msg: expect.stringMatching(/title/) });
    expect(res.msg).toMatch(/varchar/);
    // nothing changed in A's table
    expect((await live(mainA))!.columns.find((c) => c.name === 'title')!.storage).toMatchObject({
      type: 'varchar',
    });
  });

  it('refuses a sub-table bound to a table without the foreign key column', async () => {
    const form = JSON.stringify({
      fields: [widget('input', 'title', 'Title'), subTable('lines', [widget('input', 'item', 'Item')])],
    });
    const e = await create('bind_e', form, bind(mainA, [{ table: mainA, vModel: 'lines' }]));
    const res = await release(e);
    expect(res).toMatchObject({ code: 400, msg: expect.stringContaining('parent_id') });
    expect(res.msg).toContain(mainA);
  });

  it('gives an unbound sub-table of a bound main table a name of its own', async () => {
    const form = JSON.stringify({
      fields: [widget('input', 'title', 'Title'), subTable('lines', [widget('input', 'item', 'Item')])],
    });
    const f = await create('bind_f', form, bind(mainA));
    const res = await release(f);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.tables[0]).toBe(mainA);
    expect(res.data.tables[1]).not.toBe(linesA);
  });
});
