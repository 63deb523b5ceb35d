import { createHash } from 'node:crypto';
import type { OnlineUserItem, Paged } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { call, callAs } from '../../../test/helpers/http';
import { connectUser, listen } from '../socket/test-socket';
import { browserOf, systemOf } from './device';

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

  /** The user's organisation path as the organisation table spells it. */
  const organizePath = async (account: string) => {
    const user = await ctx.userRow(account);
    if (!user.organize_id) return '';
    const org = await ctx.db
      .selectFrom('base_organize')
      .select('organize_id_tree')
      .where('id', '=', user.organize_id)
      .executeTakeFirstOrThrow();
    const ids = org.organize_id_tree.split(',');
    const rows = await ctx.db
      .selectFrom('base_organize')
      .select(['id', 'full_name'])
      .where('id', 'in', ids)
      .execute();
    return ids.map((id) => rows.find((r) => r.id === id)?.full_name).join('/');
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
    // The original platform's names; inject() comes from 127.0.0.1, a local address.
    expect(row).toMatchObject({
      account: 'wangwu',
      organize: await organizePath('wangwu'),
      loginIPAddress: '127.0.0.1',
      loginAddress: '本地局域网',
      loginBrowser: 'Chrome 126',
      loginSystem: 'Windows 10',
      isCurrent: false,
    });
    expect(row!.organize).not.toBe('');
    expect(row!.loginTime).toBeGreaterThan(Date.now() - 60_000);
    const wire = JSON.stringify(res.data);
    const raw = token.replace('Bearer ', '');
    expect(wire).not.toContain(raw);
    expect(wire).not.toContain(createHash('sha256').update(raw).digest('hex'));
    expect(Object.keys(row!).sort()).toEqual(
      [
        'account',
        'id',
        'isCurrent',
        'lastActiveTime',
        'loginAddress',
        'loginBrowser',
        'loginIPAddress',
        'loginSystem',
        'loginTime',
        'organize',
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

  it('names no place for a public address (no outside lookup) and answers in the caller’s language', async () => {
    await signInFrom('wangwu');
    const rows = (await list(admin, 'wangwu')).data.list;
    await ctx.db
      .updateTable('base_user_session')
      .set({ ip: '8.8.8.8' })
      .where('id', '=', rows[0]!.id)
      .execute();
    await ctx.db
      .updateTable('base_user_session')
      .set({ ip: '10.1.2.3' })
      .where('id', '=', rows[1]!.id)
      .execute();
    const en = await callAs<Paged<OnlineUserItem>>(app, admin, {
      url: BASE,
      query: { keyword: 'wangwu' },
      headers: { 'accept-language': 'en' },
    });
    const byId = new Map(en.data.list.map((r) => [r.id, r]));
    expect(byId.get(rows[0]!.id)).toMatchObject({ loginIPAddress: '8.8.8.8', loginAddress: '' });
    expect(byId.get(rows[1]!.id)).toMatchObject({
      loginIPAddress: '10.1.2.3',
      loginAddress: 'Local network',
    });
  });

  it('signs out every session of a user when given a user id, as the original client sends', async () => {
    const a = await signInFrom('zhangsan');
    const b = await signInFrom('zhangsan');
    const userId = (await ctx.userRow('zhangsan')).id;
    const res = await callAs(app, admin, { method: 'DELETE', url: `${BASE}/${userId}` });
    expect(res.code, res.msg).toBe(200);
    expect([600, 601]).toContain((await me(a)).code);
    expect([600, 601]).toContain((await me(b)).code);
    expect((await list(admin, 'zhangsan')).data.list).toEqual([]);
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

it('names the browser and system of a user agent with their versions', () => {
  const cases: [string, string, string][] = [
    [CHROME_UA, 'Chrome 126', 'Windows 10'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari 17.0',
      'iOS 17.0',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'Edge 120',
      'macOS 10.15.7',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      'Chrome 124',
      'Android 14',
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
      'Firefox 125',
      'Linux',
    ],
    ['Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer 11', 'Windows 7'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome 131',
      'Linux',
    ],
    ['curl/8.5.0', '', ''],
  ];
  for (const [ua, browser, system] of cases) {
    expect([browserOf(ua), systemOf(ua)]).toEqual([browser, system]);
  }
  expect([browserOf(null), systemOf(null)]).toEqual(['', '']);
});
