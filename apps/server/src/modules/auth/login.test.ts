import { createCipheriv, createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { call } from '../../../test/helpers/http';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const GOOD = md5('123456');
const aesHex = (text: string, key = 'EY8WePvjM5GGwQzn') => {
  const c = createCipheriv('aes-128-ecb', Buffer.from(key), null);
  return Buffer.concat([c.update(text, 'utf8'), c.final()]).toString('hex');
};

describeEachDialect('sign-in', (ctx) => {
  const login = (account: string, password: string, headers: Record<string, string> = {}) =>
    call<{ token: string; theme: string }>(ctx.app, {
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account, password },
      headers,
    });
  const loginForm = (account: string, password: string) =>
    call<{ token: string; theme: string }>(ctx.app, {
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        account,
        password,
        origin: 'password',
        grant_type: 'password',
        code: '',
        timestamp: '',
      }).toString(),
    });
  const user = (account: string) => ctx.userRow(account);
  const setConfig = async (key: string, value: string) => {
    await ctx.db.updateTable('base_sys_config').set({ value }).where('key', '=', key).execute();
    ctx.app.services.sysConfig.invalidate();
  };

  it('signs in with a form-encoded md5 password and answers a Bearer token and theme', async () => {
    const res = await loginForm('admin', GOOD);
    expect(res.code).toBe(200);
    expect(res.msg).toBe('登录成功');
    expect(res.data.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(res.data.theme).toBe('classic');
  });

  it('signs in with the 3.6 client AES-wrapped password', async () => {
    expect((await loginForm('zhaoliu', aesHex(GOOD))).code).toBe(200);
  });

  it('signs in a mobile@account sub-account as the account after @', async () => {
    expect((await login('13800000000@sunqi', GOOD)).code).toBe(200);
  });

  it('answers the same message for an unknown account and a wrong password', async () => {
    const unknown = await login('nobody-here', GOOD);
    const wrong = await login('hanxue', md5('nope'));
    expect(unknown).toEqual({ code: 400, msg: '账号或密码错误', data: null });
    expect(wrong).toEqual(unknown);
  });

  it('refuses a disabled account', async () => {
    await ctx.db.updateTable('base_user').set({ enabled_mark: 0 }).where('account', '=', 'tangwei').execute();
    const res = await login('tangwei', GOOD, { 'accept-language': 'en' });
    expect(res).toEqual({ code: 400, msg: 'The account is disabled; contact an administrator', data: null });
  });

  it('locks for lockTime minutes after 5 wrong passwords, then lifts the lock once the time has passed', async () => {
    for (let i = 1; i <= 4; i++) expect((await login('wujiu', md5('bad'))).msg).toBe('账号或密码错误');
    const fifth = await login('wujiu', md5('bad'));
    expect(fifth).toEqual({ code: 400, msg: '密码错误次数过多，账号已锁定，请10分钟后再试', data: null });
    expect((await login('wujiu', GOOD)).msg).toContain('账号已锁定');
    const locked = await user('wujiu');
    expect(locked.unlock_time).toBeGreaterThan(Date.now() + 9 * 60_000);
    await ctx.db
      .updateTable('base_user')
      .set({ unlock_time: Date.now() - 1000 })
      .where('account', '=', 'wujiu')
      .execute();
    expect((await login('wujiu', GOOD)).code).toBe(200);
    const after = await user('wujiu');
    expect(after.log_error_count).toBe(0);
    expect(after.unlock_time).toBeNull();
  });

  it('locks until an administrator unlocks when lockType is 1', async () => {
    await setConfig('lockType', '1');
    try {
      for (let i = 1; i <= 4; i++) await login('zhengshi', md5('bad'));
      expect((await login('zhengshi', md5('bad'))).msg).toBe('账号已锁定，请联系管理员解除锁定');
      expect((await login('zhengshi', GOOD)).msg).toBe('账号已锁定，请联系管理员解除锁定');
      expect((await user('zhengshi')).enabled_mark).toBe(2);
    } finally {
      await setConfig('lockType', '2');
    }
  });

  it('counts concurrent wrong passwords exactly', async () => {
    await setConfig('passwordErrorsNumber', '1000');
    try {
      await Promise.all(Array.from({ length: 25 }, () => login('luoxin', md5('bad'))));
      expect((await user('luoxin')).log_error_count).toBe(25);
    } finally {
      await setConfig('passwordErrorsNumber', '5');
    }
  });

  it('resets the counter and records the previous sign-in on success', async () => {
    await login('gaoyan', md5('bad'));
    await login('gaoyan', GOOD, {});
    const first = await user('gaoyan');
    expect(first.log_error_count).toBe(0);
    expect(first.last_log_time).not.toBeNull();
    await login('gaoyan', GOOD);
    const second = await user('gaoyan');
    expect(second.prev_log_time).toBe(first.last_log_time);
    expect(second.prev_log_ip).toBe('127.0.0.1');
  });

  it('refuses a user with no menus without opening a session', async () => {
    const target = await user('yangfan');
    await ctx.db
      .deleteFrom('base_user_relation')
      .where('user_id', '=', target.id)
      .where('object_type', '=', 'Role')
      .execute();
    ctx.app.services.access.invalidate();
    const res = await login('yangfan', GOOD);
    expect(res).toEqual({ code: 400, msg: '您的权限不足，请联系管理员', data: null });
    const sessions = await ctx.db
      .selectFrom('base_user_session')
      .select('id')
      .where('user_id', '=', target.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('rate limits sign-in attempts per address with code 429', async () => {
    const app = await ctx.buildApp({ LOGIN_RATE_LIMIT: '3' });
    const attempt = () =>
      call(app, {
        method: 'POST',
        url: '/api/oauth/Login',
        payload: { account: 'nobody', password: GOOD },
        remoteAddress: '10.9.8.7',
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).code).toBe(400);
    const limited = await attempt();
    expect(limited.code).toBe(429);
    expect(limited.msg).toMatch(/^操作过于频繁，请\d+秒后再试$/);
    const other = await call(app, {
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account: 'nobody', password: GOOD },
      remoteAddress: '10.9.8.8',
    });
    expect(other.code).toBe(400);
  });

  it('writes sign-in, failed sign-in and sign-out rows to the system log without secrets', async () => {
    const ok = await login('chenjing', GOOD, { 'user-agent': 'vitest-agent' });
    await login('chenjing', md5('bad'));
    await call(ctx.app, { url: '/api/oauth/Logout', headers: { authorization: ok.data.token } });
    const rows = await ctx.db
      .selectFrom('base_sys_log')
      .selectAll()
      .where('user_name', 'like', '%chenjing%')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.type)).toEqual([1, 3, 2]);
    expect(rows[0]).toMatchObject({
      ip_address: '127.0.0.1',
      user_agent: 'vitest-agent',
      request_url: '/api/oauth/Login',
    });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(GOOD);
    expect(text).not.toContain(ok.data.token.slice(7));
  });
});
