import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { call, callAs } from '../../../test/helpers/http';
import { hashToken } from './session.service';

const GOOD = 'e10adc3949ba59abbe56e057f20f883e';

describeEachDialect('sessions', (ctx) => {
  const me = (token: string, headers: Record<string, string> = {}) =>
    callAs(ctx.app, token, { url: '/api/oauth/CurrentUser', headers });

  it('answers 602 for a missing, malformed or unknown token', async () => {
    expect((await call(ctx.app, { url: '/api/oauth/CurrentUser' })).code).toBe(602);
    expect((await me('Bearer not-a-token')).code).toBe(602);
    const unknown = await me(`Bearer ${'A'.repeat(43)}`, { 'accept-language': 'en' });
    expect(unknown).toEqual({ code: 602, msg: 'Invalid sign-in token, please sign in again', data: null });
  });

  it('stores only the sha256 of the token', async () => {
    const token = await ctx.signIn('liuyang');
    const raw = token.slice(7);
    const rows = await ctx.db.selectFrom('base_user_session').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(raw));
    expect(JSON.stringify(rows)).not.toContain(raw);
  });

  it('answers 600 once the session has expired', async () => {
    const token = await ctx.signIn('songtao');
    await ctx.db
      .updateTable('base_user_session')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(token.slice(7)))
      .execute();
    const res = await me(token);
    expect(res).toEqual({ code: 600, msg: '登录过期,请重新登录', data: null });
  });

  it('slides the expiry forward when the session is used after a minute', async () => {
    const token = await ctx.signIn('songtao');
    const where = hashToken(token.slice(7));
    const old = Date.now() - 120_000;
    await ctx.db
      .updateTable('base_user_session')
      .set({ last_active_at: old, expires_at: Date.now() + 1000 })
      .where('token_hash', '=', where)
      .execute();
    expect((await me(token)).code).toBe(200);
    const row = await ctx.db
      .selectFrom('base_user_session')
      .selectAll()
      .where('token_hash', '=', where)
      .executeTakeFirstOrThrow();
    expect(row.expires_at).toBeGreaterThan(Date.now() + 1439 * 60_000);
  });

  it('kicks the older session with 601 when single sign-in is on, and allows many when off', async () => {
    const first = await ctx.signIn('heping');
    const second = await ctx.signIn('heping');
    expect((await me(first)).code).toBe(200);
    expect((await me(second)).code).toBe(200);
    await ctx.db
      .updateTable('base_sys_config')
      .set({ value: '1' })
      .where('key', '=', 'singleLogin')
      .execute();
    ctx.app.services.sysConfig.invalidate();
    try {
      const third = await ctx.signIn('heping');
      expect((await me(third)).code).toBe(200);
      const kicked = await me(first);
      expect(kicked).toEqual({ code: 601, msg: '此账号已在其他地方登录', data: null });
      expect((await me(second)).code).toBe(601);
    } finally {
      await ctx.db
        .updateTable('base_sys_config')
        .set({ value: '2' })
        .where('key', '=', 'singleLogin')
        .execute();
      ctx.app.services.sysConfig.invalidate();
    }
  });

  it('revokes the session on logout so the token answers 600', async () => {
    const token = await ctx.signIn('xuming');
    expect((await me(token)).code).toBe(200);
    const out = await callAs(ctx.app, token, { url: '/api/oauth/Logout' });
    expect(out).toEqual({ code: 200, msg: '退出成功', data: null });
    expect((await me(token)).code).toBe(600);
    const row = await ctx.db
      .selectFrom('base_user_session')
      .select('revoke_reason')
      .where('token_hash', '=', hashToken(token.slice(7)))
      .executeTakeFirstOrThrow();
    expect(row.revoke_reason).toBe('logout');
  });

  it('ends the session of a user who is disabled', async () => {
    const token = await ctx.signIn('linfeng');
    await ctx.db.updateTable('base_user').set({ enabled_mark: 0 }).where('account', '=', 'linfeng').execute();
    const other = await ctx.buildApp();
    expect((await callAs(other, token, { url: '/api/oauth/CurrentUser' })).code).toBe(600);
    await ctx.db.updateTable('base_user').set({ enabled_mark: 1 }).where('account', '=', 'linfeng').execute();
  });

  it('unlocks the lock screen with the right password and refuses a wrong one or another account', async () => {
    const token = await ctx.signIn('zhouba');
    const unlock = (account: string, password: string) =>
      callAs(ctx.app, token, {
        method: 'POST',
        url: '/api/oauth/LockScreen',
        payload: { account, password },
      });
    expect(await unlock('zhouba', GOOD)).toEqual({ code: 200, msg: '解锁成功', data: null });
    expect(await unlock('zhouba', 'e10adc3949ba59abbe56e057f20f883f')).toEqual({
      code: 400,
      msg: '密码错误',
      data: null,
    });
    expect((await unlock('admin', GOOD)).code).toBe(400);
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/oauth/LockScreen',
          payload: { account: 'zhouba', password: GOOD },
        })
      ).code,
    ).toBe(602);
  });
});
