import type {
  Paged,
  PrintDevBody,
  PrintDevDataResult,
  PrintDevExport,
  PrintDevFields,
  PrintDevInfo,
  PrintDevItem,
  PrintDevSelectorNode,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { multipartBody } from '../files/test-files';
import { DEMO_PRINT_CODE } from './print-dev.seed';

const BASE = '/api/system/printDev';
const HOSTILE_TEMPLATE =
  '<p onclick="x()">{realName}</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
  '<iframe srcdoc="<script>alert(1)</script>"></iframe><link rel="stylesheet" href="https://evil.example/x.css">' +
  '<p style="background:url(https://evil.example/x)">{{constructor.constructor(\'x\')()}}</p>' +
  '<img src="http://169.254.169.254/latest"><img src="data:image/png;base64,iVBORw0KGgo=">' +
  '<a href="javascript:alert(1)">a</a><table><tr data-print-repeat="positions"><td>{positions.fullName}</td></tr>' +
  '<tr data-print-repeat="x y"><td>z</td></tr></table>';

describeEachDialect('print templates', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const body = (over: Partial<PrintDevBody> = {}): PrintDevBody => ({
    fullName: '测试模板',
    enCode: 'test_print',
    type: 2,
    categoryId: 'hr',
    sqlTemplate: [],
    printTemplate: '<p>{realName}</p>',
    pageParam: {
      size: 'A5',
      direction: 'landscape',
      width: 148,
      height: 210,
      marginTop: 5,
      marginRight: 6,
      marginBottom: 7,
      marginLeft: 8,
    },
    sortCode: 0,
    enabledMark: 1,
    ...over,
  });
  const post = (token: string, payload: unknown) =>
    callAs<{ id: string }>(app, token, {
      method: 'POST',
      url: BASE,
      payload: payload as object,
      headers: { 'accept-language': 'en' },
    });
  const demoId = async () =>
    (
      await ctx.db
        .selectFrom('base_print_dev')
        .select('id')
        .where('en_code', '=', DEMO_PRINT_CODE)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('lists the seeded demo template by keyword, category and type', async () => {
    const page = await callAs<Paged<PrintDevItem>>(app, admin, {
      url: BASE,
      query: { keyword: 'DEMO_USER' },
    });
    expect(page.data.list).toEqual([
      expect.objectContaining({ enCode: DEMO_PRINT_CODE, type: 2, enabledMark: 1 }),
    ]);
    const flows = await callAs<Paged<PrintDevItem>>(app, admin, { url: BASE, query: { type: '1' } });
    expect(flows.data.list.map((p) => p.enCode)).not.toContain(DEMO_PRINT_CODE);
    const wildcard = await callAs<Paged<PrintDevItem>>(app, admin, { url: BASE, query: { keyword: '%' } });
    expect(wildcard.data.pagination.total).toBe(0);
  });

  it('creates, reads, edits and deletes a template, keeping the page setup', async () => {
    const res = await post(admin, { ...body(), id: 'chosen', deletedAt: 1 });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.id).not.toBe('chosen');
    const url = `${BASE}/${res.data.id}`;
    const info = await callAs<PrintDevInfo>(app, admin, { url });
    expect(info.data).toMatchObject({
      fullName: '测试模板',
      categoryId: 'hr',
      printTemplate: '<p>{realName}</p>',
    });
    expect(info.data.pageParam).toMatchObject({ size: 'A5', direction: 'landscape', marginLeft: 8 });
    const byCategory = await callAs<Paged<PrintDevItem>>(app, admin, {
      url: BASE,
      query: { categoryId: 'hr' },
    });
    expect(byCategory.data.list.map((p) => p.id)).toEqual([res.data.id]);
    const put = await callAs(app, admin, {
      method: 'PUT',
      url,
      payload: body({ fullName: '改名', enabledMark: 0 }),
    });
    expect(put.code, put.msg).toBe(200);
    expect((await callAs<PrintDevInfo>(app, admin, { url })).data).toMatchObject({
      fullName: '改名',
      enabledMark: 0,
    });
    expect((await callAs(app, admin, { method: 'DELETE', url })).code).toBe(200);
    expect((await callAs(app, admin, { url })).code).toBe(404);
    // a deleted template frees its code
    expect((await post(admin, body())).code).toBe(200);
  });

  it('refuses a taken code, a bad code and duplicate sub-table names in the caller language', async () => {
    expect(await post(admin, body({ enCode: DEMO_PRINT_CODE }))).toMatchObject({
      code: 400,
      msg: `The code is already in use: ${DEMO_PRINT_CODE}`,
    });
    expect((await post(admin, body({ enCode: '1abc' }))).msg).toMatch(/must start with a letter/);
    expect((await post(admin, body({ enCode: 'x', fullName: '<b>' }))).msg).toBe(
      'The name cannot contain special characters',
    );
    const dup = await post(admin, {
      ...body({ enCode: 'dupTables' }),
      sqlTemplate: [{ sql: 'select 1' }, { sql: 'select 1', table: 't' }, { sql: 'select 2', table: 't' }],
    });
    expect(dup).toMatchObject({ code: 400, msg: 'Two sub-tables share the name t' });
  });

  it('sanitizes the template on save: no scripts, handlers, frames, external resources or links', async () => {
    const res = await post(admin, body({ enCode: 'hostile', printTemplate: HOSTILE_TEMPLATE }));
    expect(res.code, res.msg).toBe(200);
    const html = (await callAs<PrintDevInfo>(app, admin, { url: `${BASE}/${res.data.id}` })).data
      .printTemplate;
    expect(html).not.toMatch(
      /<script|<iframe|<link|onclick|onerror|javascript:|url\(|169\.254|href=|src="x"/i,
    );
    expect(html).toContain('<p>{realName}</p>');
    // placeholders are text: the template engine never evaluates them
    expect(html).toContain("{{constructor.constructor('x')()}}");
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(html).toContain('<tr data-print-repeat="positions"><td>{positions.fullName}</td></tr>');
    expect(html).not.toContain('x y');
  });

  it('copies a template under a suffixed name and a free code', async () => {
    const id = await demoId();
    const res = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: `${BASE}/${id}/Actions/Copy`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.code, res.msg).toBe(200);
    const copy = (await callAs<PrintDevInfo>(app, admin, { url: `${BASE}/${res.data.id}` })).data;
    const original = (await callAs<PrintDevInfo>(app, admin, { url: `${BASE}/${id}` })).data;
    expect(copy.fullName).toMatch(/^用户信息卡 copy\d{4}$/);
    expect(copy.enCode).toBe(`${DEMO_PRINT_CODE}_copy1`);
    expect(copy.sqlTemplate).toEqual(original.sqlTemplate);
    expect(copy.printTemplate).toBe(original.printTemplate);
  });

  it('exports a template and imports the file as a new one; refuses a file that is not an export', async () => {
    const id = await demoId();
    const file = await callAs<PrintDevExport>(app, admin, { url: `${BASE}/${id}/Actions/Export` });
    expect(file.data).toMatchObject({ kind: 'printDev', version: 1, enCode: DEMO_PRINT_CODE, type: 2 });
    expect(file.data.sqlTemplate[1]).toMatchObject({ table: 'positions' });
    const upload = (text: string, token = admin) => {
      const { payload, headers } = multipartBody('print.json', 'application/json', Buffer.from(text));
      return callAs<{ id: string }>(app, token, {
        method: 'POST',
        url: `${BASE}/Actions/Import`,
        payload,
        headers: { ...headers, 'accept-language': 'en' },
      });
    };
    const imported = await upload(
      JSON.stringify({ ...file.data, printTemplate: '<p>{a}</p><script>x</script>' }),
    );
    expect(imported.code, imported.msg).toBe(200);
    const info = (await callAs<PrintDevInfo>(app, admin, { url: `${BASE}/${imported.data.id}` })).data;
    expect(info.enCode).toMatch(new RegExp(`^${DEMO_PRINT_CODE}_copy\\d+$`));
    expect(info.printTemplate).toBe('<p>{a}</p>');
    expect(info.sqlTemplate).toEqual(file.data.sqlTemplate);
    expect(await upload('{"kind":"other"}')).toMatchObject({
      code: 400,
      msg: 'The file is not a valid print template export',
    });
    expect((await upload('not json')).code).toBe(400);
  });

  it('answers the field names of the main record and of each sub-table (administrators)', async () => {
    const info = (await callAs<PrintDevInfo>(app, admin, { url: `${BASE}/${await demoId()}` })).data;
    const res = await callAs<PrintDevFields>(app, admin, {
      method: 'POST',
      url: `${BASE}/Fields`,
      payload: { sqlTemplate: info.sqlTemplate, formId: (await ctx.userRow('zhangsan')).id },
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toEqual({
      main: ['realName', 'account', 'organizeName'],
      tables: [{ table: 'positions', fields: ['fullName', 'enCode'] }],
    });
  });

  it('prints a record: main fields and sub-table rows, hostile values returned as plain text', async () => {
    const zhangsan = await ctx.userRow('zhangsan');
    const hostile = "<img src=x onerror=alert(1)>{{constructor.constructor('x')()}}";
    await ctx.db.updateTable('base_user').set({ real_name: hostile }).where('id', '=', zhangsan.id).execute();
    const token = await ctx.signIn('lisi');
    const res = await callAs<PrintDevDataResult>(app, token, {
      url: `${BASE}/Data`,
      query: { id: await demoId(), formId: zhangsan.id },
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.printData).toEqual({
      realName: hostile,
      account: 'zhangsan',
      organizeName: '研发部',
      positions: [{ fullName: '软件工程师', enCode: 'engineer' }],
    });
    expect(res.data.operatorRecordList).toEqual([]);
    expect(res.data.fullName).toBe('用户信息卡');
    expect(res.data.printTemplate).toContain('data-print-repeat="positions"');
    expect(res.data.pageParam).toMatchObject({ size: 'A4', marginTop: 15 });
    // no such record in lisi's scope: refused before the SQL runs
    const injected = await callAs<PrintDevDataResult>(app, token, {
      url: `${BASE}/Data`,
      query: { id: await demoId(), formId: "' or 1=1 --" },
    });
    expect(injected.code).toBe(404);
    // @formId is bound: an injection finds nothing
    const bound = await callAs<PrintDevDataResult>(app, admin, {
      url: `${BASE}/Data`,
      query: { id: await demoId(), formId: "' or 1=1 --" },
    });
    expect(bound.data.printData).toEqual({ positions: [] });
  });

  it('runs print SQL only through the read-only runner: writes and secrets are refused', async () => {
    const before = await ctx.db.selectFrom('base_user').select('id').execute();
    for (const [code, sql] of [
      ['writePrint', 'delete from base_user'],
      ['stackedPrint', 'select 1 as a; delete from base_user'],
      ['secretPrint', 'select password_hash as p from base_user where id = @formId'],
    ] as const) {
      const created = await post(admin, { ...body({ enCode: code }), sqlTemplate: [{ sql }] });
      expect(created.code, created.msg).toBe(200);
      const res = await callAs(app, admin, {
        url: `${BASE}/Data`,
        query: { id: created.data.id, formId: before[0]!.id },
        headers: { 'accept-language': 'en' },
      });
      expect(res.code, `${sql}: ${res.msg}`).toBe(400);
      expect(res.msg).not.toMatch(/\$2[aby]\$|argon|scrypt/);
    }
    expect(await ctx.db.selectFrom('base_user').select('id').execute()).toHaveLength(before.length);
  });

  it('lets a non-administrator with the menu edit a template but never its SQL, nor run Fields', async () => {
    await ctx.grantMenu('deptManager', 'system.printDev');
    const lisi = await ctx.signIn('lisi');
    const created = await post(lisi, body({ enCode: 'lisiPrint' }));
    expect(created.code, created.msg).toBe(200);
    const url = `${BASE}/${created.data.id}`;
    expect(
      (
        await callAs(app, lisi, {
          method: 'PUT',
          url,
          payload: body({ enCode: 'lisiPrint', fullName: '李四的' }),
        })
      ).code,
    ).toBe(200);
    const sql = [{ sql: 'select account from base_user' }];
    expect(await post(lisi, { ...body({ enCode: 'lisiSql' }), sqlTemplate: sql })).toMatchObject({
      code: 403,
      msg: 'Only an administrator may write the data SQL of a print template',
    });
    const put = await callAs(app, lisi, {
      method: 'PUT',
      url,
      payload: { ...body({ enCode: 'lisiPrint' }), sqlTemplate: sql },
    });
    expect(put.code).toBe(403);
    // nor the resource whose records it prints
    const resource = await callAs(app, lisi, {
      method: 'PUT',
      url,
      payload: { ...body({ enCode: 'lisiPrint' }), resourceCode: 'permission.user' },
    });
    expect(resource.code).toBe(403);
    // keeping the administrator's SQL as it is stays allowed
    const demo = `${BASE}/${await demoId()}`;
    const info = (await callAs<PrintDevInfo>(app, admin, { url: demo })).data;
    const keep = await callAs(app, lisi, {
      method: 'PUT',
      url: demo,
      payload: {
        ...body({ enCode: info.enCode, fullName: info.fullName, categoryId: null }),
        sqlTemplate: info.sqlTemplate,
        printTemplate: info.printTemplate,
      },
    });
    expect(keep.code, keep.msg).toBe(200);
    const fields = await callAs(app, lisi, {
      method: 'POST',
      url: `${BASE}/Fields`,
      payload: { sqlTemplate: sql },
    });
    expect(fields.code).toBe(403);
  });

  it('serves the selector to any user, grouped by category, enabled templates only; refuses admin routes to zhangsan', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const off = await post(admin, body({ enCode: 'offPrint', enabledMark: 0, categoryId: 'x' }));
    const sel = await callAs<{ list: PrintDevSelectorNode[] }>(app, zhangsan, {
      url: `${BASE}/Selector`,
      query: { type: '2' },
    });
    expect(sel.code).toBe(200);
    const all = sel.data.list.flatMap((g) => g.children.map((c) => ({ ...c, group: g.categoryId })));
    expect(all).toContainEqual(expect.objectContaining({ enCode: DEMO_PRINT_CODE, group: '' }));
    expect(all.map((c) => c.id)).not.toContain(off.data.id);
    const id = await demoId();
    for (const c of [
      { method: 'GET', url: BASE },
      { method: 'POST', url: BASE, payload: body({ enCode: 'zs' }) },
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'PUT', url: `${BASE}/${id}`, payload: body() },
      { method: 'DELETE', url: `${BASE}/${id}` },
      { method: 'POST', url: `${BASE}/${id}/Actions/Copy` },
      { method: 'GET', url: `${BASE}/${id}/Actions/Export` },
      { method: 'POST', url: `${BASE}/Fields`, payload: { sqlTemplate: [] } },
    ] as const)
      expect((await callAs(app, zhangsan, c)).code, `${c.method} ${c.url}`).toBe(403);
    // Data needs only a session, but the template must be enabled
    expect(
      await callAs(app, zhangsan, {
        url: `${BASE}/Data`,
        query: { id: off.data.id, formId: '1' },
        headers: { 'accept-language': 'en' },
      }),
    ).toMatchObject({
      code: 400,
      msg: 'This print template is disabled',
    });
  });
});
