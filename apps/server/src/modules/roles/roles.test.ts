import type { Paged, RoleBody, RoleItem, RoleSelectorNode } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const BASE = '/api/permission/Role';

describeEachDialect('role administration', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const idOf = async (table: 'base_organize' | 'base_role', enCode: string) =>
    (
      await ctx.db
        .selectFrom(table)
        .select('id')
        .where('en_code', '=', enCode)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
  const body = (over: Partial<RoleBody> = {}): RoleBody => ({
    fullName: '测试角色',
    enCode: 'testRole',
    globalMark: 1,
    organizeIds: [],
    sortCode: 0,
    enabledMark: 1,
    ...over,
  });
  const post = (payload: RoleBody) =>
    callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload,
      headers: { 'accept-language': 'en' },
    });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('creates, reads, edits, toggles and deletes a role, dropping unknown fields', async () => {
    const res = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload: { ...body({ type: 'user' }), id: 'chosen', deletedAt: 1 },
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.id).not.toBe('chosen');
    const url = `${BASE}/${res.data.id}`;
    expect((await callAs<RoleItem>(app, admin, { url })).data).toMatchObject({
      fullName: '测试角色',
      globalMark: 1,
      organizeIds: [],
    });
    const rd = await idOf('base_organize', 'rd');
    const put = await callAs(app, admin, {
      method: 'PUT',
      url,
      payload: body({ fullName: '研发角色', globalMark: 0, organizeIds: [rd] }),
    });
    expect(put.code, put.msg).toBe(200);
    expect((await callAs<RoleItem>(app, admin, { url })).data).toMatchObject({
      fullName: '研发角色',
      globalMark: 0,
      organizeIds: [rd],
      organizeInfo: '星河示例科技有限公司/研发部',
    });
    const byOrg = await callAs<Paged<RoleItem>>(app, admin, {
      url: BASE,
      query: { organizeId: await idOf('base_organize', 'xinghe') },
    });
    expect(byOrg.data.list.map((r) => r.id)).toEqual([res.data.id]);
    const globals = await callAs<Paged<RoleItem>>(app, admin, { url: BASE, query: { organizeId: '1' } });
    expect(globals.data.list.map((r) => r.enCode)).toContain('employee');
    expect(globals.data.list.map((r) => r.id)).not.toContain(res.data.id);
    const lists = await callAs<{ list: RoleItem[] }>(app, admin, {
      method: 'POST',
      url: `${BASE}/getListByOrgIds`,
      payload: { organizeIds: [rd] },
    });
    expect(lists.data.list.map((r) => r.id)).toEqual([res.data.id]);
    const tree = await callAs<{ list: RoleSelectorNode[] }>(app, admin, { url: `${BASE}/Selector` });
    const flat = (nodes: RoleSelectorNode[]): RoleSelectorNode[] =>
      nodes.flatMap((n) => [n, ...flat(n.children)]);
    expect(flat(tree.data.list).find((n) => n.id === res.data.id)).toMatchObject({
      parentId: rd,
      type: 'role',
      organize: '星河示例科技有限公司/研发部',
    });
    expect((await callAs(app, admin, { method: 'PUT', url: `${url}/Actions/State` })).code).toBe(200);
    expect((await callAs<RoleItem>(app, admin, { url })).data.enabledMark).toBe(0);
    expect((await callAs(app, admin, { method: 'DELETE', url })).code).toBe(200);
    expect((await callAs(app, admin, { url })).code).toBe(404);
    const row = await ctx.db
      .selectFrom('base_role')
      .select('deleted_at')
      .where('id', '=', res.data.id)
      .executeTakeFirst();
    expect(row?.deleted_at).not.toBeNull();
  });

  it('matches keywords literally and refuses taken codes, missing organisations and held roles', async () => {
    const found = await callAs<Paged<RoleItem>>(app, admin, { url: BASE, query: { keyword: 'EMPLOY' } });
    expect(found.data.list.map((r) => r.enCode)).toEqual(['employee']);
    for (const keyword of ['%', '_'])
      expect(
        (await callAs<Paged<RoleItem>>(app, admin, { url: BASE, query: { keyword } })).data.list,
      ).toEqual([]);
    expect(await post(body({ enCode: 'employee' }))).toMatchObject({
      code: 400,
      msg: 'The code is already in use: employee',
    });
    expect((await post(body({ globalMark: 0, organizeIds: [] }))).code).toBe(400);
    expect((await post(body({ globalMark: 0, organizeIds: ['nope'] }))).msg).toMatch(/organisation role/);
    const res = await callAs(app, admin, {
      method: 'DELETE',
      url: `${BASE}/${await idOf('base_role', 'employee')}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.code).toBe(400);
    expect(res.msg).toMatch(/^This role is still held by \d+ users; it cannot be deleted$/);
  });

  it('serves the pickers to any user, limited by permission, and refuses the admin routes to zhangsan', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const off = await post(body({ enCode: 'offRole', enabledMark: 0 }));
    const tree = await callAs<{ list: RoleSelectorNode[] }>(app, zhangsan, { url: `${BASE}/Selector` });
    expect(tree.code).toBe(200);
    const global = tree.data.list[0]!;
    expect(global).toMatchObject({ id: '1', fullName: '全局', type: 'global' });
    expect(global.children.map((r) => r.enCode)).toEqual(expect.arrayContaining(['employee', 'finance']));
    expect(global.children.map((r) => r.id)).not.toContain(off.data.id);
    const mine = await callAs<{ list: RoleSelectorNode[] }>(app, zhangsan, {
      url: `${BASE}/SelectorByPermission`,
    });
    expect(mine.data.list[0]!.children.map((r) => r.enCode)).toEqual(['employee']);
    const all = await callAs<{ list: RoleSelectorNode[] }>(app, admin, {
      url: `${BASE}/SelectorByPermission`,
    });
    expect(all.data.list[0]!.children.length).toBe(global.children.length);
    const id = await idOf('base_role', 'finance');
    const calls = [
      { method: 'GET', url: BASE },
      { method: 'POST', url: BASE, payload: body() },
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'PUT', url: `${BASE}/${id}`, payload: body() },
      { method: 'PUT', url: `${BASE}/${id}/Actions/State` },
      { method: 'DELETE', url: `${BASE}/${id}` },
    ] as const;
    for (const call of calls)
      expect((await callAs(app, zhangsan, call)).code, `${call.method} ${call.url}`).toBe(403);
  });
});
