import { createHash } from 'node:crypto';
import type { Paged, UserAdminInfo, UserAdminItem, UserBody } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const BASE = '/api/permission/Users';

describeEachDialect('user administration', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let body: (over?: Partial<UserBody>) => UserBody;
  const idOf = async (
    table: 'base_organize' | 'base_role' | 'base_position' | 'base_group',
    enCode: string,
  ) =>
    (
      await ctx.db
        .selectFrom(table)
        .select('id')
        .where('en_code', '=', enCode)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
  const send = <T = unknown>(
    token: string,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => callAs<T>(app, token, { method, url, payload, headers: { 'accept-language': 'en' } });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    const rd = await idOf('base_organize', 'rd');
    const employee = await idOf('base_role', 'employee');
    body = (over = {}) => ({
      account: 'newbie',
      realName: '新人',
      gender: 1,
      mobilePhone: '13800000001',
      email: 'newbie@example.com',
      organizeIds: [rd],
      positionIds: [],
      roleIds: [employee],
      groupIds: [],
      enabledMark: 1,
      sortCode: 0,
      ...over,
    });
  });

  it('lists users by page, keyword (account, name, phone) and organisation subtree, never with hashes', async () => {
    const page = await callAs<Paged<UserAdminItem>>(app, admin, { url: BASE, query: { pageSize: '3' } });
    expect(page.data.list).toHaveLength(3);
    expect(page.data.pagination.total).toBeGreaterThan(15);
    expect(JSON.stringify(page.data)).not.toMatch(/scrypt|password/i);
    const found = await callAs<Paged<UserAdminItem>>(app, admin, {
      url: BASE,
      query: { keyword: 'ZHANGSAN' },
    });
    expect(found.data.list.map((u) => u.account)).toEqual(['zhangsan']);
    expect(found.data.list[0]).toMatchObject({ realName: '张三', organize: '星河示例科技有限公司/研发部' });
    for (const keyword of ['%', '_'])
      expect(
        (await callAs<Paged<UserAdminItem>>(app, admin, { url: BASE, query: { keyword } })).data.list,
      ).toEqual([]);
    const sh = await idOf('base_organize', 'xinghe-sh');
    const bySh = await callAs<Paged<UserAdminItem>>(app, admin, {
      url: BASE,
      query: { organizeId: sh, pageSize: '100', sidx: 'password_hash', sort: 'desc' },
    });
    expect(bySh.code).toBe(200);
    expect(bySh.data.list.length).toBeGreaterThan(0);
    expect(
      bySh.data.list.every((u) => u.organize.startsWith('星河示例科技有限公司/星河示例（上海）有限公司')),
    ).toBe(true);
  });

  it('counts an organisation subtree exactly: secondary memberships once, deleted users not at all', async () => {
    const rd = await idOf('base_organize', 'rd');
    const fin = await idOf('base_organize', 'fin');
    const list = async (query: Record<string, string>) =>
      (await callAs<Paged<UserAdminItem>>(app, admin, { url: BASE, query: { pageSize: '100', ...query } }))
        .data;
    const before = await list({ organizeId: rd });
    expect(before.pagination.total).toBe(before.list.length);
    // a user in two departments of the subtree's company counts once there, once in each department
    const twice = await send<{ id: string }>(
      admin,
      'POST',
      BASE,
      body({ account: 'twoDepts', realName: '两部门', organizeIds: [rd, fin], mobilePhone: '13800000077' }),
    );
    expect(twice.code, twice.msg).toBe(200);
    const company = await idOf('base_organize', 'xinghe');
    const all = await list({ organizeId: company, pageSize: '1' });
    const walked = await list({ organizeId: company, pageSize: '100' });
    expect(all.pagination.total).toBe(walked.list.length);
    expect(walked.list.filter((u) => u.account === 'twoDepts')).toHaveLength(1);
    expect((await list({ organizeId: rd })).pagination.total).toBe(before.pagination.total + 1);
    // deleting the user takes them out of every count at once
    expect((await send(admin, 'DELETE', `${BASE}/${twice.data.id}`)).code).toBe(200);
    expect((await list({ organizeId: rd })).pagination.total).toBe(before.pagination.total);
    expect((await list({ organizeId: company, pageSize: '1' })).pagination.total).toBe(
      all.pagination.total - 1,
    );
  });

  it('finds users by any substring of three or more characters through the search index, kept current on edits', async () => {
    const accounts = async (keyword: string) =>
      (
        await callAs<Paged<UserAdminItem>>(app, admin, { url: BASE, query: { keyword, pageSize: '50' } })
      ).data.list.map((u) => u.account);
    const res = await send<{ id: string }>(
      admin,
      'POST',
      BASE,
      body({ account: 'Quartz7', realName: '石英 "Quote" OR*', mobilePhone: '13912345678' }),
    );
    expect(res.code, res.msg).toBe(200);
    expect(await accounts('ARTZ')).toEqual(['Quartz7']); // middle of the account, other case
    expect(await accounts('英 "Quo')).toEqual(['Quartz7']); // quotes are text, not query syntax
    expect(await accounts('OR*')).toEqual(['Quartz7']); // FTS operators are text too
    expect(await accounts('石英')).toEqual(['Quartz7']); // two characters: the scan path
    expect(await accounts('12345678')).toEqual(['Quartz7']); // the mobile number (administration list)
    const url = `${BASE}/${res.data.id}`;
    const info = (await callAs<UserAdminInfo>(app, admin, { url })).data;
    const edited = await send(admin, 'PUT', url, {
      ...body({ account: 'Quartz7', realName: '玛瑙 Agate', mobilePhone: '13912345678' }),
      organizeIds: info.organizeIds,
    });
    expect(edited.code, edited.msg).toBe(200);
    expect(await accounts('Quote')).toEqual([]);
    expect(await accounts('agate')).toEqual(['Quartz7']);
    expect((await send(admin, 'DELETE', url)).code).toBe(200);
    expect(await accounts('agate')).toEqual([]);
  });

  it('creates with a generated password, reads, edits and soft-deletes a user', async () => {
    const res = await send<{ id: string; password: string }>(admin, 'POST', BASE, {
      ...body(),
      isAdministrator: 1,
      id: 'x',
    });
    expect(res.code, res.msg).toBe(200);
    const url = `${BASE}/${res.data.id}`;
    const info = await callAs<UserAdminInfo>(app, admin, { url });
    expect(info.data).toMatchObject({ account: 'newbie', isAdministrator: 0, enabledMark: 1 });
    expect(info.data.roleIds).toEqual([await idOf('base_role', 'employee')]);
    expect(await ctx.signIn('newbie', createHash('md5').update(res.data.password).digest('hex'))).toMatch(
      /^Bearer /,
    );
    const group = await idOf('base_group', 'union');
    const engineer = await idOf('base_position', 'engineer');
    const put = await send(
      admin,
      'PUT',
      url,
      body({ realName: '老人', groupIds: [group], positionIds: [engineer] }),
    );
    expect(put.code, put.msg).toBe(200);
    expect((await callAs<UserAdminInfo>(app, admin, { url })).data).toMatchObject({
      realName: '老人',
      groupIds: [group],
      positionIds: [engineer],
      positionId: engineer,
    });
    expect((await send(admin, 'DELETE', url)).code).toBe(200);
    expect((await callAs(app, admin, { url })).code).toBe(404);
    const row = await ctx.db
      .selectFrom('base_user')
      .select('deleted_at')
      .where('id', '=', res.data.id)
      .executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
  });

  it('refuses taken accounts, bad patterns and missing relations', async () => {
    expect(await send(admin, 'POST', BASE, body({ account: 'ZhangSan' }))).toMatchObject({
      code: 400,
      msg: 'The account is already in use: ZhangSan',
    });
    expect((await send(admin, 'POST', BASE, body({ account: 'a-b' }))).msg).toMatch(/letters and digits/);
    expect((await send(admin, 'POST', BASE, body({ mobilePhone: '12345' }))).msg).toMatch(/mobile/);
    expect((await send(admin, 'POST', BASE, body({ email: 'no-at' }))).msg).toMatch(/e-mail/);
    for (const over of [
      { organizeIds: ['nope'] },
      { roleIds: ['nope'] },
      { groupIds: ['nope'] },
      { managerId: 'nope' },
    ])
      expect((await send(admin, 'POST', BASE, body(over))).msg).toMatch(/does not exist/);
    expect((await send(admin, 'POST', BASE, body({ organizeIds: [] }))).code).not.toBe(200);
  });

  it('protects the administrator and the caller, and grants only roles the caller holds', async () => {
    const adminRow = await ctx.userRow('admin');
    const zhouba = await ctx.signIn('zhouba');
    const zhoubaRow = await ctx.userRow('zhouba');
    const adminInfo = (await callAs<UserAdminInfo>(app, admin, { url: `${BASE}/${adminRow.id}` })).data;
    const adminBody = body({ ...adminInfo, account: 'admin', enabledMark: 0 } as Partial<UserBody>);
    expect((await send(admin, 'PUT', `${BASE}/${adminRow.id}`, adminBody)).msg).toMatch(
      /administrator cannot/,
    );
    expect((await send(admin, 'DELETE', `${BASE}/${adminRow.id}`)).msg).toMatch(/administrator cannot/);
    expect((await send(admin, 'PUT', `${BASE}/${adminRow.id}/Actions/State`)).msg).toMatch(
      /administrator cannot/,
    );
    const zhoubaOnAdmin = await send(zhouba, 'POST', `${BASE}/${adminRow.id}/Actions/ResetPassword`, {
      userPassword: 'e10adc3949ba59abbe56e057f20f883e',
    });
    expect(zhoubaOnAdmin).toMatchObject({ code: 400, msg: expect.stringMatching(/administrator/) as string });
    expect((await send(zhouba, 'PUT', `${BASE}/${adminRow.id}/Actions/unlock`)).msg).toMatch(/administrator/);

    const finance = await idOf('base_role', 'finance');
    const hrStaff = await idOf('base_role', 'hrStaff');
    expect((await send(zhouba, 'POST', BASE, body({ account: 'byHr1', roleIds: [finance] }))).msg).toMatch(
      /roles you hold/,
    );
    const made = await send<{ id: string }>(
      zhouba,
      'POST',
      BASE,
      body({ account: 'byHr2', roleIds: [hrStaff] }),
    );
    expect(made.code, made.msg).toBe(200);
    const mine = (await callAs<UserAdminInfo>(app, admin, { url: `${BASE}/${zhoubaRow.id}` })).data;
    const self = { ...body(), ...mine, managerId: mine.managerId ?? undefined } as unknown as UserBody;
    const withFinance = { ...self, roleIds: [...mine.roleIds, finance] };
    expect((await send(zhouba, 'PUT', `${BASE}/${zhoubaRow.id}`, withFinance)).msg).toMatch(/your own roles/);
    expect(
      (
        await send(admin, 'PUT', `${BASE}/${adminRow.id}`, {
          ...adminBody,
          enabledMark: 1,
          roleIds: [finance],
        })
      ).msg,
    ).toMatch(/your own roles/);
    expect((await send(zhouba, 'PUT', `${BASE}/${zhoubaRow.id}`, { ...self, enabledMark: 0 })).msg).toMatch(
      /yourself/,
    );
    expect((await send(zhouba, 'PUT', `${BASE}/${zhoubaRow.id}/Actions/State`)).msg).toMatch(/yourself/);
    expect((await send(admin, 'DELETE', `${BASE}/${adminRow.id}`)).code).toBe(400);
    const selfEdit = await send(zhouba, 'PUT', `${BASE}/${zhoubaRow.id}`, {
      ...self,
      realName: '周八八',
      isAdministrator: 1,
    });
    expect(selfEdit.code, selfEdit.msg).toBe(200);
    expect((await ctx.userRow('zhouba')).is_administrator).toBe(0);
    const finances = await send(zhouba, 'PUT', `${BASE}/${(await ctx.userRow('sunqi')).id}`, {
      ...body({ account: 'sunqi', roleIds: [] }),
    });
    expect(finances.msg).toMatch(/roles you hold/);
  });
});
