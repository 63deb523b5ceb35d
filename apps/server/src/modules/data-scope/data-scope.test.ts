import type { DataScopeExplain, Paged, UserAdminInfo, UserAdminItem, UserBody } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { newId } from '../../lib/ids';
import { DATA_SCOPE_EXPLAIN } from './data-scope.routes';

const BASE = '/api/permission/Users';

describeEachDialect('data scope on the user administration', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let lisi = '';
  const id = async (table: 'base_organize' | 'base_role' | 'base_module', enCode: string) =>
    (await ctx.db.selectFrom(table).select('id').where('en_code', '=', enCode).executeTakeFirstOrThrow()).id;
  const grant = async (role: string, itemType: string, itemId: string) => {
    await ctx.db
      .insertInto('base_authorize')
      .values({
        id: newId(),
        item_type: itemType,
        item_id: itemId,
        object_type: 'Role',
        object_id: await id('base_role', role),
        created_at: Date.now(),
      })
      .execute();
    app.services.access.invalidate();
  };
  const button = async (code: string) =>
    (
      await ctx.db
        .selectFrom('base_module_button')
        .select('id')
        .where('module_id', '=', await id('base_module', 'permission.user'))
        .where('en_code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;
  const list = async (token: string) =>
    (await callAs<Paged<UserAdminItem>>(app, token, { url: BASE, query: { pageSize: '1000' } })).data;
  const send = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    callAs<unknown>(app, token, { method, url, payload, headers: { 'accept-language': 'en' } });
  const explain = (userId: string, rowId: string, token = admin) =>
    callAs<DataScopeExplain>(app, token, {
      url: DATA_SCOPE_EXPLAIN,
      query: { menuId: 'permission.user', userId, rowId },
      headers: { 'accept-language': 'en' },
    });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    lisi = await ctx.signIn('lisi');
    // 部门经理 may also edit and delete, so the scope (not the buttons) is what refuses below.
    await grant('deptManager', 'button', await button('btn_edit'));
    await grant('deptManager', 'button', await button('btn_remove'));
  });

  it('lists only the own department and below, without ungranted columns', async () => {
    const rd = await id('base_organize', 'rd');
    const everyone = await list(admin);
    const mine = await list(lisi);
    const expected = everyone.list.filter((u) => u.organizeId === rd).map((u) => u.id);
    expect(mine.list.map((u) => u.id)).toEqual(expected);
    expect(mine.pagination.total).toBe(expected.length);
    expect(mine.list[0]).toHaveProperty('account');
    expect(mine.list[0]).not.toHaveProperty('mobilePhone');
    expect(everyone.list[0]).toHaveProperty('mobilePhone');
    const hr = await ctx.signIn('zhouba');
    expect((await list(hr)).pagination.total).toBe(everyone.pagination.total);
  });

  it('answers "not found" for a row outside the scope, on every call by id', async () => {
    const zhouba = (await ctx.userRow('zhouba')).id;
    const calls: [Parameters<typeof send>[1], string, object?][] = [
      ['GET', `${BASE}/${zhouba}`],
      [
        'PUT',
        `${BASE}/${zhouba}`,
        { account: 'zhouba', realName: 'x', organizeIds: [await id('base_organize', 'hr')] },
      ],
      ['DELETE', `${BASE}/${zhouba}`],
      ['PUT', `${BASE}/${zhouba}/Actions/State`],
      ['PUT', `${BASE}/${zhouba}/Actions/unlock`],
      [
        'POST',
        `${BASE}/${zhouba}/Actions/ResetPassword`,
        { userPassword: 'e10adc3949ba59abbe56e057f20f883f' },
      ],
    ];
    for (const [method, url, payload] of calls)
      expect(await send(lisi, method, url, payload), `${method} ${url}`).toMatchObject({
        code: 404,
        msg: 'The record does not exist',
      });
    const row = await ctx.userRow('zhouba');
    expect([row.deleted_at, row.enabled_mark, row.real_name]).toEqual([null, 1, '周八']);
  });

  it('hides ungranted form fields on read, keeps them on update and refuses them on create', async () => {
    const zhangsan = await ctx.userRow('zhangsan');
    const info = (await callAs<UserAdminInfo>(app, lisi, { url: `${BASE}/${zhangsan.id}` })).data;
    expect(info).toMatchObject({ account: 'zhangsan', realName: '张三' });
    expect(info).not.toHaveProperty('email');
    const body = {
      ...info,
      managerId: info.managerId ?? undefined,
      email: 'changed@example.com',
      realName: '张三丰',
    };
    const saved = await send(lisi, 'PUT', `${BASE}/${zhangsan.id}`, body as unknown as UserBody);
    expect(saved.code, saved.msg).toBe(200);
    const after = await ctx.userRow('zhangsan');
    expect([after.real_name, after.email]).toEqual(['张三丰', zhangsan.email]);
    const newUser = {
      account: 'scoped1',
      realName: '新人',
      organizeIds: [await id('base_organize', 'rd')],
      roleIds: [],
    };
    expect(await send(lisi, 'POST', BASE, { ...newUser, email: 'a@example.com' })).toMatchObject({
      code: 400,
      msg: 'You are not allowed to fill in the field "email"',
    });
    expect((await send(lisi, 'POST', BASE, newUser)).code).toBe(200);
    expect((await send(admin, 'GET', `${BASE}/${zhangsan.id}`)) as { data: object }).toMatchObject({
      data: { email: zhangsan.email },
    });
  });

  it('denies every row of a data-authorised menu to a user holding no scheme', async () => {
    await grant('finance', 'module', await id('base_module', 'permission.user'));
    expect((await list(await ctx.signIn('sunqi'))).pagination.total).toBe(0);
  });

  it('explains why a user sees a row or not', async () => {
    const [lisiRow, zhangsan, zhouba, sunqi, adminRow] = [
      await ctx.userRow('lisi'),
      await ctx.userRow('zhangsan'),
      await ctx.userRow('zhouba'),
      await ctx.userRow('sunqi'),
      await ctx.userRow('admin'),
    ];
    const seen = (await explain(lisiRow.id, zhangsan.id)).data;
    expect(seen).toMatchObject({
      visible: true,
      reason: 'scheme',
      message: expect.stringMatching(/matches one/),
    });
    expect(seen.schemes).toEqual([
      expect.objectContaining({
        fullName: '本部门及下属部门数据',
        matched: true,
        valid: true,
        rules: [
          {
            field: 'organizeId',
            op: 'in',
            value: '@organizeAndSub',
            resolved: [lisiRow.organize_id],
            matched: true,
          },
        ],
      }),
    ]);
    const hidden = (await explain(lisiRow.id, zhouba.id)).data;
    expect(hidden).toMatchObject({ visible: false, reason: 'scheme', schemes: [{ matched: false }] });
    expect((await explain(zhouba.id, lisiRow.id)).data).toMatchObject({ visible: true, reason: 'allData' });
    expect((await explain(sunqi.id, lisiRow.id)).data).toMatchObject({ visible: false, reason: 'noScheme' });
    expect((await explain(zhangsan.id, lisiRow.id)).data).toMatchObject({ visible: false, reason: 'noMenu' });
    expect((await explain(adminRow.id, zhouba.id)).data).toMatchObject({
      visible: true,
      reason: 'administrator',
    });
    expect((await explain(lisiRow.id, 'missing')).code).toBe(404);
    expect((await explain(lisiRow.id, zhouba.id, lisi)).code).toBe(403);
  });

  it('ignores a scheme naming a field outside the allow-list, and explains it as invalid', async () => {
    const menu = await id('base_module', 'permission.user');
    const schemeId = newId();
    await ctx.db
      .insertInto('base_module_scheme')
      .values({
        id: schemeId,
        module_id: menu,
        en_code: 'hostile',
        full_name: 'hostile',
        all_data: 0,
        condition_json: JSON.stringify({ logic: 'or', rules: [{ field: 'password_hash', op: 'notNull' }] }),
        created_at: Date.now(),
      })
      .execute();
    await grant('deptManager', 'resource', schemeId);
    const rd = (await ctx.userRow('lisi')).organize_id;
    const before = (await list(admin)).list.filter((u) => u.organizeId === rd);
    expect((await list(lisi)).pagination.total).toBe(before.length);
    const answer = (await explain((await ctx.userRow('lisi')).id, (await ctx.userRow('zhouba')).id)).data;
    expect(answer.visible).toBe(false);
    expect(answer.schemes.find((s) => s.fullName === 'hostile')).toMatchObject({
      valid: false,
      matched: false,
    });
  });
});
