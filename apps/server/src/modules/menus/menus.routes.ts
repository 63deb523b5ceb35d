import { menuRoutes, systemRoutes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import type { MenusService } from './menus.service';
import { resourcesRoutes, type ResourceRouteServices } from './resources.routes';
import type { SystemsService } from './systems.service';

/** The services {@link menusRoutes} uses. */
export type MenuRouteServices = ResourceRouteServices & { menus: MenusService; systems: SystemsService };

/** Menus, systems and menu resources (menu system.menu). */
export async function menusRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<MenuRouteServices>,
): Promise<void> {
  const { menus, systems } = services;

  addRoute(app, menuRoutes.list, async (request) =>
    ok(await menus.list(request.query, request.lang), request.lang),
  );
  addRoute(app, menuRoutes.bySystem, async (request) =>
    ok(await menus.bySystem(request.params.systemId, request.query.category, request.lang), request.lang),
  );
  addRoute(app, menuRoutes.selector, async (request) => {
    const { id, systemId } = request.params;
    return ok(await menus.selector(id, systemId, request.query.category, request.lang), request.lang);
  });
  addRoute(app, menuRoutes.create, async (request) =>
    ok(await menus.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, menuRoutes.info, async (request) => ok(await menus.info(request.params.id), request.lang));
  addRoute(app, menuRoutes.update, async (request) => {
    await menus.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, menuRoutes.toggleState, async (request) => {
    await menus.toggleState(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, menuRoutes.remove, async (request) => {
    await menus.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });

  addRoute(app, systemRoutes.list, async (request) =>
    ok(await systems.list(request.query, request.lang), request.lang),
  );
  addRoute(app, systemRoutes.create, async (request) =>
    ok(await systems.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, systemRoutes.info, async (request) =>
    ok(await systems.info(request.params.id), request.lang),
  );
  addRoute(app, systemRoutes.update, async (request) => {
    await systems.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, systemRoutes.toggleState, async (request) => {
    await systems.toggleState(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, systemRoutes.remove, async (request) => {
    await systems.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });

  await app.register(resourcesRoutes, { services });
}
