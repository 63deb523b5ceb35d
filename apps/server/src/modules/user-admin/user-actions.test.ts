import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { call, callAs } from '../../../test/helpers/http';
import { connectUser, listen } from '../socket/test-socket';

const BASE = '/api/permission/Users';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describeEachDialect('user administration actions', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const idOf = async (account: string) => (await ctx.userRow(account)).id;
  const me = (token: string) => callAs(app, token, { url: '/api/oauth/CurrentUser' });
  const signInCode = async (account: string, password = md5('123456')) =>
    (
      await call(app, {
        method: 'POST',
        url: '/api/oauth/Login',
        payload: { account, password, origin: 'password', grant_type: 'password' },
      })
    ).code;

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('resets a password: old sessions get 600, the new password signs in, the old one not', async () => {
    const old = await ctx.signIn('zhaoliu');
    expect((await me(old)).code).toBe(200);
    const res = await callAs(app, admin, {
      method: 'POST',
      url: `${BASE}/${await idOf('zhaoliu')}/Actions/ResetPassword`,
      payload: { userPassword: md5('Reset1234') },
    });
    expect(res.code, res.msg).toBe(200);
    expect((await me(old)).code).toBe(600);
    expect(await ctx.signIn('zhaoliu', md5('Reset1234'))).toMatch(/^Bearer /);
    expect(await signInCode('zhaoliu')).not.toBe(200);
    const bad = await callAs(app, admin, {
      method: 'POST',
      url: `${BASE}/${await idOf('zhaoliu')}/Actions/ResetPassword`,
      payload: { userPassword: 'plain' },
    });
    expect(bad.code).not.toBe(200);
  });

  it('disabling pushes the user out (sessions refused, logout frame) and enabling lets them back', async () => {
    const base = await listen(app);
    const token = await ctx.signIn('gaoyan');
    const { socket } = await connectUser(base, token);
    const url = `${BASE}/${await idOf('gaoyan')}/Actions/State`;
    expect((await callAs(app, admin, { method: 'PUT', url })).code).toBe(200);
    expect((await socket.next('logout')).method).toBe('logout');
    expect((await socket.closed).code).toBe(4001);
    expect((await me(token)).code).toBe(600);
    expect((await ctx.userRow('gaoyan')).enabled_mark).toBe(0);
    expect(await signInCode('gaoyan')).not.toBe(200);
    expect((await callAs(app, admin, { method: 'PUT', url })).code).toBe(200);
    expect(await signInCode('gaoyan')).toBe(200);
  });

  it('unlocks a locked account and a timed lock', async () => {
    const id = await idOf('luoxin');
    await ctx.db
      .updateTable('base_user')
      .set({ enabled_mark: 2, log_error_count: 5 })
      .where('id', '=', id)
      .execute();
    expect(await signInCode('luoxin')).not.toBe(200);
    const url = `${BASE}/${id}/Actions/unlock`;
    expect((await callAs(app, admin, { method: 'PUT', url })).code).toBe(200);
    expect(await ctx.userRow('luoxin')).toMatchObject({
      enabled_mark: 1,
      log_error_count: 0,
      unlock_time: null,
    });
    expect(await signInCode('luoxin')).toBe(200);
    await ctx.db
      .updateTable('base_user')
      .set({ unlock_time: Date.now() + 600_000, log_error_count: 5 })
      .where('id', '=', id)
      .execute();
    expect(await signInCode('luoxin')).not.toBe(200);
    expect((await callAs(app, admin, { method: 'PUT', url })).code).toBe(200);
    expect(await signInCode('luoxin')).toBe(200);
  });

  it('deleting a user revokes their sessions', async () => {
    const token = await ctx.signIn('songtao');
    const res = await callAs(app, admin, { method: 'DELETE', url: `${BASE}/${await idOf('songtao')}` });
    expect(res.code, res.msg).toBe(200);
    expect((await me(token)).code).toBe(600);
    expect(await signInCode('songtao')).not.toBe(200);
  });
});
