import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

describeEachDialect('current user settings', (ctx) => {
  const row = () =>
    ctx.db.selectFrom('base_user').selectAll().where('account', '=', 'zhangsan').executeTakeFirstOrThrow();

  it('saves the language and the layout the user picks', async () => {
    const token = await ctx.signIn('zhangsan');
    const lang = await callAs(ctx.app, token, {
      method: 'PUT',
      url: '/api/permission/Users/Current/SystemLanguage',
      payload: { language: 'en' },
    });
    expect(lang.code).toBe(200);
    const theme = await callAs(ctx.app, token, {
      method: 'PUT',
      url: '/api/permission/Users/Current/SystemTheme',
      payload: { theme: 'functional' },
    });
    expect(theme.code).toBe(200);
    expect(await row()).toMatchObject({ language: 'en', theme: 'functional' });
    const me = await callAs<{ userInfo: { theme: string; language: string } }>(ctx.app, token, {
      url: '/api/oauth/CurrentUser',
    });
    expect(me.data.userInfo).toMatchObject({ theme: 'functional', language: 'en' });
  });

  it('ignores keys the caller may not set', async () => {
    const token = await ctx.signIn('zhangsan');
    const res = await callAs(ctx.app, token, {
      method: 'PUT',
      url: '/api/permission/Users/Current/SystemTheme',
      payload: { theme: 'plain', isAdministrator: 1, is_administrator: 1, account: 'root', enabled_mark: 2 },
    });
    expect(res.code).toBe(200);
    expect(await row()).toMatchObject({
      theme: 'plain',
      is_administrator: 0,
      account: 'zhangsan',
      enabled_mark: 1,
    });
  });

  it('refuses an unknown theme, naming the field', async () => {
    const token = await ctx.signIn('zhangsan');
    const res = await callAs(ctx.app, token, {
      method: 'PUT',
      url: '/api/permission/Users/Current/SystemTheme',
      payload: { theme: 'neon' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.code).toBe(401);
    expect(res.msg).toMatch(/^theme: /);
  });
});
