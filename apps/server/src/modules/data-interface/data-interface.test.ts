import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  DataInterfaceInfo,
  DataInterfacePreviewResult,
  DataInterfaceSelectorNode,
  Paged,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { newId } from '../../lib/ids';
import { AccessService } from '../auth/access.service';
import { DataInterfaceService } from './data-interface.service';

type Row = Record<string, unknown>;
const BASE = '/api/system/DataInterface';

const sqlBody = (enCode: string, sql: string, extra: Row = {}) => ({
  categoryId: 'system',
  type: 1,
  fullName: enCode,
  enCode,
  dataConfigJson: { sqlData: { sql } },
  ...extra,
});

describeEachDialect('data interfaces', (ctx) => {
  let admin = '';
  let user = '';
  let app: FastifyInstance;
  let server: http.Server;
  let port = 0;
  const seen: { url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  let demoMenu = '';
  let employee = '';
  const menuIdOf = async (enCode: string) => await ctx.idByCode('base_module', enCode);
  const roleIdOf = async (enCode: string) => await ctx.idByCode('base_role', enCode);
  const grantMenu = async (roleId: string, moduleId: string) => {
    await ctx.db
      .insertInto('base_authorize')
      .values({
        id: newId(),
        item_type: 'module',
        item_id: moduleId,
        object_type: 'Role',
        object_id: roleId,
        created_at: Date.now(),
      })
      .execute();
    app.services.access.invalidate();
  };
  const idOf = async (enCode: string) => await ctx.idByCode('base_data_interface', enCode);

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ url: req.url, headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            data: {
              rows: [
                { id: 'a', fullName: 'Alpha' },
                { id: 'b', fullName: 'Beta' },
              ],
            },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    app = await ctx.buildApp({ DATA_INTERFACE_ALLOWED_HOSTS: '127.0.0.1' });
    admin = await ctx.signIn('admin', undefined, app);
    // zhangsan's role (employee) gets the form demo menu, whose widgets use the seeded interfaces
    demoMenu = await menuIdOf('extend.formDemo');
    employee = await roleIdOf('employee');
    await grantMenu(employee, demoMenu);
    user = await ctx.signIn('zhangsan', undefined, app);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('seeds the example interfaces and pages users through List without secrets', async () => {
    const id = await idOf('demo_users_sql');
    const res = await callAs<Paged<Row>>(app, user, {
      method: 'POST',
      url: `${BASE}/${id}/Action/List`,
      payload: { keyword: 'admin', currentPage: 1, pageSize: 5, menuId: demoMenu },
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.list.map((r) => r.account)).toContain('admin');
    // what the user pickers show: no mobile number, no secret
    expect(Object.keys(res.data.list[0]!).sort()).toEqual(['account', 'fullName', 'id', 'realName']);
    expect(res.data.pagination).toMatchObject({ currentPage: 1, pageSize: 5 });
    const page = await callAs<Paged<Row>>(app, user, {
      method: 'POST',
      url: `${BASE}/${id}/Action/List`,
      payload: { currentPage: 1, pageSize: 2, menuId: demoMenu },
    });
    expect(page.data.list).toHaveLength(2);
    expect(page.data.pagination.total).toBe(3);
  });

  it('lists enabled interfaces with their codes in the selector any signed-in user may call', async () => {
    const res = await callAs<{ list: DataInterfaceSelectorNode[] }>(app, user, { url: `${BASE}/Selector` });
    expect(res.code).toBe(200);
    const interfaces = res.data.list.flatMap((c) => c.children);
    const demo = interfaces.find((n) => n.enCode === 'demo_users_sql');
    expect(demo).toMatchObject({ id: await idOf('demo_users_sql'), type: 'interface' });
  });

  it('filters a static interface by keyword and answers InfoByIds and Response', async () => {
    const id = await idOf('demo_static_options');
    const list = await callAs<Paged<Row>>(app, user, {
      method: 'POST',
      url: `${BASE}/${id}/Action/List`,
      payload: { keyword: '二', currentPage: 1, pageSize: 20, menuId: demoMenu },
    });
    expect(list.data).toEqual({
      list: [{ id: '2', fullName: '选项二' }],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    });
    const byIds = await callAs<Row[]>(app, user, {
      method: 'POST',
      url: `${BASE}/${id}/Action/InfoByIds`,
      payload: { ids: ['1', 3], menuId: demoMenu },
    });
    expect(byIds.data.map((r) => r.id)).toEqual(['1', '3']);
    const options = await callAs<Row[]>(app, user, {
      method: 'POST',
      url: `${BASE}/${id}/Actions/Response`,
      payload: { paramList: [], menuId: demoMenu },
    });
    expect(options.data).toHaveLength(3);
  });

  it('binds declared parameters and enforces required ones', async () => {
    const id = await idOf('demo_users_by_org');
    const adminRow = await ctx.userRow('admin');
    const missing = await callAs(app, user, {
      method: 'POST',
      url: `${BASE}/${id}/Actions/Response`,
      payload: { menuId: demoMenu },
    });
    expect(missing.code).toBe(400);
    expect(missing.msg).toContain('组织');
    const hostile = await callAs<Row[]>(app, user, {
      method: 'POST',
      url: `${BASE}/${id}/Actions/Response`,
      payload: { paramList: [{ field: 'organizeId', defaultValue: "' OR 1=1--" }], menuId: demoMenu },
    });
    expect(hostile.data).toEqual([]);
    if (adminRow.organize_id) {
      const r = await callAs<Row[]>(app, user, {
        method: 'POST',
        url: `${BASE}/${id}/Actions/Response`,
        payload: { paramList: [{ field: 'organizeId', value: adminRow.organize_id }], menuId: demoMenu },
      });
      expect(r.data.length).toBeGreaterThan(0);
    }
  });

  it('creates, previews and logs a SQL interface; a write statement is refused', async () => {
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload: sqlBody('t_sql', 'select account from base_user where account = @acc', {
        parameterJson: [{ field: 'acc', dataType: 'varchar', required: 1 }],
      }),
    });
    expect(created.code).toBe(200);
    const id = created.data.id;
    const preview = await callAs<DataInterfacePreviewResult>(app, admin, {
      method: 'POST',
      url: `${BASE}/${id}/Actions/Preview`,
      payload: { paramList: [{ field: 'acc', value: 'admin' }] },
    });
    expect(preview.data).toMatchObject({ ok: true, list: [{ account: 'admin' }], columns: ['account'] });
    const write = await callAs(app, admin, {
      method: 'POST',
      url: BASE,
      payload: sqlBody('t_write', 'delete from base_user'),
    });
    expect(write.code).toBe(400);
    const draft = await callAs<DataInterfacePreviewResult>(app, admin, {
      method: 'POST',
      url: `${BASE}/0/Actions/Preview`,
      payload: { draft: sqlBody('t_draft', 'select password_hash from base_user') },
    });
    expect(draft.code).toBe(200);
    expect(draft.data.ok).toBe(false);
    expect(draft.data.error).toBeTruthy();
    const logs = await callAs<Paged<Row>>(app, admin, { url: `/api/system/DataInterfaceLog/${id}` });
    expect(logs.data.list[0]).toMatchObject({ invokeType: 'preview', ok: 1 });
  });

  it('runs only enabled interfaces at run time', async () => {
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload: {
        categoryId: 'business',
        type: 2,
        fullName: 't_off',
        enCode: 't_off',
        dataConfigJson: { staticData: '[{"id":1}]' },
        roleIds: [employee],
      },
    });
    const id = created.data.id;
    await callAs(app, admin, { method: 'PUT', url: `${BASE}/${id}/Actions/State` });
    const res = await callAs(app, user, {
      method: 'POST',
      url: `${BASE}/${id}/Actions/Response`,
      payload: {},
    });
    expect(res.code).toBe(400);
    const bad = await callAs(app, admin, {
      method: 'POST',
      url: BASE,
      payload: {
        categoryId: 'business',
        type: 2,
        fullName: 't_bad',
        enCode: 't_bad',
        dataConfigJson: { staticData: '{"a":1}' },
      },
    });
    expect(bad.code).toBe(400);
  });

  it('calls an HTTP API with bound templates and refuses internal addresses', async () => {
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload: {
        categoryId: 'external',
        type: 3,
        fullName: 't_api',
        enCode: 't_api',
        responsePath: 'data.rows',
        roleIds: [employee],
        parameterJson: [{ field: 'q', dataType: 'varchar' }],
        dataConfigJson: {
          apiData: {
            method: 2,
            url: `http://127.0.0.1:${port}/items`,
            header: [{ field: 'Authorization', value: 'Bearer secret-1' }],
            query: [{ field: 'q', value: '@q' }],
            body: '{"kw":"@keyword","q":"@q"}',
            bodyType: 1,
          },
        },
      },
    });
    const id = created.data.id;
    const list = await callAs<Paged<Row>>(app, user, {
      method: 'POST',
      url: `${BASE}/${id}/Action/List`,
      payload: { keyword: 'be', paramList: [{ field: 'q', value: "x&y=1'" }] },
    });
    // The API takes @keyword itself, so its answer is not filtered again.
    expect(list.data.list.map((r) => r.id)).toEqual(['a', 'b']);
    const last = seen.at(-1)!;
    expect(new URL(`http://h${last.url}`).searchParams.get('q')).toBe("x&y=1'");
    expect(JSON.parse(last.body)).toEqual({ kw: 'be', q: "x&y=1'" });
    expect(last.headers.authorization).toBe('Bearer secret-1');

    const info = await callAs<DataInterfaceInfo>(app, admin, { url: `${BASE}/${id}` });
    expect(info.data.dataConfigJson.apiData.header[0]!.value).toBe('******');
    // Same host, masked value sent back: the stored secret stays.
    await callAs(app, admin, { method: 'PUT', url: `${BASE}/${id}`, payload: { ...info.data, type: 3 } });
    await callAs(app, user, { method: 'POST', url: `${BASE}/${id}/Actions/Response`, payload: {} });
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer secret-1');
    // Another host with the masked value: the stored secret is dropped, never sent there.
    const moved = {
      ...info.data.dataConfigJson,
      apiData: { ...info.data.dataConfigJson.apiData, url: `http://localhost:${port}/items` },
    };
    await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: { ...info.data, dataConfigJson: moved },
    });
    const stored = await ctx.db
      .selectFrom('base_data_interface')
      .select('data_config_json')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.data_config_json).not.toContain('secret-1');

    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://0x7f.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://2130706433/',
    ]) {
      const draft = await callAs<DataInterfacePreviewResult>(app, admin, {
        method: 'POST',
        url: `${BASE}/0/Actions/Preview`,
        payload: {
          draft: {
            categoryId: 'x',
            type: 3,
            fullName: 'd',
            enCode: 'd',
            dataConfigJson: { apiData: { url } },
          },
        },
      });
      expect(draft.data.ok, url).toBe(false);
    }
    const file = await callAs(app, admin, {
      method: 'POST',
      url: `${BASE}/0/Actions/Preview`,
      payload: {
        draft: {
          categoryId: 'x',
          type: 3,
          fullName: 'd',
          enCode: 'd',
          dataConfigJson: { apiData: { url: 'file:///etc/passwd' } },
        },
      },
    });
    expect(file.code).toBe(400);
  });

  it('lets only administrators author SQL interfaces', async () => {
    const service = new DataInterfaceService(
      ctx.db,
      ctx.dialect,
      [],
      new AccessService(ctx.db),
      ctx.app.services.sqlReader,
    );
    const caller = {
      userId: (await ctx.userRow('zhangsan')).id,
      isAdministrator: false,
      ip: null,
      lang: 'en' as const,
    };
    await expect(
      service.create(sqlBody('t_nonadmin', 'select 1 as a') as never, caller),
    ).rejects.toMatchObject({
      messageKey: 'diAdminOnly',
    });
  });

  it('exports without header secrets and imports in one transaction', async () => {
    const id = await idOf('t_sql');
    const res = await app.inject({ url: `${BASE}/${id}/Action/Export`, headers: { authorization: admin } });
    const file = res.json<{ list: Row[] }>();
    expect(file.list[0]).toMatchObject({ enCode: 't_sql', type: 1 });
    const again = JSON.stringify({
      ...file,
      list: [
        { ...file.list[0], enCode: 't_sql_copy' },
        { ...file.list[0], enCode: 't_sql' },
      ],
    });
    const boundary = 'x-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\nContent-Type: application/json\r\n\r\n${again}\r\n--${boundary}--\r\n`;
    const imported = await app.inject({
      method: 'POST',
      url: `${BASE}/Action/Import`,
      headers: { authorization: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(imported.json<{ code: number }>().code).toBe(400);
    const copy = await ctx.db
      .selectFrom('base_data_interface')
      .select('id')
      .where('en_code', '=', 't_sql_copy')
      .executeTakeFirst();
    expect(copy).toBeUndefined();
  });

  it('refuses the administration calls to a user without the menu', async () => {
    const res = await callAs(app, user, { url: BASE });
    expect(res.code).toBe(403);
  });
});
