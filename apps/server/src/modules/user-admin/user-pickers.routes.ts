import { userPickerRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { UserPickersService } from './user-pickers.service';

/**
 * The user pickers (any signed-in user): enabled, live users with picker fields only.
 * `GET /Users/ImUser` is the chat module's.
 */
export async function userPickersRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ userPickers: UserPickersService }>,
): Promise<void> {
  const { userPickers } = services;

  addRoute(app, routes.selector, async (request) => ok(await userPickers.selector(), request.lang));
  addRoute(app, routes.byIds, async (request) =>
    ok(await userPickers.byIds(request.body.userId), request.lang),
  );
  addRoute(app, routes.selected, async (request) =>
    ok(await userPickers.selected(request.body.userId), request.lang),
  );
  addRoute(app, routes.subordinates, async (request) =>
    ok(await userPickers.subordinates(requireUser(request).userId, request.body.keyword), request.lang),
  );
  addRoute(app, routes.organization, async (request) =>
    ok(await userPickers.organization(requireUser(request).userId, request.query), request.lang),
  );
  addRoute(app, routes.byPosition, async (request) =>
    ok(await userPickers.byPosition(request.query), request.lang),
  );
  addRoute(app, routes.byRole, async (request) => ok(await userPickers.byRole(request.query), request.lang));
  addRoute(app, routes.condition, async (request) =>
    ok(await userPickers.condition(request.body), request.lang),
  );
  addRoute(app, routes.selectedUsers, async (request) =>
    ok(await userPickers.condition(request.body), request.lang),
  );
  addRoute(app, routes.byAuthorize, async (request) =>
    ok(await userPickers.byAuthorize(request.params.id, request.body), request.lang),
  );
  addRoute(app, routes.imSelector, async (request) =>
    ok(await userPickers.imSelector(request.params.id, request.body), request.lang),
  );
}
