import type { PrintDevBody, PrintDevDataResult, PrintDevInfo } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { printDevBody } from '../../../test/helpers/fixtures';
import { callAs } from '../../../test/helpers/http';
import { DEMO_PRINT_CODE } from './print-dev.seed';

const BASE = '/api/system/printDev';

describeEachDialect('print data scope', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const body = (over: Partial<PrintDevBody> = {}) =>
    printDevBody({ fullName: '范围模板', enCode: 'scope_print', ...over });
  const post = (token: string, payload: unknown) =>
    callAs<{ id: string }>(app, token, { method: 'POST', url: BASE, payload: payload as object });
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

  it('prints a record only inside the data scope of the template resource, for holders of its menu', async () => {
    const id = await demoId();
    const print = (token: string, formId: string) =>
      callAs<PrintDevDataResult | null>(app, token, {
        url: `${BASE}/Data`,
        query: { id, formId },
        headers: { 'accept-language': 'en' },
      });
    const zhaoliu = (await ctx.userRow('zhaoliu')).id;
    // lisi manages 研发部 (own department and below): 赵六 of 市场部 reads as missing
    const outside = await print(await ctx.signIn('lisi'), zhaoliu);
    expect(outside).toMatchObject({ code: 404, data: null });
    // zhouba (hrStaff) holds the user list with all data
    const hr = await print(await ctx.signIn('zhouba'), zhaoliu);
    expect(hr.code, hr.msg).toBe(200);
    expect(hr.data!.printData).toMatchObject({ account: 'zhaoliu' });
    // zhangsan does not hold the user list: not even his own card
    const self = await print(await ctx.signIn('zhangsan'), (await ctx.userRow('zhangsan')).id);
    expect(self).toMatchObject({
      code: 403,
      data: null,
      msg: "You do not hold the menu of this template's resource (用户管理), so you may not print its records",
    });
    expect((await print(admin, zhaoliu)).code).toBe(200);
  });

  it('prints a template without a resource only for administrators; only they set or change one', async () => {
    const created = await post(admin, {
      ...body({ enCode: 'noResource' }),
      sqlTemplate: [{ sql: 'select account from base_user where id = @formId' }],
    });
    const lisi = await ctx.signIn('lisi');
    const zhangsan = (await ctx.userRow('zhangsan')).id;
    const query = { id: created.data.id, formId: zhangsan };
    const refused = await callAs(app, lisi, {
      url: `${BASE}/Data`,
      query,
      headers: { 'accept-language': 'en' },
    });
    expect(refused).toMatchObject({ code: 403, data: null });
    expect(refused.msg).toContain('names no resource');
    const allowed = await callAs<PrintDevDataResult>(app, admin, { url: `${BASE}/Data`, query });
    expect(allowed.data.printData).toEqual({ account: 'zhangsan' });
    const unknown = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${created.data.id}`,
      headers: { 'accept-language': 'en' },
      payload: { ...body({ enCode: 'noResource' }), resourceCode: 'nothing.here' },
    });
    expect(unknown).toMatchObject({ code: 400, msg: 'Unknown print resource: nothing.here' });
    const set = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${created.data.id}`,
      payload: {
        ...body({ enCode: 'noResource' }),
        sqlTemplate: [{ sql: 'select account from base_user where id = @formId' }],
        resourceCode: 'permission.user',
      },
    });
    expect(set.code, set.msg).toBe(200);
    const info = await callAs<PrintDevInfo>(app, admin, { url: `${BASE}/${created.data.id}` });
    expect(info.data.resourceCode).toBe('permission.user');
    const now = await callAs<PrintDevDataResult>(app, lisi, { url: `${BASE}/Data`, query });
    expect(now.data.printData).toEqual({ account: 'zhangsan' });
  });

  it('offers the resources with a record reader, by menu name, to the print template menu only', async () => {
    const res = await callAs<{ list: { code: string; fullName: string }[] }>(app, admin, {
      url: `${BASE}/Resources`,
    });
    expect(res.data.list).toContainEqual({ code: 'permission.user', fullName: '用户管理' });
    expect((await callAs(app, await ctx.signIn('zhangsan'), { url: `${BASE}/Resources` })).code).toBe(403);
  });
});
