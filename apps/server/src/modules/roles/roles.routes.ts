import { roleRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { RolesService } from './roles.service';

/** Role administration (menu permission.role) and the role pickers. */
export async function rolesRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ roles: RolesService }>,
): Promise<void> {
  const { roles } = services;

  addRoute(app, routes.list, async (request) => ok(await roles.list(request.query), request.lang));
  addRoute(app, routes.selector, async (request) => ok(await roles.selector(), request.lang));
  addRoute(app, routes.selectorByPermission, async (request) =>
    ok(await roles.selectorByPermission(requireUser(request)), request.lang),
  );
  addRoute(app, routes.byOrganizes, async (request) =>
    ok(await roles.byOrganizes(request.body), request.lang),
  );
  addRoute(app, routes.create, async (request) =>
    ok(await roles.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.info, async (request) => ok(await roles.info(request.params.id), request.lang));
  addRoute(app, routes.update, async (request) => {
    await roles.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.toggleState, async (request) => {
    await roles.toggleState(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await roles.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
}
