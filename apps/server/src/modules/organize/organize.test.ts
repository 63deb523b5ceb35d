import type { OrganizeBody, OrganizeInfo, OrganizeNode } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const BASE = '/api/permission/Organize';
type Tree = { list: OrganizeNode[] };

/** Every node of a tree, depth first. */
const flatten = (nodes: OrganizeNode[]): OrganizeNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describeEachDialect('organisation administration', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const orgId = async (enCode: string) =>
    (
      await ctx.db
        .selectFrom('base_organize')
        .select('id')
        .where('en_code', '=', enCode)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
  const body = (over: Partial<OrganizeBody>): OrganizeBody => ({
    parentId: '-1',
    category: 'department',
    fullName: '测试部',
    enCode: 'test',
    sortCode: 0,
    enabledMark: 1,
    ...over,
  });
  const create = async (over: Partial<OrganizeBody>) => {
    const res = await callAs<{ id: string }>(app, admin, { method: 'POST', url: BASE, payload: body(over) });
    expect(res.code, res.msg).toBe(200);
    return res.data.id;
  };
  const info = async (id: string) => (await callAs<OrganizeInfo>(app, admin, { url: `${BASE}/${id}` })).data;

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('answers the seeded tree with paths, and filters by keyword keeping ancestors', async () => {
    const tree = await callAs<Tree>(app, admin, { url: BASE });
    expect(tree.code).toBe(200);
    const [root] = tree.data.list;
    expect(root).toMatchObject({ enCode: 'xinghe', parentId: '-1', category: 'company', hasChildren: true });
    const sales = flatten(tree.data.list).find((n) => n.enCode === 'sales')!;
    expect(sales.organize).toBe('星河示例科技有限公司/星河示例（上海）有限公司/销售部');
    expect(sales.organizeIds).toEqual([await orgId('xinghe'), await orgId('xinghe-sh'), sales.id]);
    const found = await callAs<Tree>(app, admin, { url: BASE, query: { keyword: 'SALES' } });
    expect(flatten(found.data.list).map((n) => n.enCode)).toEqual(['xinghe', 'xinghe-sh', 'sales']);
    const none = await callAs<Tree>(app, admin, { url: `${BASE}/Tree`, query: { keyword: '不存在' } });
    expect(none.data.list).toEqual([]);
  });

  it('answers one level at a time for trees that load on expanding', async () => {
    const top = await callAs<Tree>(app, admin, { url: BASE, query: { parentId: '-1' } });
    expect(top.code, top.msg).toBe(200);
    expect(top.data.list.map((n) => [n.enCode, n.hasChildren, n.children])).toEqual([['xinghe', true, []]]);
    const full = (await callAs<Tree>(app, admin, { url: BASE })).data.list[0]!;
    const level = await callAs<Tree>(app, admin, { url: BASE, query: { parentId: full.id } });
    // the same children, in the same order, with the same paths, each telling whether it has children
    expect(level.data.list.map((n) => n.id)).toEqual(full.children.map((n) => n.id));
    expect(level.data.list.map((n) => n.hasChildren)).toEqual(full.children.map((n) => n.hasChildren));
    const sh = level.data.list.find((n) => n.enCode === 'xinghe-sh')!;
    expect(sh.organize).toBe('星河示例科技有限公司/星河示例（上海）有限公司');
    expect(sh.hasChildren).toBe(true);
    const leaf = (await callAs<Tree>(app, admin, { url: BASE, query: { parentId: await orgId('sales') } }))
      .data;
    expect(leaf.list).toEqual([]);
    // a keyword still searches the whole tree
    const found = await callAs<Tree>(app, admin, { url: BASE, query: { parentId: '-1', keyword: 'SALES' } });
    expect(flatten(found.data.list).map((n) => n.enCode)).toEqual(['xinghe', 'xinghe-sh', 'sales']);
  });

  it('creates, reads, edits and deletes a department', async () => {
    const parentId = await orgId('xinghe');
    const manager = await ctx.db
      .selectFrom('base_user')
      .select('id')
      .where('account', '=', 'wangwu')
      .executeTakeFirstOrThrow();
    const id = await create({
      parentId,
      fullName: '质量部',
      enCode: 'qa',
      description: '质量',
      managerId: manager.id,
    });
    expect(await info(id)).toMatchObject({
      parentId,
      managerId: manager.id,
      category: 'department',
      fullName: '质量部',
      enCode: 'qa',
      description: '质量',
      organizeIdTree: [parentId, id],
    });
    const put = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: { ...body({ parentId, fullName: '质量管理部', enCode: 'qa.mgmt' }), isAdministrator: 1 },
    });
    expect(put.code, put.msg).toBe(200);
    expect(await info(id)).toMatchObject({ fullName: '质量管理部', enCode: 'qa.mgmt' });
    expect((await callAs(app, admin, { method: 'DELETE', url: `${BASE}/${id}` })).code).toBe(200);
    expect((await callAs(app, admin, { url: `${BASE}/${id}` })).code).toBe(404);
    const row = await ctx.db
      .selectFrom('base_organize')
      .select(['deleted_at', 'deleted_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.deleted_by).not.toBeNull();
  });

  it('serves the department routes for departments only', async () => {
    const parentId = await orgId('xinghe-sz');
    const res = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: `${BASE}/Department`,
      payload: {
        parentId,
        fullName: '客服部',
        enCode: 'cs',
        sortCode: 3,
        enabledMark: 1,
        category: 'company',
      },
    });
    expect(res.code, res.msg).toBe(200);
    const dept = await callAs<OrganizeInfo>(app, admin, { url: `${BASE}/Department/${res.data.id}` });
    expect(dept.data).toMatchObject({ category: 'department', sortCode: 3 });
    const edit = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/Department/${res.data.id}`,
      payload: { parentId, fullName: '客户服务部', enCode: 'cs', sortCode: 3, enabledMark: 1 },
    });
    expect(edit.code, edit.msg).toBe(200);
    const company = await orgId('xinghe-sz');
    expect((await callAs(app, admin, { url: `${BASE}/Department/${company}` })).code).toBe(404);
  });

  it('refuses a taken code, a sibling with the same name, bad patterns and wrong parents', async () => {
    const xinghe = await orgId('xinghe');
    const post = (over: Partial<OrganizeBody>, lang = 'en') =>
      callAs(app, admin, {
        method: 'POST',
        url: BASE,
        payload: body(over),
        headers: { 'accept-language': lang },
      });
    expect(await post({ parentId: xinghe, enCode: 'rd', fullName: '新部门' })).toMatchObject({
      code: 400,
      msg: 'The code is already in use: rd',
    });
    expect((await post({ parentId: xinghe, enCode: 'rd2', fullName: '研发部' }, 'zh')).msg).toBe(
      '名称已存在：研发部',
    );
    // the same name under another parent is fine
    await create({ parentId: await orgId('xinghe-sh'), enCode: 'rd2', fullName: '研发部' });
    expect((await post({ parentId: xinghe, enCode: '.bad', fullName: '好名' })).msg).toMatch(
      /only letters, digits/,
    );
    expect((await post({ parentId: xinghe, enCode: 'good', fullName: '坏<名>' }, 'zh-TW')).msg).toBe(
      '名稱不能含有特殊符號',
    );
    expect((await post({ enCode: 'rootdept', fullName: '顶级部门' })).msg).toMatch(
      /must belong to a company/,
    );
    expect((await post({ parentId: 'nope', enCode: 'x1', fullName: '无父' })).msg).toMatch(
      /parent organisation/,
    );
    const rd = await orgId('rd');
    expect((await post({ parentId: rd, category: 'company', enCode: 'x2', fullName: '子公司' })).msg).toMatch(
      /company can only be/,
    );
    expect((await post({ parentId: xinghe, enCode: '', fullName: 'x' })).code).toBe(401);
    expect(
      (await post({ parentId: xinghe, enCode: 'mgr', fullName: '有负责人', managerId: 'ghost' })).msg,
    ).toBe('The manager does not exist or was deleted');
  });

  it('moves a subtree, rewriting every id path, and refuses a move under its own descendant', async () => {
    const xinghe = await orgId('xinghe');
    const a = await create({ parentId: xinghe, fullName: '甲部', enCode: 'movA' });
    const b = await create({ parentId: a, fullName: '乙部', enCode: 'movB' });
    const c = await create({ parentId: b, fullName: '丙部', enCode: 'movC' });
    const loop = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${a}`,
      payload: body({ parentId: c, fullName: '甲部', enCode: 'movA' }),
    });
    expect(loop.code).toBe(400);
    const self = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${a}`,
      payload: body({ parentId: a, fullName: '甲部', enCode: 'movA' }),
    });
    expect(self.code).toBe(400);
    const sz = await orgId('xinghe-sz');
    const moved = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${a}`,
      payload: body({ parentId: sz, fullName: '甲部', enCode: 'movA' }),
    });
    expect(moved.code, moved.msg).toBe(200);
    expect((await info(c)).organizeIdTree).toEqual([xinghe, sz, a, b, c]);
    expect((await info(b)).organizeIdTree).toEqual([xinghe, sz, a, b]);
  });

  it('refuses to delete an organisation with children, positions or users, naming the blocker', async () => {
    const del = async (enCode: string) =>
      callAs(app, admin, {
        method: 'DELETE',
        url: `${BASE}/${await orgId(enCode)}`,
        headers: { 'accept-language': 'en' },
      });
    expect((await del('xinghe')).msg).toMatch(/sub-organisations/);
    expect((await del('rd')).msg).toMatch(/positions/);
    const xinghe = await orgId('xinghe');
    const empty = await create({ parentId: xinghe, fullName: '空部门', enCode: 'emptyDept' });
    const user = await ctx.db
      .selectFrom('base_user')
      .select('id')
      .where('account', '=', 'lisi')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('base_user_relation')
      .values({
        id: `rel${Date.now()}`,
        user_id: user.id,
        object_type: 'Organize',
        object_id: empty,
        created_at: 1,
      })
      .execute();
    expect((await del('emptyDept')).msg).toMatch(/users/);
  });

  it('gives pickers the enabled tree; SelectorByAuth limits others to their own organisations', async () => {
    const xinghe = await orgId('xinghe');
    const off = await create({ parentId: xinghe, fullName: '停用部', enCode: 'offDept', enabledMark: 0 });
    const zhangsan = await ctx.signIn('zhangsan');
    const all = await callAs<Tree>(app, zhangsan, { url: `${BASE}/Department/Selector/0` });
    expect(all.code).toBe(200);
    const codes = flatten(all.data.list).map((n) => n.id);
    expect(codes).toContain(await orgId('sales'));
    expect(codes).not.toContain(off);
    const withoutSh = await callAs<Tree>(app, zhangsan, {
      url: `${BASE}/Department/Selector/${await orgId('xinghe-sh')}`,
    });
    expect(flatten(withoutSh.data.list).map((n) => n.id)).not.toContain(await orgId('sales'));
    const mine = await callAs<Tree>(app, zhangsan, { url: `${BASE}/SelectorByAuth/0` });
    expect(flatten(mine.data.list).map((n) => n.enCode)).toEqual(['rd']);
    const mine2 = await callAs<Tree>(app, zhangsan, { url: `${BASE}/Department/SelectorByAuth/0` });
    expect(mine2.data.list.map((n) => n.enCode)).toEqual(['rd']);
    const adminAll = await callAs<Tree>(app, admin, { url: `${BASE}/SelectorByAuth/0` });
    expect(flatten(adminAll.data.list).length).toBeGreaterThan(10);
    const cond = await callAs<Tree>(app, zhangsan, {
      method: 'POST',
      url: `${BASE}/OrganizeCondition`,
      payload: { ids: [await orgId('rd'), off, 'unknown'] },
    });
    expect(cond.data.list.map((n) => n.enCode)).toEqual(['rd']);
    expect(cond.data.list[0]?.organize).toBe('星河示例科技有限公司/研发部');
    // one level at a time: the caller's own roots first, then the children of one of them
    const level = async (token: string, url: string, query: Record<string, string>) =>
      (await callAs<Tree>(app, token, { url: `${BASE}${url}`, query })).data.list;
    const mineTop = await level(zhangsan, '/Department/SelectorByAuth/0', { parentId: '-1' });
    expect(mineTop.map((n) => [n.enCode, n.children])).toEqual([['rd', []]]);
    const adminTop = await level(admin, '/Department/SelectorByAuth/0', { parentId: '-1' });
    expect(adminTop.map((n) => [n.enCode, n.hasChildren])).toEqual([['xinghe', true]]);
    const underTop = await level(admin, '/Department/Selector/0', { parentId: xinghe });
    expect(underTop.map((n) => n.id)).not.toContain(off);
    expect(underTop.find((n) => n.enCode === 'xinghe-sh')?.hasChildren).toBe(true);
    // a level below what may not be shown is empty: outside the caller's own, inside the excluded
    // subtree, or below a disabled node
    const sh = await orgId('xinghe-sh');
    expect(await level(zhangsan, '/Department/SelectorByAuth/0', { parentId: sh })).toEqual([]);
    expect((await level(admin, '/Department/SelectorByAuth/0', { parentId: sh })).length).toBeGreaterThan(0);
    expect(await level(admin, `/Department/Selector/${sh}`, { parentId: sh })).toEqual([]);
    expect(underTop.map((n) => n.id)).toContain(sh);
    expect(
      (await level(admin, `/Department/Selector/${sh}`, { parentId: xinghe })).map((n) => n.id),
    ).not.toContain(sh);
    const later = await create({ parentId: xinghe, fullName: '将停用部', enCode: 'laterOff' });
    await create({ parentId: later, fullName: '将停用部下级', enCode: 'laterOffChild' });
    await ctx.db.updateTable('base_organize').set({ enabled_mark: 0 }).where('id', '=', later).execute();
    expect(await level(admin, '/Department/Selector/0', { parentId: later })).toEqual([]);
    expect((await level(admin, '', { parentId: later })).map((n) => n.enCode)).toEqual(['laterOffChild']);
    const found = await level(zhangsan, '/Department/SelectorByAuth/0', { parentId: '-1', keyword: '研发' });
    expect(flatten(found).map((n) => n.enCode)).toEqual(['rd']);
  });

  it('refuses every administration route to zhangsan (403) and lets lisi add but not edit', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const rd = await orgId('rd');
    const calls = [
      { method: 'GET', url: BASE },
      { method: 'GET', url: `${BASE}/Tree` },
      { method: 'POST', url: BASE, payload: body({}) },
      { method: 'GET', url: `${BASE}/${rd}` },
      { method: 'PUT', url: `${BASE}/${rd}`, payload: body({}) },
      { method: 'DELETE', url: `${BASE}/${rd}` },
      { method: 'POST', url: `${BASE}/Department`, payload: body({}) },
      { method: 'GET', url: `${BASE}/Department/${rd}` },
      { method: 'PUT', url: `${BASE}/Department/${rd}`, payload: body({}) },
    ] as const;
    for (const call of calls)
      expect((await callAs(app, zhangsan, call)).code, `${call.method} ${call.url}`).toBe(403);
    const lisi = await ctx.signIn('lisi');
    const xinghe = await orgId('xinghe');
    const added = await callAs(app, lisi, {
      method: 'POST',
      url: BASE,
      payload: body({ parentId: xinghe, fullName: '李四的部门', enCode: 'lisiDept' }),
    });
    expect(added.code, added.msg).toBe(200);
    expect((await callAs(app, lisi, { method: 'PUT', url: `${BASE}/${rd}`, payload: body({}) })).code).toBe(
      403,
    );
  });
});
