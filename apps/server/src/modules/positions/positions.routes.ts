import { positionRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { PositionsService } from './positions.service';

/** Position administration (menu permission.position) and the position pickers. */
export async function positionsRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ positions: PositionsService }>,
): Promise<void> {
  const { positions } = services;

  addRoute(app, routes.list, async (request) => ok(await positions.list(request.query), request.lang));
  addRoute(app, routes.selector, async (request) => ok(await positions.selector(), request.lang));
  addRoute(app, routes.all, async (request) => ok(await positions.all(), request.lang));
  addRoute(app, routes.byOrganizes, async (request) =>
    ok(await positions.byOrganizes(request.body), request.lang),
  );
  addRoute(app, routes.condition, async (request) =>
    ok(await positions.condition(request.body), request.lang),
  );
  addRoute(app, routes.create, async (request) =>
    ok(await positions.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.info, async (request) => ok(await positions.info(request.params.id), request.lang));
  addRoute(app, routes.update, async (request) => {
    await positions.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await positions.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
}
