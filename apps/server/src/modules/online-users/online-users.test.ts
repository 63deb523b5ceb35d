import { createHash } from 'node:crypto';
import type { OnlineUserItem, Paged } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { call, callAs } from '../../../test/helpers/http';
import { connectUser, listen } from '../socket/test-socket';
import { deviceOf } from './device';

const BASE = '/api/system/OnlineUser';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describeEachDialect('online users', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const me = (token: string) => callAs(app, token, { url: '/api/oauth/CurrentUser' });
  const list = (token: string, keyword?: string) =>
    callAs<Paged<OnlineUserItem>>(app, token, { url: BASE, query: keyword ? { keyword } : {} });
  /** Signs in with a browser's user agent and answers the token. */
  const signInFrom = async (account: string) => {
    const res = await call<{ token: string }>(app, {
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'user-agent': CHROME_UA },
      payload: { account, password: md5('123456'), origin: 'password', grant_type: 'password' },
    });
    expect(res.code, res.msg).toBe(200);
    return res.data.token;
  };

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('lists a fresh sign-in with its account, name, device and session id, never the token', async () => {
    const token = await signInFrom('wangwu');
    const res = await list(admin, 'wangwu');
    expect(res.code, res.msg).toBe(200);
    const row = res.data.list.find((r) => r.account === 'wangwu');
    expect(row).toMatchObject({ account: 'wangwu', device: 'Chrome / Windows', isCurrent: false });
    expect(row!.loginTime).toBeGreaterThan(Date.now() - 60_000);
    const wire = JSON.stringify(res.data);
    const raw = token.replace('Bearer ', '');
    expect(wire).not.toContain(raw);
    expect(wire).not.toContain(createHash('sha256').update(raw).digest('hex'));
    expect(Object.keys(row!).sort()).toEqual(
      [
        'account',
        'device',
        'id',
        'isCurrent',
        'lastActiveTime',
        'loginIp',
        'loginTime',
        'userId',
        'userName',
      ].sort(),
    );
    const session = await ctx.db
      .selectFrom('base_user_session')
      .select('user_id')
      .where('id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(session.user_id).toBe((await ctx.userRow('wangwu')).id);
  });

  it("flags the caller's own session and filters by keyword over account and name", async () => {
    const mine = (await list(admin, 'admin')).data.list.filter((r) => r.isCurrent);
    expect(mine).toHaveLength(1);
    expect((await list(admin, 'no-such-user-%')).data).toMatchObject({ list: [], pagination: { total: 0 } });
  });

  it('forces a session out: its token answers 600, its socket gets logout, it leaves the list', async () => {
    const base = await listen(app);
    const token = await signInFrom('zhaoliu');
    const other = await signInFrom('zhaoliu');
    const { socket } = await connectUser(base, token);
    const rows = (await list(admin, 'zhaoliu')).data.list;
    const target = (
      await ctx.db
        .selectFrom('base_user_session')
        .select('id')
        .where('token_hash', '=', createHash('sha256').update(token.replace('Bearer ', '')).digest('hex'))
        .executeTakeFirstOrThrow()
    ).id;
    expect(rows.map((r) => r.id)).toContain(target);
    const res = await callAs(app, admin, { method: 'DELETE', url: `${BASE}/${target}` });
    expect(res.code, res.msg).toBe(200);
    expect((await socket.next('logout')).method).toBe('logout');
    expect([600, 601]).toContain((await me(token)).code);
    expect((await me(other)).code).toBe(200);
    expect((await list(admin, 'zhaoliu')).data.list.map((r) => r.id)).not.toContain(target);
  });

  it('forces several sessions out at once and skips unknown ids', async () => {
    const a = await signInFrom('lisi');
    const b = await signInFrom('lisi');
    const ids = (await list(admin, 'lisi')).data.list.filter((r) => r.account === 'lisi').map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const res = await callAs(app, admin, {
      method: 'POST',
      url: `${BASE}/Actions/BatchDelete`,
      payload: { ids: [...ids, 'no-such-session'] },
    });
    expect(res.code, res.msg).toBe(200);
    expect([600, 601]).toContain((await me(a)).code);
    expect([600, 601]).toContain((await me(b)).code);
    const empty = await callAs(app, admin, {
      method: 'POST',
      url: `${BASE}/Actions/BatchDelete`,
      payload: { ids: [] },
    });
    expect(empty.code).toBe(401);
  });

  it('refuses users without the menu or the button with 403, and nobody signed out', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const victim = await signInFrom('wangwu');
    const id = (await list(admin, 'wangwu')).data.list[0]!.id;
    expect((await list(zhangsan)).code).toBe(403);
    expect((await callAs(app, zhangsan, { method: 'DELETE', url: `${BASE}/${id}` })).code).toBe(403);
    const batch = await callAs(app, zhangsan, {
      method: 'POST',
      url: `${BASE}/Actions/BatchDelete`,
      payload: { ids: [id] },
    });
    expect(batch.code).toBe(403);
    expect((await me(victim)).code).toBe(200);
    expect((await call(app, { url: BASE })).code).toBe(602);
  });
});

it('names the browser and system of a user agent', () => {
  expect(deviceOf(CHROME_UA)).toBe('Chrome / Windows');
  expect(
    deviceOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1'),
  ).toBe('Safari / iOS');
  expect(deviceOf(null)).toBe('');
});
