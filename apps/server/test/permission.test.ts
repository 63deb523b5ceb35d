import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { describeEachDialect, testConfig } from './helpers/dialects';
import { call, callAs } from './helpers/http';

describeEachDialect('route permissions', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.register(async (child) => {
      const ok = async () => ({ code: 200, msg: 'ok', data: 'yes' });
      child.get('/api/test/users', { config: { auth: { menu: 'permission.user' } } }, ok);
      child.post('/api/test/users', { config: { auth: { menu: 'permission.user', button: 'btn_add' } } }, ok);
      child.delete(
        '/api/test/users',
        { config: { auth: { menu: 'permission.user', button: 'btn_remove' } } },
        ok,
      );
    });
    await app.ready();
    return () => app.close();
  });

  it('lets the administrator use every guarded route', async () => {
    const token = await ctx.signIn('admin', undefined, app);
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await callAs(app, token, { method, url: '/api/test/users' })).code).toBe(200);
  });

  it('refuses zhangsan, who lacks the menu, with code 403', async () => {
    const token = await ctx.signIn('zhangsan', undefined, app);
    const res = await callAs(app, token, { url: '/api/test/users', headers: { 'accept-language': 'en' } });
    expect(res).toEqual({ code: 403, msg: 'You do not have permission for this action', data: null });
  });

  it('lets lisi add but not remove: the button grant decides', async () => {
    const token = await ctx.signIn('lisi', undefined, app);
    expect((await callAs(app, token, { url: '/api/test/users' })).code).toBe(200);
    expect((await callAs(app, token, { method: 'POST', url: '/api/test/users' })).code).toBe(200);
    expect((await callAs(app, token, { method: 'DELETE', url: '/api/test/users' })).code).toBe(403);
  });

  it('asks for a token before checking the permission', async () => {
    expect((await call(app, { url: '/api/test/users' })).code).toBe(602);
  });

  it('records the guarded routes in the route table', () => {
    expect(app.routeTable).toContainEqual({
      method: 'DELETE',
      url: '/api/test/users',
      auth: { menu: 'permission.user', button: 'btn_remove' },
    });
  });
});

describeEachDialect('every guarded route refuses a user without its menu', (ctx) => {
  it('answers 403 on each route whose menu the user does not hold, before reading the body', async () => {
    const token = await ctx.signIn('zhangsan');
    const me = await callAs<{ menuList: unknown }>(ctx.app, token, { url: '/api/oauth/CurrentUser' });
    const held = new Set(JSON.stringify(me.data.menuList).match(/"enCode":"[^"]+"/g) ?? []);
    const guarded = ctx.app.routeTable.filter(
      (r): r is typeof r & { auth: { menu: string } } =>
        // `{resolve}` routes (a model's runtime) answer 404 for an unknown model: the visualdev test covers them.
        typeof r.auth === 'object' && r.auth.menu !== undefined && !held.has(`"enCode":"${r.auth.menu}"`),
    );
    // every administration module is in the walk, not just a sample
    expect(guarded.length).toBeGreaterThan(80);
    const menus = new Set(guarded.map((r) => r.auth.menu));
    for (const menu of [
      'permission.user',
      'permission.role',
      'permission.authorize',
      'system.menu',
      'system.notice',
    ])
      expect(menus, menu).toContain(menu);
    const allowed: string[] = [];
    for (const route of guarded) {
      const url = route.url.replace(/:[A-Za-z]+/g, 'x1');
      const res = await callAs(ctx.app, token, {
        method: route.method as 'GET',
        url,
        headers: { 'content-type': 'application/json' },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
      });
      if (res.code !== 403) allowed.push(`${route.method} ${route.url} → ${res.code}`);
    }
    expect(allowed).toEqual([]);
  });
});
