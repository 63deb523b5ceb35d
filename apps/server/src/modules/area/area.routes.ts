import { areaRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { AreaService } from './area.service';

/** Administrative divisions (menu system.area); the children and names calls serve the address picker. */
export async function areaRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ area: AreaService }>,
): Promise<void> {
  const { area } = services;

  addRoute(app, routes.children, async (request) =>
    ok(await area.children(request.params.parentId, request.query.keyword), request.lang),
  );
  addRoute(app, routes.names, async (request) =>
    ok(await area.namesByIds(request.body.idsList), request.lang),
  );
  addRoute(app, routes.selector, async (request) =>
    ok(await area.selector(request.params.id, request.params.excludeId), request.lang),
  );
  addRoute(app, routes.info, async (request) => ok(await area.info(request.params.id), request.lang));
  addRoute(app, routes.create, async (request) =>
    ok(await area.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.update, async (request) => {
    await area.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.toggleState, async (request) => {
    await area.toggleState(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await area.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
}
