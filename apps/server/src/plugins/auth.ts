import { ResultCode } from '@tessera/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, sessionError } from '../lib/errors';
import type { RouteAuth, SessionUser } from './types';

/** Routes added by plugins we do not own (the OpenAPI viewer) are public by nature. */
const PUBLIC_PREFIXES = ['/api/docs'];

function isValidAuth(auth: unknown): auth is RouteAuth {
  if (auth === 'public' || auth === 'user') return true;
  if (typeof auth !== 'object' || auth === null) return false;
  const { menu, button } = auth as { menu?: unknown; button?: unknown };
  return typeof menu === 'string' && menu.length > 0 && (button === undefined || typeof button === 'string');
}

/** The signed-in caller of a non-public route. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw sessionError(ResultCode.TokenInvalid);
  return request.user;
}

/**
 * Every /api route must declare `config.auth`; the server refuses to start otherwise. Each request
 * then passes the check its route declares: token -> session -> menu/button grant.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorate('routeTable', []);
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...route.config, auth: 'public' };
    }
    const auth = route.config?.auth;
    if (!isValidAuth(auth)) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no config.auth ('public', 'user' or {menu, button?})`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, auth });
    }
  });
  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth || auth === 'public') return;
    const { sessions, access } = app.services;
    const user = await sessions.resolve(request.headers.authorization);
    request.user = user;
    if (auth === 'user') return;
    if (!(await access.can(user, auth.menu, auth.button))) throw forbidden();
  });
}
