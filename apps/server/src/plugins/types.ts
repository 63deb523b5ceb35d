import type { Language } from '@tessera/shared';
import type { FastifySchema } from 'fastify';
import type { Services } from '../services';

/** What a route needs: anyone, any signed-in user, or a menu (and button) permission. */
export type RouteAuth = 'public' | 'user' | { menu: string; button?: string };

/** The signed-in caller, attached to the request by the auth check. */
export interface SessionUser {
  sessionId: string;
  tokenHash: string;
  userId: string;
  account: string;
  realName: string;
  isAdministrator: boolean;
  expiresAt: number;
  lastActiveAt: number;
}

/** One row of the registered route table. */
export interface RouteEntry {
  method: string;
  url: string;
  auth: RouteAuth;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission the route needs; required on every /api route. */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The caller's language, from Accept-Language. */
    lang: Language;
    /** The signed-in caller on non-public routes. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every /api route with its permission, for route-by-role tests. */
    routeTable: RouteEntry[];
    /** The schema of each route, by `METHOD url`, for the generated hostile-input suite. */
    routeSchemas: Map<string, FastifySchema | undefined>;
    /** Services shared by the modules of this app instance. */
    services: Services;
  }
}
