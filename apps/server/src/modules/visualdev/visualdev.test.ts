import type {
  OnlineDevConfig,
  Paged,
  VisualDevInfo,
  VisualDevItem,
  VisualDevReleaseResult,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { readLiveTable } from '../../db/dynamic/catalogue';
import { DATA_SCOPE_EXPLAIN } from '../data-scope/data-scope.routes';

const BASE = '/api/visualdev/Base';
const ONLINE = '/api/visualdev/OnlineDev';
const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh-CN' };

/** A widget of the design (only the keys the server reads). */
const widget = (
  jnpfKey: string,
  vModel: string,
  label: string,
  extra: Record<string, unknown> = {},
  config = {},
) => ({
  __config__: { jnpfKey, label, ...config },
  __vModel__: vModel,
  ...extra,
});

/** The test form: a title (required, unique, a pattern), an amount, a formula, a creator and a sub-table. */
function formData(over: { withNote?: boolean; titleAsNumber?: boolean; withoutCost?: boolean } = {}) {
  return JSON.stringify({
    fields: [
      over.titleAsNumber
        ? widget('numInput', 'title', 'Title', { precision: 2 })
        : widget(
            'input',
            'title',
            'Title',
            {},
            { required: true, unique: true, regList: [{ pattern: '/^[A-Za-z0-9 ]+$/', message: 'x' }] },
          ),
      widget('numInput', 'amount', 'Amount', { precision: 2 }),
      widget('calculate', 'total', 'Total', {
        isStorage: 2,
        precision: 2,
        expression: [
          { __vModel__: 'amount', label: 'Amount' },
          '×',
          '2',
          ...(over.withoutCost ? [] : ['+', { __vModel__: 'items.cost', label: 'Cost' }]),
        ],
      }),
      widget('createUser', 'creator', 'Creator'),
      widget('billRule', 'billNo', 'Bill number', {}, { rule: 'ExpenseClaim' }),
      ...(over.withNote ? [widget('textarea', 'note', 'Note')] : []),
      {
        __config__: {
          jnpfKey: 'table',
          label: 'Items',
          children: [
            widget('input', 'name', 'Item name', {}, { unique: true, required: true }),
            ...(over.withoutCost ? [] : [widget('numInput', 'cost', 'Cost', { precision: 2 })]),
          ],
        },
        __vModel__: 'items',
      },
    ],
  });
}

const COLUMN_DATA = JSON.stringify({
  useFormPermission: true,
  useDataPermission: true,
  btnsList: [{ value: 'add' }],
});

describeEachDialect('online development designs', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let designId = '';
  let parentId = '';
  let release: VisualDevReleaseResult;

  const body = (over: Record<string, unknown> = {}) => ({
    fullName: 'Expense claim',
    enCode: 'expense_claim',
    webType: 1,
    formData: formData(),
    columnData: COLUMN_DATA,
    ...over,
  });
  const info = async (id = designId) =>
    (await callAs<VisualDevInfo>(app, admin, { url: `${BASE}/${id}` })).data;
  const releaseNow = (id = designId, parents = [parentId]) =>
    callAs<VisualDevReleaseResult>(app, admin, {
      method: 'POST',
      url: `${BASE}/${id}/Actions/Release`,
      payload: { pc: 1, app: 0, pcModuleParentId: parents, appModuleParentId: [] },
      headers: en,
    });
  const save = (id: string, over: Record<string, unknown> = {}) =>
    callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: body(over),
      headers: en,
    });
  const record = (token: string, data: unknown, headers = en) =>
    callAs<{ id: string }>(app, token, {
      method: 'POST',
      url: `${ONLINE}/${designId}`,
      payload: { data: JSON.stringify(data) },
      headers,
    });
  const live = (table: string) => readLiveTable(ctx.db as unknown as Kysely<unknown>, ctx.dialect, table);
  const rows = async (table: string) =>
    (await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by id`.execute(ctx.db)).rows;

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    parentId = await ctx.idByCode('base_module', 'onlineDev');
  });

  it('creates a draft, refuses bad codes and JSON, lists and reads it', async () => {
    const bad = await callAs(app, admin, {
      method: 'POST',
      url: BASE,
      payload: body({ enCode: '1 drop' }),
      headers: en,
    });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/letters, digits and underscores/);
    const json = await callAs(app, admin, {
      method: 'POST',
      url: BASE,
      payload: body({ columnData: '{oops' }),
      headers: zh,
    });
    expect(json).toMatchObject({ code: 400, msg: 'columnData不是有效的JSON' });
    const res = await callAs<{ id: string }>(app, admin, { method: 'POST', url: BASE, payload: body() });
    expect(res.code, res.msg).toBe(200);
    designId = res.data.id;
    const page = await callAs<Paged<VisualDevItem>>(app, admin, { url: BASE, query: { keyword: 'expense' } });
    expect(page.data.list).toEqual([
      expect.objectContaining({ id: designId, state: 0, version: 0, webType: 1 }),
    ]);
    expect((await info()).formData).toBe(formData());
    const taken = await callAs(app, admin, { method: 'POST', url: BASE, payload: body(), headers: en });
    expect(taken.code).toBe(400);
  });

  it('copies a design under a new name and code', async () => {
    const copy = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: `${BASE}/${designId}/Actions/Copy`,
      headers: en,
    });
    expect(copy.code).toBe(200);
    const copied = await info(copy.data.id);
    expect(copied.fullName).toMatch(/^Expense claim copy\d{4}$/);
    expect(copied.enCode).toMatch(/^expense_claim_\d{4}$/);
    expect(copied).toMatchObject({ state: 0, formData: formData() });
  });

  it('refuses a rollback before the first release', async () => {
    const res = await callAs(app, admin, {
      url: `${BASE}/${designId}/Actions/RollbackTemplate`,
      headers: en,
    });
    expect(res).toMatchObject({ code: 400, msg: expect.stringMatching(/never released/) });
  });

  it('refuses a first release without a parent or under a parent that is no directory', async () => {
    expect(await releaseNow(designId, [])).toMatchObject({
      code: 400,
      msg: 'Choose the parent menu to publish under',
    });
    const page = await ctx.idByCode('base_module', 'onlineDev.webDesign');
    for (const parent of [page, 'nope'])
      expect((await releaseNow(designId, [parent])).msg).toMatch(
        /^The parent menu does not exist or is not a directory/,
      );
    expect((await info()).state).toBe(0);
  });

  it('releases into tables, a version and a menu with its permission resources', async () => {
    const res = await releaseNow();
    expect(res.code, res.msg).toBe(200);
    release = res.data;
    expect(release.version).toBe(1);
    expect(release.tables).toEqual(['dyn_expense_claim', 'dyn_expense_claim_items']);
    const main = await live('dyn_expense_claim');
    expect(main?.columns.map((c) => c.name)).toEqual(
      expect.arrayContaining(['title', 'amount', 'total', 'creator']),
    );
    const sub = await live('dyn_expense_claim_items');
    expect(sub?.columns.map((c) => c.name)).toEqual(expect.arrayContaining(['parent_id', 'name', 'cost']));
    expect((await info()).state).toBe(1);
    expect(release.menus).toHaveLength(1);
    const menu = await ctx.db
      .selectFrom('base_module')
      .selectAll()
      .where('id', '=', release.menus[0]!.id)
      .executeTakeFirstOrThrow();
    expect(menu).toMatchObject({ type: 3, parent_id: parentId, url_address: `model/${menu.en_code}` });
    expect(JSON.parse(menu.property_json ?? '{}')).toMatchObject({ moduleId: designId, webType: 1 });
    const codes = async (table: 'base_module_button' | 'base_module_form' | 'base_module_scheme') =>
      (
        await ctx.db
          .selectFrom(table)
          .select('en_code')
          .where('module_id', '=', menu.id)
          .where('deleted_at', 'is', null)
          .execute()
      )
        .map((r) => r.en_code)
        .sort();
    expect(await codes('base_module_button')).toEqual(['btn_add']);
    expect(await codes('base_module_form')).toEqual(
      ['amount', 'billNo', 'creator', 'items', 'items-cost', 'items-name', 'title', 'total'].sort(),
    );
    expect(await codes('base_module_scheme')).toEqual(['jnpf_alldata', 'jnpf_organize', 'jnpf_own']);
  });

  it('marks a saved released design modified and keeps the menu on the next release', async () => {
    const indexes = (await live('dyn_expense_claim'))!.indexes.length;
    const searched = JSON.stringify({ ...JSON.parse(COLUMN_DATA), searchList: [{ prop: 'amount' }] });
    expect(
      (await save(designId, { formData: formData({ withNote: true }), columnData: searched })).code,
    ).toBe(200);
    expect((await info()).state).toBe(2);
    const again = await releaseNow(designId, []);
    expect(again.code, again.msg).toBe(200);
    expect(again.data.version).toBe(2);
    expect(again.data.menus).toEqual(release.menus);
    expect((await live('dyn_expense_claim'))?.columns.map((c) => c.name)).toContain('note');
    // the searched field got an index
    expect((await live('dyn_expense_claim'))!.indexes.length).toBe(indexes + 1);
  });

  it('answers the released configuration and saves a record with its sub-rows', async () => {
    const config = await callAs<OnlineDevConfig>(app, admin, { url: `${ONLINE}/${designId}/Config` });
    expect(config.data).toMatchObject({ id: designId, webType: 1, enCode: 'expense_claim' });
    expect(config.data.formData).toBe(formData({ withNote: true }));
    const res = await record(admin, {
      title: 'Trip 1',
      amount: 10.5,
      total: 999999,
      creator: 'forged',
      items: [
        { name: 'Taxi', cost: 3 },
        { name: 'Hotel', cost: 4.25 },
      ],
    });
    expect(res.code, res.msg).toBe(200);
    const [main] = await rows('dyn_expense_claim');
    const adminId = (await ctx.userRow('admin')).id;
    expect(main).toMatchObject({ id: res.data.id, title: 'Trip 1', creator: adminId });
    expect(main!.billNo).toMatch(/^BX\d{11}$/);
    expect(Number(main!.total)).toBe(28.25);
    const subs = await rows('dyn_expense_claim_items');
    expect(subs.map((r) => [r.parent_id, r.name])).toEqual(
      expect.arrayContaining([
        [res.data.id, 'Taxi'],
        [res.data.id, 'Hotel'],
      ]),
    );
  });

  it('refuses missing, malformed and repeated values with the field named', async () => {
    expect(await record(admin, { amount: 1, items: [] })).toMatchObject({
      code: 400,
      msg: 'Title is required',
    });
    expect(await record(admin, { title: 'bad;title', items: [] })).toMatchObject({
      code: 400,
      msg: 'Title is not in the right format',
    });
    expect(await record(admin, { title: 'Trip 1', items: [] })).toMatchObject({
      code: 400,
      msg: 'Title must not repeat',
    });
    const twice = await record(admin, { title: 'Trip 2', items: [{ name: 'Taxi' }, { name: 'Taxi ' }] }, zh);
    expect(twice).toMatchObject({ code: 400, msg: 'Item name 不能重复' });
    expect(await record(admin, { title: 'Trip 3', items: [{ cost: 1 }] })).toMatchObject({
      code: 400,
      msg: 'Item name is required',
    });
    expect(await record(admin, { title: 'Trip 4', amount: 'lots', items: [] })).toMatchObject({ code: 400 });
    const notJson = await callAs(app, admin, {
      method: 'POST',
      url: `${ONLINE}/${designId}`,
      payload: { data: '[1' },
      headers: en,
    });
    expect(notJson).toMatchObject({ code: 400, msg: 'The submitted data is not a valid JSON object' });
    expect((await rows('dyn_expense_claim')).length).toBe(1);
  });

  it('retires a removed field without losing its data, and refuses an unsafe narrowing', async () => {
    expect((await save(designId, { formData: formData({ withNote: true, withoutCost: true }) })).code).toBe(
      200,
    );
    const res = await releaseNow(designId, []);
    expect(res.code, res.msg).toBe(200);
    const subs = await rows('dyn_expense_claim_items');
    expect(subs.map((r) => Number(r.cost)).sort()).toEqual([3, 4.25]);
    const costForm = await ctx.db
      .selectFrom('base_module_form')
      .select('enabled_mark')
      .where('module_id', '=', release.menus[0]!.id)
      .where('en_code', '=', 'items-cost')
      .executeTakeFirstOrThrow();
    expect(Number(costForm.enabled_mark)).toBe(0);
    expect(
      (
        await save(designId, {
          formData: formData({ withNote: true, withoutCost: true, titleAsNumber: true }),
        })
      ).code,
    ).toBe(200);
    const unsafe = await releaseNow(designId, []);
    expect(unsafe.code).toBe(400);
    expect(unsafe.msg).toMatch(/^The field (title|Title) holds data and cannot change/);
    expect((await rows('dyn_expense_claim'))[0]!.title).toBe('Trip 1');
    expect((await info()).state).toBe(2);
  });

  it('rolls the draft back to the released version', async () => {
    const res = await callAs(app, admin, { url: `${BASE}/${designId}/Actions/RollbackTemplate` });
    expect(res.code, res.msg).toBe(200);
    const restored = await info();
    expect(restored).toMatchObject({
      state: 1,
      version: 3,
      formData: formData({ withNote: true, withoutCost: true }),
    });
  });

  it('lets one of two simultaneous releases through and refuses the other cleanly', async () => {
    const answers = await Promise.all([releaseNow(designId, []), releaseNow(designId, [])]);
    expect(answers.map((a) => a.code)).toContain(200);
    for (const a of answers) if (a.code !== 200) expect(a.msg).toMatch(/being released/);
    const versions = await sql<{ version: number }>`select version from base_visual_release
      where visual_dev_id = ${designId} order by version`.execute(ctx.db);
    const expected = 3 + answers.filter((a) => a.code === 200).length;
    expect(versions.rows.map((r) => Number(r.version))).toEqual(
      Array.from({ length: expected }, (_, i) => i + 1),
    );
    const claim = await sql<{
      c: number | null;
    }>`select release_claim as c from base_visual_dev where id = ${designId}`.execute(ctx.db);
    expect(claim.rows[0]?.c ?? null).toBeNull();
  });

  it('refuses a release while another holds the design, and takes over an abandoned claim', async () => {
    const hold = (at: number) =>
      sql`update base_visual_dev set release_claim = ${at} where id = ${designId}`.execute(ctx.db);
    await hold(Date.now());
    const busy = await releaseNow(designId, []);
    expect(busy).toMatchObject({
      code: 400,
      msg: 'This design is being released right now; try again shortly',
    });
    await hold(Date.now() - 11 * 60 * 1000);
    const taken = await releaseNow(designId, []);
    expect(taken.code, taken.msg).toBe(200);
  });

  it('refuses on save a formula that refers to itself and a field name that is a SQL keyword', async () => {
    const selfRef = JSON.stringify({
      fields: [
        widget('calculate', 'a', 'A', { isStorage: 2, expression: [{ __vModel__: 'b' }, '+', '1'] }),
        widget('calculate', 'b', 'B', { isStorage: 2, expression: [{ __vModel__: 'a' }, '+', '1'] }),
      ],
    });
    const cyc = await save(designId, { formData: selfRef });
    expect(cyc.code).toBe(400);
    expect(cyc.msg).toMatch(/^The form design has problems: /);
    const keyword = JSON.stringify({ fields: [widget('input', 'select', 'Select')] });
    expect((await save(designId, { formData: keyword })).code).toBe(400);
    expect((await info()).state).toBe(1);
  });

  it('lists the form fields, the selector and the records for relation pickers', async () => {
    const fields = await callAs<{ list: { vModel: string; tableField?: string }[] }>(app, admin, {
      url: `${BASE}/${designId}/FormDataFields`,
    });
    expect(fields.data.list.map((f) => (f.tableField ? `${f.tableField}.${f.vModel}` : f.vModel))).toEqual([
      'title',
      'amount',
      'total',
      'creator',
      'billNo',
      'note',
      'items.name',
    ]);
    const selector = await callAs<{ list: { id: string }[] }>(app, admin, {
      url: `${BASE}/Selector`,
      query: { isRelease: '1' },
    });
    expect(selector.data.list.map((d) => d.id)).toEqual([designId]);
    const picked = await callAs<{ list: Record<string, unknown>[]; pagination: { total: number } }>(
      app,
      admin,
      {
        url: `${BASE}/${designId}/FieldDataSelect`,
        query: { relationField: 'title', columnOptions: 'amount,nope', keyword: 'Trip' },
      },
    );
    expect(picked.code, picked.msg).toBe(200);
    expect(picked.data.list).toEqual([
      { id: expect.any(String), title: 'Trip 1', amount: expect.anything() },
    ]);
  });

  it('refuses a user without the grant and lets them in once the menu is granted', async () => {
    const lisi = await ctx.signIn('lisi');
    const data = { title: 'Lisi trip', amount: 1, items: [{ name: 'Bus' }] };
    expect((await record(lisi, data)).code).toBe(403);
    expect((await callAs(app, lisi, { url: `${ONLINE}/${designId}/Config` })).code).toBe(403);
    expect((await callAs(app, lisi, { url: `${ONLINE}/nope/Config`, headers: en })).code).toBe(404);
    const role = await ctx.db
      .selectFrom('base_role')
      .innerJoin('base_user_relation', 'base_user_relation.object_id', 'base_role.id')
      .select('base_role.en_code')
      .where('base_user_relation.user_id', '=', (await ctx.userRow('lisi')).id)
      .where('base_user_relation.object_type', '=', 'Role')
      .executeTakeFirstOrThrow();
    await ctx.grantMenu(role.en_code, release.menus[0]!.enCode);
    app.services.access.invalidate();
    const res = await record(lisi, data);
    expect(res.code, res.msg).toBe(200);
    // the released menu lists a described table: the data-scope explain call answers for its rows
    const explain = await callAs<{ visible: boolean }>(app, admin, {
      url: DATA_SCOPE_EXPLAIN,
      query: { menuId: release.menus[0]!.enCode, userId: (await ctx.userRow('lisi')).id, rowId: res.data.id },
    });
    expect(explain.code, explain.msg).toBe(200);
    expect(typeof explain.data.visible).toBe('boolean');
    expect((await callAs(app, lisi, { url: BASE })).code).toBe(403);
    // a design's field names are the designer's, not every signed-in user's
    expect((await callAs(app, lisi, { url: `${BASE}/${designId}/FormDataFields` })).code).toBe(403);
  });

  it('deletes a design', async () => {
    expect((await callAs(app, admin, { method: 'DELETE', url: `${BASE}/${designId}` })).code).toBe(200);
    expect((await callAs(app, admin, { url: `${BASE}/${designId}` })).code).toBe(404);
  });
});
