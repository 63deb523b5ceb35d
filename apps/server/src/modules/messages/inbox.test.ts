import type { FastifyInstance } from 'fastify';
import type { MessageItem, MessageReadInfo, Paged } from '@tessera/shared';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { userIdOf } from './test-helpers';

describeEachDialect('message inbox', (ctx) => {
  let app: FastifyInstance;
  let heping = '';
  let gaoyan = '';
  let token = '';
  const ids: Record<string, string> = {};
  const list = (query: Record<string, string | number>, as = token) =>
    callAs<Paged<MessageItem>>(app, as, {
      url: '/api/message',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });

  beforeAll(async () => {
    app = ctx.app;
    heping = await userIdOf(ctx, 'heping');
    gaoyan = await userIdOf(ctx, 'gaoyan');
    const admin = await userIdOf(ctx, 'admin');
    const { messages } = app.services;
    for (const [key, title, type] of [
      ['a', '报销审批 A', 2],
      ['b', '报销审批 B', 2],
      ['c', '请假审批 C', 2],
      ['s', '系统通知 S', 3],
    ] as const) {
      const input = {
        title,
        bodyText: `{"type":2,"taskOperatorId":"${key}"}`,
        toUserIds: [heping, gaoyan],
        creatorUserId: admin,
      };
      ids[key] = await (type === 2 ? messages.createFlowMessage(input) : messages.createSystemMessage(input));
    }
    token = await ctx.signIn('heping');
  });

  it("lists the caller's inbox newest first, with filters and paging", async () => {
    const all = await list({ currentPage: 1, pageSize: 100, type: '' });
    expect(all.code).toBe(200);
    const titles = all.data.list.map((m) => m.title);
    // the four above (newest first) and the two seeded notices to everyone
    expect(titles.slice(0, 4)).toEqual(['系统通知 S', '请假审批 C', '报销审批 B', '报销审批 A']);
    expect(all.data.pagination.total).toBe(6);
    const flow = all.data.list.find((m) => m.id === ids.a)!;
    expect(flow).toMatchObject({
      type: 2,
      isRead: '0',
      releaseUser: '管理员/admin',
      bodyText: '{"type":2,"taskOperatorId":"a"}',
    });
    expect(all.data.list.find((m) => m.type === 1)).not.toHaveProperty('bodyText');

    expect((await list({ keyword: '报销' })).data.list.map((m) => m.id)).toEqual([ids.b, ids.a]);
    expect((await list({ type: 2 })).data.pagination.total).toBe(3);
    expect((await list({ type: 1 })).data.pagination.total).toBe(2);
    const page2 = await list({ currentPage: 2, pageSize: 2 });
    expect(page2.data.list.map((m) => m.id)).toEqual([ids.b, ids.a]);
    expect(page2.data.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 6 });
    expect((await list({ sort: 'asc', type: 2 })).data.list[0]?.id).toBe(ids.a);
    expect((await list({ keyword: '100%' })).data.pagination.total).toBe(0);
  });

  it('marks read exactly what the read-all filter lists', async () => {
    const readAll = (payload: object) =>
      callAs(app, token, { method: 'POST', url: '/api/message/Actions/ReadAll', payload });
    expect((await readAll({ keyword: '报销', type: 2 })).code).toBe(200);
    const unread = await list({ isRead: '0', pageSize: 50 });
    expect(unread.data.list.map((m) => m.id)).not.toContain(ids.a);
    expect(unread.data.list.map((m) => m.id)).toContain(ids.c);
    expect((await list({ isRead: '1' })).data.list.map((m) => m.id)).toEqual([ids.b, ids.a]);
    expect(await app.services.messages.unreadCounts(heping)).toEqual({
      notice: 2,
      flow: 1,
      system: 1,
      total: 4,
    });

    await readAll({ type: 3 });
    expect(await app.services.messages.unreadCounts(heping)).toEqual({
      notice: 2,
      flow: 1,
      system: 0,
      total: 3,
    });
    // gaoyan's copies are untouched
    expect((await app.services.messages.unreadCounts(gaoyan)).flow).toBe(3);
  });

  it("reads one message (marking it read) and refuses a message not in the caller's inbox", async () => {
    const res = await callAs<MessageReadInfo>(app, token, { url: `/api/message/ReadInfo/${ids.c}` });
    expect(res.data).toMatchObject({
      id: ids.c,
      title: '请假审批 C',
      type: 2,
      files: '[]',
      releaseUser: '管理员/admin',
    });
    expect((await list({ isRead: '0', type: 2 })).data.pagination.total).toBe(0);

    const zhangsan = await ctx.signIn('zhangsan');
    const refused = await callAs(app, zhangsan, {
      url: `/api/message/ReadInfo/${ids.c}`,
      headers: { 'accept-language': 'en' },
    });
    expect(refused).toEqual({ code: 404, msg: 'The message does not exist or was deleted', data: null });
    expect((await callAs(app, zhangsan, { url: '/api/message/ReadInfo/nope' })).code).toBe(404);
  });

  it("deletes records from the caller's inbox only", async () => {
    const res = await callAs(app, token, {
      method: 'DELETE',
      url: '/api/message/Record',
      payload: { ids: `${ids.a},${ids.b}` },
    });
    expect(res.code).toBe(200);
    expect((await list({ keyword: '报销' })).data.pagination.total).toBe(0);
    const other = await ctx.signIn('gaoyan');
    expect((await list({ keyword: '报销' }, other)).data.pagination.total).toBe(2);
    // another user's ids in the body change nothing for them
    await callAs(app, other, { method: 'DELETE', url: '/api/message/Record', payload: { ids: [ids.c] } });
    expect((await callAs(app, token, { url: `/api/message/ReadInfo/${ids.c}` })).code).toBe(200);
    expect((await callAs(app, token, { url: `/api/message/ReadInfo/${ids.a}` })).code).toBe(404);
  });

  it('shows the seeded notices and flow message on a fresh start', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const titles = (await list({ pageSize: 50 }, zhangsan)).data.list.map((m) => m.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        '欢迎使用 Tessera 协同平台',
        '系统维护通知（示例）',
        '请审批：张三的请假申请（示例）',
      ]),
    );
    const lisi = await ctx.signIn('lisi');
    expect((await list({ type: 2 }, lisi)).data.pagination.total).toBe(0);
  });

  it('asks for a session', async () => {
    const res = await app.inject({ url: '/api/message' });
    expect(res.json<{ code: number }>().code).toBe(602);
  });
});
