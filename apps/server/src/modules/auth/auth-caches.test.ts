import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CurrentUserResult, Envelope, MenuItem } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { TEST_REDIS_URL, twoInstances } from '../../../test/helpers/instances';
import { callAs } from '../../../test/helpers/http';
import { newId } from '../../lib/ids';
import { authorityKit } from '../authority/test-helpers';

const flatten = (items: MenuItem[]): string[] => items.flatMap((m) => [m.enCode, ...flatten(m.children)]);

// The hot path answers from caches (sessions, grants, the serialised CurrentUser answer); these
// prove every change that matters reaches the next request at once, the caches being warm.
describeEachDialect('auth caches', (ctx) => {
  const kit = authorityKit(ctx);
  const me = (token: string, app = ctx.app) =>
    callAs<CurrentUserResult>(app, token, { url: '/api/oauth/CurrentUser' });
  const warm = async (token: string, app = ctx.app) => {
    for (let i = 0; i < 3; i += 1) expect((await me(token, app)).code).toBe(200);
  };
  const toggleState = async (app: FastifyInstance, admin: string, account: string) =>
    callAs(app, admin, {
      method: 'PUT',
      url: `/api/permission/Users/${(await ctx.userRow(account)).id}/Actions/State`,
    });

  it('refuses a signed-out token at once although its session and answer were cached', async () => {
    const token = await ctx.signIn('liuyang');
    await warm(token);
    expect((await callAs(ctx.app, token, { url: '/api/oauth/Logout' })).code).toBe(200);
    expect(await me(token)).toEqual({ code: 600, msg: '登录过期,请重新登录', data: null });
  });

  it('refuses the token of a user an administrator disables, at once', async () => {
    const admin = await ctx.signIn('admin');
    const token = await ctx.signIn('yangfan');
    await warm(token);
    expect((await toggleState(ctx.app, admin, 'yangfan')).code).toBe(200);
    try {
      expect((await me(token)).code).toBe(600);
    } finally {
      expect((await toggleState(ctx.app, admin, 'yangfan')).code).toBe(200);
    }
    expect((await me(token)).code).toBe(600);
  });

  it('answers a permission change in the next CurrentUser', async () => {
    const admin = await ctx.signIn('admin');
    const token = await ctx.signIn('zhengshi');
    const id = (await ctx.userRow('zhengshi')).id;
    await warm(token);
    expect(flatten((await me(token)).data.menuList)).not.toContain('permission.role');
    const body = {
      objectType: 'User' as const,
      systemIds: [await ctx.idByCode('base_system', 'mainSystem')],
      module: [await ctx.idByCode('base_module', 'permission.role')],
    };
    expect((await kit.save(ctx.app, admin, id, body)).code).toBe(200);
    expect(flatten((await me(token)).data.menuList)).toContain('permission.role');
    expect((await kit.save(ctx.app, admin, id, { objectType: 'User' })).code).toBe(200);
    expect(flatten((await me(token)).data.menuList)).not.toContain('permission.role');
  });

  it('answers a menu granted to the user role in the next CurrentUser', async () => {
    const token = await ctx.signIn('chenjing');
    await warm(token);
    expect(flatten((await me(token)).data.menuList)).not.toContain('permission.position');
    await ctx.grantMenu('employee', 'permission.position');
    expect(flatten((await me(token)).data.menuList)).toContain('permission.position');
  });

  it('never caches a session read while a revocation was made', async () => {
    const token = await ctx.signIn('wujiu');
    const { id: userId } = await ctx.userRow('wujiu');
    const { sessions } = ctx.app.services;
    const pending = sessions.resolve(token);
    // the revocation lands while the session row is being read
    sessions.forget({ userId, reason: 'admin' }, true);
    await pending;
    await ctx.db
      .updateTable('base_user_session')
      .set({ revoked_at: Date.now(), revoke_reason: 'admin' })
      .where('user_id', '=', userId)
      .execute();
    expect((await me(token)).code).toBe(600);
  });

  it('never caches grants read while permissions changed', async () => {
    const { id: userId } = await ctx.userRow('gaoyan');
    const menu = await ctx.idByCode('base_module', 'permission.group');
    const { access } = ctx.app.services;
    const pending = access.grants(userId);
    access.invalidate();
    await pending;
    await ctx.db
      .insertInto('base_authorize')
      .values({
        id: newId(),
        item_type: 'module',
        item_id: menu,
        object_type: 'User',
        object_id: userId,
        created_at: Date.now(),
      })
      .execute();
    expect((await access.grants(userId)).items.get('module')).toContain(menu);
  });

  it('answers CurrentUser compressed when the client accepts it, the same JSON', async () => {
    const token = await ctx.signIn('admin');
    const get = (encoding?: string) =>
      ctx.app.inject({
        url: '/api/oauth/CurrentUser',
        headers: { authorization: token, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.json<Envelope<CurrentUserResult>>().code).toBe(200);
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('answers an error envelope uncompressed', async () => {
    const res = await ctx.app.inject({
      url: '/api/oauth/CurrentUser',
      headers: { authorization: `Bearer ${'A'.repeat(43)}`, 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<Envelope<null>>().code).toBe(602);
  });
});

// Two instances on one database and one Redis: what is done on A is refused or shown on B at
// once, B having the session and the answer cached.
describeEachDialect('auth caches across instances', (ctx) => {
  const kit = authorityKit(ctx);
  const apps = twoInstances(ctx);
  const me = (app: FastifyInstance, token: string) =>
    callAs<CurrentUserResult>(app, token, { url: '/api/oauth/CurrentUser' });
  const poll = { timeout: 2000, interval: 20 };

  it.skipIf(!TEST_REDIS_URL)('refuses on B a token signed out on A', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const token = await ctx.signIn('huangli', undefined, a);
    expect((await me(b, token)).code).toBe(200);
    expect((await callAs(a, token, { url: '/api/oauth/Logout' })).code).toBe(200);
    await expect.poll(async () => (await me(b, token)).code, poll).toBe(600);
  });

  it.skipIf(!TEST_REDIS_URL)('refuses on B the token of a user disabled on A', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const admin = await ctx.signIn('admin', undefined, a);
    const token = await ctx.signIn('linfeng', undefined, b);
    expect((await me(b, token)).code).toBe(200);
    const url = `/api/permission/Users/${(await ctx.userRow('linfeng')).id}/Actions/State`;
    expect((await callAs(a, admin, { method: 'PUT', url })).code).toBe(200);
    try {
      await expect.poll(async () => (await me(b, token)).code, poll).toBe(600);
    } finally {
      expect((await callAs(a, admin, { method: 'PUT', url })).code).toBe(200);
    }
  });

  it.skipIf(!TEST_REDIS_URL)('shows on B a permission saved on A', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const admin = await ctx.signIn('admin', undefined, a);
    const token = await ctx.signIn('zhaoliu', undefined, b);
    const id = (await ctx.userRow('zhaoliu')).id;
    expect(flatten((await me(b, token)).data.menuList)).not.toContain('permission.user');
    const body = {
      objectType: 'User' as const,
      systemIds: [await ctx.idByCode('base_system', 'mainSystem')],
      module: [await ctx.idByCode('base_module', 'permission.user')],
    };
    expect((await kit.save(a, admin, id, body)).code).toBe(200);
    await expect
      .poll(async () => flatten((await me(b, token)).data.menuList), poll)
      .toContain('permission.user');
  });
});
