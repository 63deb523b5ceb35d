import type { Language } from '@tessera/shared';
import type { FastifyRequest, FastifySchema } from 'fastify';

/**
 * A permission found per request: the registered resolver `resolve` maps the request (a generic
 * `/…/{modelId}` route's model) to its menu, then the menu (and button) grant is checked.
 */
export interface ResolvedRouteAuth {
  resolve: string;
  button?: string;
  menu?: undefined;
}

/** What a route needs: anyone, any signed-in user, a menu (and button) permission, or one resolved per request. */
export type RouteAuth =
  'public' | 'user' | { menu: string; button?: string; resolve?: undefined } | ResolvedRouteAuth;

/** Maps a request to the menu code its permission is checked on; `null`: no such model (404). */
export type RouteMenuResolver = (request: FastifyRequest) => Promise<string | null>;

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
  /** The password is one an administrator set and must be changed first (when the setting is on). */
  mustChangePassword?: boolean;
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
    /** Per-request permission resolvers by name (`{resolve: name}` routes), filled by the modules that own models. */
    routeResolvers: Map<string, RouteMenuResolver>;
    /** The schema of each route, by `METHOD url`, for the generated hostile-input suite. */
    routeSchemas: Map<string, FastifySchema | undefined>;
  }
}
