import { groupRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { GroupsService } from './groups.service';

/** Permission group administration (menu permission.group) and the group picker. */
export async function groupsRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ groups: GroupsService }>,
): Promise<void> {
  const { groups } = services;

  addRoute(app, routes.list, async (request) => ok(await groups.list(request.query), request.lang));
  addRoute(app, routes.selector, async (request) =>
    ok(await groups.selector(request.query.keyword), request.lang),
  );
  addRoute(app, routes.create, async (request) =>
    ok(await groups.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.info, async (request) => ok(await groups.info(request.params.id), request.lang));
  addRoute(app, routes.update, async (request) => {
    await groups.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await groups.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
}
