import { userAdminRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { UserAdminService } from './user-admin.service';
import type { UserPickersService } from './user-pickers.service';

/** User administration (menu permission.user). */
export async function userAdminRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ userAdmin: UserAdminService; userPickers: UserPickersService }>,
): Promise<void> {
  const { userAdmin, userPickers } = services;

  addRoute(app, routes.list, async (request) =>
    ok(await userAdmin.list(request.query, requireUser(request)), request.lang),
  );
  addRoute(app, routes.all, async (request) => ok(await userPickers.all(), request.lang));
  addRoute(app, routes.create, async (request) =>
    ok(await userAdmin.create(request.body, requireUser(request)), request.lang),
  );
  addRoute(app, routes.info, async (request) =>
    ok(await userAdmin.info(request.params.id, requireUser(request)), request.lang),
  );
  addRoute(app, routes.update, async (request) => {
    await userAdmin.update(request.params.id, request.body, requireUser(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await userAdmin.remove(request.params.id, requireUser(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.resetPassword, async (request) =>
    ok(await userAdmin.resetPassword(request.params.id, request.body, requireUser(request)), request.lang),
  );
  addRoute(app, routes.toggleState, async (request) => {
    await userAdmin.toggleState(request.params.id, requireUser(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.unlock, async (request) => {
    await userAdmin.unlock(request.params.id, requireUser(request));
    return ok(null, request.lang);
  });
}
