import { dataScopeRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { addRoute } from '../../platform/route';
import type { ModuleRouteOptions } from '../../platform/module';
import type { DataScopeExplainer } from './data-scope-explain';

/** Path of the explain call. */
export const DATA_SCOPE_EXPLAIN = routes.explain.path;

/** Data permission tools of the permission administration (menu permission.authorize). */
export async function dataScopeRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ dataScopeExplainer: DataScopeExplainer }>,
): Promise<void> {
  const explainer = services.dataScopeExplainer;
  addRoute(app, routes.explain, async (request) =>
    ok(await explainer.explain(request.query, request.lang), request.lang),
  );
}
