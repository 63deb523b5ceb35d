import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDatabase } from '../../src/db/database';
import { toJson } from '../../src/plugins/zod';
import type { RouteEntry } from '../../src/plugins/types';
import { describeEachDialect, testConfig } from '../helpers/dialects';
import { callAs } from '../helpers/http';
import { hostileCases, send, type Outcome, type RouteSchemas } from './requests';

/**
 * Routes that answer something else than an envelope to the corpus, each with its reason (a
 * server error is still refused). Images and the captcha are not listed: every corpus request to
 * them is refused, and refusals are envelopes.
 */
const NON_ENVELOPE: Record<string, string> = {
  'GET /api/docs': 'the OpenAPI viewer (HTML, redirects to its static page)',
  'GET /api/docs/static/index.html': 'the OpenAPI viewer page',
  'GET /api/docs/static/swagger-initializer.js': 'the OpenAPI viewer script',
  'GET /api/docs/json': 'the OpenAPI document itself',
  'GET /api/docs/yaml': 'the OpenAPI document as YAML',
  'GET /api/message/websocket/:token': 'the websocket upgrade (a plain GET is refused by @fastify/websocket)',
  'GET /api/system/Metrics': 'the Prometheus text for the scraper (refusals are envelopes)',
};

/** Downloads answer a file (xlsx, json) with HTTP 200 when the request is good. */
const isDownload = (outcome: Outcome) =>
  !outcome.timedOut &&
  outcome.status === 200 &&
  /spreadsheetml|octet-stream|attachment/.test(`${outcome.contentType}`);

// The route table does not depend on the database: read it once from an app on an empty one.
async function readRoutes(): Promise<{ routes: RouteEntry[]; schemas: Map<string, RouteSchemas> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-routes-'));
  const database = createDatabase({ sqliteFile: path.join(dir, 'routes.db') });
  const app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
  const seen = new Set<string>();
  const routes = app.routeTable.filter(
    (r) => !seen.has(`${r.method} ${r.url}`) && seen.add(`${r.method} ${r.url}`),
  );
  const schemas = new Map<string, RouteSchemas>();
  for (const [key, schema] of app.routeSchemas)
    schemas.set(key, {
      body: toJson(schema?.body) as RouteSchemas['body'],
      querystring: toJson(schema?.querystring) as RouteSchemas['querystring'],
    });
  await app.close();
  await database.db.destroy();
  rmSync(dir, { recursive: true, force: true });
  return { routes, schemas };
}

const { routes, schemas } = await readRoutes();
const SESSION_CODES = [600, 601, 602];

/** What is wrong with an answer, or null when it is a proper one. */
function problem(key: string, outcome: Outcome): string | null {
  if (outcome.timedOut) return 'no answer within 10 s';
  if (outcome.envelope) {
    if (outcome.status !== 200) return `HTTP ${outcome.status} with an envelope`;
    return outcome.envelope.code === 500 ? `code 500: ${outcome.envelope.msg}` : null;
  }
  if (key in NON_ENVELOPE) return outcome.status >= 500 ? `HTTP ${outcome.status}` : null;
  if (isDownload(outcome)) return null;
  return `not an envelope: HTTP ${outcome.status} ${outcome.contentType} ${outcome.body.slice(0, 120)}`;
}

describeEachDialect('hostile input on every route', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let zhangsan = '';
  let signedOut = '';
  let held = new Set<string>();

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    zhangsan = await ctx.signIn('zhangsan');
    signedOut = await ctx.signIn('lisi');
    await callAs(app, signedOut, { url: '/api/oauth/Logout' });
    const me = await callAs<{ menuList: unknown }>(app, zhangsan, { url: '/api/oauth/CurrentUser' });
    held = new Set(JSON.stringify(me.data.menuList).match(/"enCode":"[^"]+"/g) ?? []);
  });

  it('walks the whole route table', () => {
    expect(routes.length).toBeGreaterThan(200);
  });

  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    it(`${key} answers hostile input with an envelope, never code 500`, async () => {
      const problems: string[] = [];
      const plain: InjectOptions = {
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, 'x1').replace(/\*$/, 'x'),
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
      };
      const withToken = (token: string | undefined, options: InjectOptions): InjectOptions => ({
        ...options,
        headers: { ...(token === undefined ? {} : { authorization: token }), ...options.headers },
      });

      // Who is calling: nobody, a forged token, a signed-out session, an ordinary user.
      const callers = [
        ['no token', undefined],
        ['garbage token', 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJhZG1pbiJ9.'],
        ['signed-out token', signedOut],
      ] as const;
      for (const [who, token] of callers) {
        const outcome = await send(app, withToken(token, plain));
        const wrong = problem(key, outcome);
        if (wrong) problems.push(`${who}: ${wrong}`);
        else if (route.auth !== 'public' && outcome.timedOut === false && outcome.envelope)
          if (!SESSION_CODES.includes(outcome.envelope.code))
            problems.push(`${who}: code ${outcome.envelope.code}, expected a session refusal`);
      }
      // A `{resolve}` route (a model's runtime) first looks the model up: an unknown one is 404.
      const lacksMenu =
        typeof route.auth === 'object' &&
        route.auth.menu !== undefined &&
        !held.has(`"enCode":"${route.auth.menu}"`);
      const asUser = await send(app, withToken(zhangsan, plain));
      const wrongAsUser = problem(key, asUser);
      if (wrongAsUser) problems.push(`zhangsan: ${wrongAsUser}`);
      else if (lacksMenu && !asUser.timedOut && asUser.envelope?.code !== 403)
        problems.push(
          `zhangsan lacks menu ${JSON.stringify(route.auth)} but got code ${asUser.envelope?.code ?? asUser.status}`,
        );
      if (!asUser.timedOut && SESSION_CODES.includes(asUser.envelope?.code ?? 0))
        zhangsan = await ctx.signIn('zhangsan');

      // The corpus, as the administrator, so that it reaches every handler; self-service routes
      // also as the ordinary user, whose data scope and own records take other paths.
      const cases = hostileCases(route.method, route.url, schemas.get(key) ?? {});
      const runs = route.auth === 'user' ? (['admin', 'zhangsan'] as const) : (['admin'] as const);
      for (const who of runs) {
        for (const hostile of cases) {
          const outcome = await send(app, withToken(who === 'admin' ? admin : zhangsan, hostile.options));
          const wrong = problem(key, outcome);
          if (wrong) problems.push(`${who}, ${hostile.name}: ${wrong}`);
          if (outcome.timedOut || route.auth === 'public') continue;
          if (!SESSION_CODES.includes(outcome.envelope?.code ?? 0)) continue;
          // the case signed its caller out (Logout, a lock): sign in again for the next one
          if (who === 'admin') admin = await ctx.signIn('admin');
          else zhangsan = await ctx.signIn('zhangsan');
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
