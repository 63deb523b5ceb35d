import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app';
import { describeEachDialect, testConfig } from './helpers/dialects';
import { call, callAs } from './helpers/http';

describeEachDialect('app envelope and errors', (ctx) => {
  it('answers an unknown /api path with HTTP 200 and code 404 in the caller language', async () => {
    const res = await ctx.app.inject({ url: '/api/no/such/thing', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 404, msg: 'No such API', data: null });
    expect(res.headers['x-request-id']).toMatch(/^\d{19}$/);
  });

  it('names the failing field and the reason in Chinese and in English', async () => {
    const zh = await call(ctx.app, { method: 'POST', url: '/api/oauth/Login', payload: { password: 'x' } });
    const en = await call(ctx.app, {
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { password: 'x' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(zh.code).toBe(401);
    expect(zh.msg).toMatch(/^account：.*string/);
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(en.code).toBe(401);
    expect(en.msg).toMatch(/^account: Invalid input: expected string/);
  });

  it('refuses a malformed JSON body with badBody and an oversized one with payloadTooLarge', async () => {
    const bad = await call(ctx.app, {
      method: 'POST',
      url: '/api/oauth/Login',
      payload: '{"account":',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(bad).toEqual({ code: 400, msg: 'The request body is malformed', data: null });
    const big = await call(ctx.app, {
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account: 'a'.repeat(2 * 1024 * 1024), password: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(big).toEqual({ code: 400, msg: 'The request is too large', data: null });
  });

  it('hides an unexpected error behind the generic message', async () => {
    const app = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    app.get('/api/test/boom', { config: { auth: 'public' } }, async () => {
      throw new Error('secret SQL detail');
    });
    await app.ready();
    const res = await call(app, { url: '/api/test/boom' });
    expect(res).toEqual({ code: 500, msg: '系统繁忙，请稍后再试', data: null });
    await app.close();
  });

  it('answers a unique-index refusal (a lost race past the service checks) with the duplicate message', async () => {
    const app = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    app.get('/api/test/duplicate', { config: { auth: 'public' } }, async () => {
      const row = await ctx.db
        .selectFrom('base_group')
        .selectAll()
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      await ctx.db
        .insertInto('base_group')
        .values({ ...row, id: `${row.id}-copy` })
        .execute();
      return null;
    });
    await app.ready();
    const res = await call(app, { url: '/api/test/duplicate', headers: { 'accept-language': 'en' } });
    expect(res).toEqual({
      code: 400,
      msg: 'A record with the same code or name already exists; refresh and try again',
      data: null,
    });
    await app.close();
  });

  it('refuses to start when an /api route declares no permission', async () => {
    const app = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    const start = async () => {
      await app.register(async (child) => {
        child.get('/api/test/forgotten', async () => 'oops');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/test\/forgotten declares no config\.auth/);
    await app.close().catch(() => undefined);
  });

  it('lists every /api route with its declared permission', () => {
    const table = ctx.app.routeTable;
    expect(table).toContainEqual({ method: 'POST', url: '/api/oauth/Login', auth: 'public' });
    expect(table).toContainEqual({ method: 'GET', url: '/api/oauth/CurrentUser', auth: 'user' });
    expect(
      table.every(
        (r) =>
          r.auth === 'public' ||
          r.auth === 'user' ||
          typeof r.auth.menu === 'string' ||
          typeof r.auth.resolve === 'string',
      ),
    ).toBe(true);
  });

  it('accepts the n timestamp and the jnpf-origin header everywhere', async () => {
    const login = await call<{ token: string }>(ctx.app, {
      method: 'POST',
      url: '/api/oauth/Login?n=1700000000000',
      headers: { 'jnpf-origin': 'pc' },
      payload: { account: 'wangwu', password: 'e10adc3949ba59abbe56e057f20f883e', n: '1700000000000' },
    });
    expect(login.code).toBe(200);
    const me = await callAs(ctx.app, login.data.token, {
      url: '/api/oauth/CurrentUser?n=1700000000001&systemCode=mainSystem',
      headers: { 'jnpf-origin': 'pc' },
    });
    expect(me.code).toBe(200);
    expect((await call(ctx.app, { url: '/api/health?n=1' })).code).toBe(200);
  });

  it('reports health with the database in use', async () => {
    const res = await call(ctx.app, { url: '/api/health' });
    expect(res.data).toEqual({ status: 'ok', database: ctx.dialect, version: '0.1.0' });
  });

  it('serves the OpenAPI document from the zod schemas', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: { requestBody?: unknown } }>;
    }>();
    expect(doc.paths['/api/oauth/Login']?.post?.requestBody).toBeDefined();
  });

  it('serves the web app with history fallback and long-cached hashed assets', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'tessera-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tessera</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const app = await ctx.buildApp({ WEB_DIST: dist });
    const page = await app.inject({ url: '/permission/user' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Tessera</title>');
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await call(app, { url: '/api/missing' })).code).toBe(404);
  });
});

describeEachDialect('request logging', (ctx) => {
  it('logs the request id and path but never the token or the query string', async () => {
    const lines: string[] = [];
    const config = testConfig({ LOG_LEVEL: 'info' });
    const app = await buildApp({
      config,
      database: ctx.database,
      logger: loggerOptions(config, { write: (l) => void lines.push(l) }),
    });
    await app.ready();
    const token = await ctx.signIn('admin', undefined, app);
    await app.inject({
      url: '/api/oauth/CurrentUser?token=secret-in-query',
      headers: { authorization: token, 'x-request-id': 'req-42' },
    });
    const boom = lines.join('');
    expect(boom).toContain('"reqId":"req-42"');
    expect(boom).toContain('/api/oauth/CurrentUser');
    expect(boom).not.toContain(token.slice(7));
    expect(boom).not.toContain('secret-in-query');
    expect(boom).not.toContain('e10adc3949ba59abbe56e057f20f883e');
    await app.close();
  });
});

describeEachDialect('login page settings', (ctx) => {
  it('answers the same captcha settings for known and unknown accounts', async () => {
    const known = await call(ctx.app, { url: '/api/oauth/getConfig/admin' });
    const unknown = await call(ctx.app, { url: '/api/oauth/getConfig/no-such-person' });
    expect(known).toEqual({
      code: 200,
      msg: '操作成功',
      data: { enableVerificationCode: false, verificationCodeNumber: 4 },
    });
    expect(unknown).toEqual(known);
  });

  it('answers the 3.6 client login config with no redirect', async () => {
    const res = await call(ctx.app, { url: '/api/oauth/getLoginConfig' });
    expect(res.data).toEqual({ redirect: false, url: '', ticketParams: '', socialsList: [] });
  });
});
