import { advancedQueryRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { AdvancedQueryService } from './advanced-query.service';

/** Saved advanced-query plans: any signed-in user, for a menu they may open (checked by the service). */
export async function advancedQueryRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ advancedQuery: AdvancedQueryService }>,
): Promise<void> {
  const { advancedQuery } = services;

  addRoute(app, routes.list, async (request) =>
    ok(await advancedQuery.list(requireUser(request), request.params.moduleId), request.lang),
  );
  addRoute(app, routes.info, async (request) =>
    ok(await advancedQuery.info(requireUser(request), request.params.id), request.lang),
  );
  addRoute(app, routes.create, async (request) =>
    ok(await advancedQuery.create(requireUser(request), request.body), request.lang),
  );
  addRoute(app, routes.update, async (request) => {
    await advancedQuery.update(requireUser(request), request.params.id, request.body);
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await advancedQuery.remove(requireUser(request), request.params.id);
    return ok(null, request.lang);
  });
}
