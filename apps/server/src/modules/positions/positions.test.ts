import type { Paged, PositionBody, PositionItem, PositionSelectorNode } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const BASE = '/api/permission/Position';
type List = { list: PositionItem[] };

const flatten = (nodes: PositionSelectorNode[]): PositionSelectorNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

describeEachDialect('position administration', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const idOf = async (table: 'base_organize' | 'base_position', enCode: string) =>
    (
      await ctx.db
        .selectFrom(table)
        .select('id')
        .where('en_code', '=', enCode)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
  const body = async (over: Partial<PositionBody> = {}): Promise<PositionBody> => ({
    organizeId: await idOf('base_organize', 'rd'),
    fullName: '测试岗位',
    enCode: 'testPos',
    sortCode: 0,
    enabledMark: 1,
    ...over,
  });
  const post = async (payload: PositionBody, lang = 'en') =>
    callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload,
      headers: { 'accept-language': lang },
    });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('lists positions by page, keyword (any case) and organisation with its sub-organisations', async () => {
    const page = await callAs<Paged<PositionItem>>(app, admin, { url: BASE, query: { pageSize: '3' } });
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 3, total: 8 });
    expect(page.data.list).toHaveLength(3);
    const found = await callAs<Paged<PositionItem>>(app, admin, { url: BASE, query: { keyword: 'RDMAN' } });
    expect(found.data.list.map((p) => p.enCode)).toEqual(['rdManager']);
    expect(found.data.list[0]).toMatchObject({
      fullName: '研发经理',
      organize: '星河示例科技有限公司/研发部',
    });
    const sh = await callAs<Paged<PositionItem>>(app, admin, {
      url: BASE,
      query: { organizeId: await idOf('base_organize', 'xinghe-sh') },
    });
    expect(sh.data.list.map((p) => p.enCode)).toEqual(['salesRep']);
    const sorted = await callAs<Paged<PositionItem>>(app, admin, {
      url: BASE,
      query: { sidx: 'enCode', sort: 'desc', pageSize: '100' },
    });
    const codes = sorted.data.list.map((p) => p.enCode);
    expect(codes).toEqual([...codes].sort().reverse());
    const hostile = await callAs(app, admin, { url: BASE, query: { sidx: 'password_hash', sort: 'asc' } });
    expect(hostile.code).toBe(200);
    for (const keyword of ['%', '_', "' or 1=1 --"]) {
      const res = await callAs<Paged<PositionItem>>(app, admin, { url: BASE, query: { keyword } });
      expect(res.data.pagination.total, keyword).toBe(0);
    }
  });

  it('creates, reads, edits and deletes a position', async () => {
    const res = await post(await body({ description: '说明' }));
    expect(res.code, res.msg).toBe(200);
    const url = `${BASE}/${res.data.id}`;
    expect((await callAs<PositionItem>(app, admin, { url })).data).toMatchObject({
      fullName: '测试岗位',
      enCode: 'testPos',
      description: '说明',
    });
    const fin = await idOf('base_organize', 'fin');
    const put = await callAs(app, admin, {
      method: 'PUT',
      url,
      payload: await body({ organizeId: fin, fullName: '出纳', enCode: 'cashier' }),
    });
    expect(put.code, put.msg).toBe(200);
    expect((await callAs<PositionItem>(app, admin, { url })).data).toMatchObject({
      organizeId: fin,
      enCode: 'cashier',
    });
    expect((await callAs(app, admin, { method: 'DELETE', url })).code).toBe(200);
    expect((await callAs(app, admin, { url })).code).toBe(404);
  });

  it('refuses a taken code, bad patterns and a missing or disabled organisation', async () => {
    expect(await post(await body({ enCode: 'engineer' }))).toMatchObject({
      code: 400,
      msg: 'The code is already in use: engineer',
    });
    expect((await post(await body({ enCode: 'a..b' }))).msg).toMatch(/only letters, digits/);
    expect((await post(await body({ fullName: '岗位$' }), 'zh')).msg).toBe('名称不能含有特殊符号');
    expect((await post(await body({ organizeId: 'missing' }))).msg).toMatch(/organisation does not exist/);
    const off = await idOf('base_organize', 'ops');
    await ctx.db.updateTable('base_organize').set({ enabled_mark: 0 }).where('id', '=', off).execute();
    try {
      expect((await post(await body({ organizeId: off, enCode: 'offPos' }))).code).toBe(400);
    } finally {
      await ctx.db.updateTable('base_organize').set({ enabled_mark: 1 }).where('id', '=', off).execute();
    }
  });

  it('refuses to delete a position users still hold', async () => {
    const res = await callAs(app, admin, {
      method: 'DELETE',
      url: `${BASE}/${await idOf('base_position', 'engineer')}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.code).toBe(400);
    expect(res.msg).toMatch(/still held by \d+ users/);
  });

  it('serves the pickers to any signed-in user, enabled positions only', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const off = await post(await body({ enCode: 'disabledPos', fullName: '停用岗位', enabledMark: 0 }));
    const tree = await callAs<{ list: PositionSelectorNode[] }>(app, zhangsan, { url: `${BASE}/Selector` });
    expect(tree.code).toBe(200);
    const nodes = flatten(tree.data.list);
    const engineer = nodes.find((n) => n.enCode === 'engineer')!;
    expect(engineer).toMatchObject({
      type: 'position',
      isLeaf: true,
      parentId: await idOf('base_organize', 'rd'),
    });
    expect(nodes.map((n) => n.id)).not.toContain(off.data.id);
    const rd = await idOf('base_organize', 'rd');
    const byOrg = await callAs<List>(app, zhangsan, {
      method: 'POST',
      url: `${BASE}/getListByOrgIds`,
      payload: { organizeIds: [rd] },
    });
    expect(byOrg.data.list.map((p) => p.enCode).sort()).toEqual(['engineer', 'rdManager']);
    const cond = await callAs<List>(app, zhangsan, {
      method: 'POST',
      url: `${BASE}/PositionCondition`,
      payload: { ids: [await idOf('base_position', 'gm'), off.data.id] },
    });
    expect(cond.data.list.map((p) => p.enCode)).toEqual(['gm']);
    const all = await callAs<List>(app, admin, { url: `${BASE}/All` });
    expect(all.data.list.map((p) => p.id)).not.toContain(off.data.id);
  });

  it('refuses every administration route to zhangsan with 403', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const id = await idOf('base_position', 'gm');
    const calls = [
      { method: 'GET', url: BASE },
      { method: 'GET', url: `${BASE}/All` },
      { method: 'POST', url: BASE, payload: await body() },
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'PUT', url: `${BASE}/${id}`, payload: await body() },
      { method: 'DELETE', url: `${BASE}/${id}` },
    ] as const;
    for (const call of calls)
      expect((await callAs(app, zhangsan, call)).code, `${call.method} ${call.url}`).toBe(403);
  });
});
