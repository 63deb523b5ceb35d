import { ResultCode } from '@tessera/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, notFound, sessionError } from '../lib/errors';
import type { RouteAuth, SessionUser } from './types';

/** Routes added by plugins we do not own (the OpenAPI viewer) are public by nature. */
const PUBLIC_PREFIXES = ['/api/docs'];

/**
 * What a user who must change a password an administrator set may still call: sign out, read who
 * they are, be told to change it, and change it. Everything else answers 403 passwordChangeRequired.
 */
const DURING_PASSWORD_CHANGE = new Set([
  'GET /api/oauth/CurrentUser',
  'GET /api/oauth/Logout',
  'POST /api/oauth/updatePasswordMessage',
  'POST /api/permission/Users/Current/Actions/ModifyPassword',
]);

function isValidAuth(auth: unknown): auth is RouteAuth {
  if (auth === 'public' || auth === 'user') return true;
  if (typeof auth !== 'object' || auth === null) return false;
  const { menu, button, resolve } = auth as { menu?: unknown; button?: unknown; resolve?: unknown };
  const target = resolve === undefined ? menu : menu === undefined ? resolve : undefined;
  return (
    typeof target === 'string' && target.length > 0 && (button === undefined || typeof button === 'string')
  );
}

/** The signed-in caller of a non-public route. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw sessionError(ResultCode.TokenInvalid);
  return request.user;
}

/** The menu a per-request permission is checked on; an unknown model answers 404. */
async function resolveMenu(app: FastifyInstance, name: string, request: FastifyRequest): Promise<string> {
  const resolver = app.routeResolvers.get(name);
  if (!resolver) throw new Error(`no permission resolver '${name}'`);
  const menu = await resolver(request);
  if (menu === null) throw notFound('dynamicModelNotFound');
  return menu;
}

/**
 * Every /api route must declare `config.auth`; the server refuses to start otherwise. Each request
 * then passes the check its route declares: token -> session -> menu/button grant.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorate('routeTable', []);
  app.decorate('routeResolvers', new Map());
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...route.config, auth: 'public' };
    }
    const auth = route.config?.auth;
    if (!isValidAuth(auth)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no config.auth ('public', 'user', {menu, button?} or {resolve, button?})`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, auth });
    }
  });
  app.addHook('onReady', async () => {
    for (const { method, url, auth } of app.routeTable) {
      if (typeof auth === 'object' && auth.resolve !== undefined && !app.routeResolvers.has(auth.resolve))
        throw new Error(
          `Route ${method} ${url} names the permission resolver '${auth.resolve}', which no module registered`,
        );
    }
  });
  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth || auth === 'public') return;
    const { sessions, access } = app.services;
    const user = await sessions.resolve(request.headers.authorization);
    request.user = user;
    if (
      user.mustChangePassword &&
      !DURING_PASSWORD_CHANGE.has(`${request.method} ${request.routeOptions.url}`)
    )
      if ((await app.services.sysConfig.get()).forceChangeInitialPassword)
        throw new AppError(ResultCode.Forbidden, 'passwordChangeRequired');
    if (auth === 'user') return;
    const menu = auth.resolve === undefined ? auth.menu : await resolveMenu(app, auth.resolve, request);
    if (!(await access.can(user, menu, auth.button))) throw forbidden();
  });
}
