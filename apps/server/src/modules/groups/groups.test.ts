import type { GroupBody, GroupItem, GroupSelectorNode, Paged } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const BASE = '/api/permission/Group';

describeEachDialect('permission group administration', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const groupId = async (enCode: string) =>
    (
      await ctx.db
        .selectFrom('base_group')
        .select('id')
        .where('en_code', '=', enCode)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
  const body = (over: Partial<GroupBody> = {}): GroupBody => ({
    fullName: '测试分组',
    enCode: 'testGroup',
    sortCode: 0,
    enabledMark: 1,
    ...over,
  });
  const post = (payload: GroupBody, lang = 'en') =>
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

  it('lists groups by page and keyword, ignoring case', async () => {
    const page = await callAs<Paged<GroupItem>>(app, admin, { url: BASE, query: { pageSize: '2' } });
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(page.data.list).toHaveLength(2);
    const found = await callAs<Paged<GroupItem>>(app, admin, { url: BASE, query: { keyword: 'BOOKCLUB' } });
    expect(found.data.list).toEqual([expect.objectContaining({ fullName: '读书会', enCode: 'bookClub' })]);
    const byName = await callAs<Paged<GroupItem>>(app, admin, { url: BASE, query: { keyword: '工会' } });
    expect(byName.data.list.map((g) => g.enCode)).toEqual(['union']);
    const wildcard = await callAs<Paged<GroupItem>>(app, admin, { url: BASE, query: { keyword: '%' } });
    expect(wildcard.data.list).toEqual([]);
  });

  it('creates, reads, edits and deletes a group, dropping unknown fields', async () => {
    const res = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload: { ...body({ type: 'club' }), id: 'chosen', deletedAt: 1 },
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.id).not.toBe('chosen');
    const url = `${BASE}/${res.data.id}`;
    expect((await callAs<GroupItem>(app, admin, { url })).data).toMatchObject({
      fullName: '测试分组',
      type: 'club',
    });
    const put = await callAs(app, admin, {
      method: 'PUT',
      url,
      payload: body({ fullName: '羽毛球俱乐部', enabledMark: 0 }),
    });
    expect(put.code, put.msg).toBe(200);
    expect((await callAs<GroupItem>(app, admin, { url })).data).toMatchObject({
      fullName: '羽毛球俱乐部',
      enabledMark: 0,
    });
    expect((await callAs(app, admin, { method: 'DELETE', url })).code).toBe(200);
    expect((await callAs(app, admin, { url })).code).toBe(404);
  });

  it('refuses a taken code and bad patterns, in the caller language', async () => {
    expect(await post(body({ enCode: 'union' }))).toMatchObject({
      code: 400,
      msg: 'The code is already in use: union',
    });
    expect((await post(body({ enCode: 'union' }), 'zh')).msg).toBe('编码已存在：union');
    expect((await post(body({ enCode: 'a b' }))).msg).toMatch(/only letters, digits/);
    expect((await post(body({ fullName: '<script>' }))).msg).toBe(
      'The name cannot contain special characters',
    );
  });

  it('refuses to delete a group that has users', async () => {
    const res = await callAs(app, admin, {
      method: 'DELETE',
      url: `${BASE}/${await groupId('techCommittee')}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res).toMatchObject({ code: 400, msg: 'This group still has 2 users; it cannot be deleted' });
  });

  it('serves the picker to any user with enabled groups, and refuses the admin routes to zhangsan', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const off = await post(body({ enCode: 'offGroup', fullName: '停用分组', enabledMark: 0 }));
    const picker = await callAs<{ list: GroupSelectorNode[] }>(app, zhangsan, { url: `${BASE}/Selector` });
    expect(picker.code).toBe(200);
    expect(picker.data.list.map((g) => g.enCode)).toEqual(
      expect.arrayContaining(['techCommittee', 'union', 'bookClub']),
    );
    expect(picker.data.list.map((g) => g.id)).not.toContain(off.data.id);
    expect(picker.data.list[0]).toMatchObject({ type: 'group', isLeaf: true });
    const id = await groupId('union');
    const calls = [
      { method: 'GET', url: BASE },
      { method: 'POST', url: BASE, payload: body() },
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'PUT', url: `${BASE}/${id}`, payload: body() },
      { method: 'DELETE', url: `${BASE}/${id}` },
    ] as const;
    for (const call of calls)
      expect((await callAs(app, zhangsan, call)).code, `${call.method} ${call.url}`).toBe(403);
  });
});
