import { organizeRoutes as routes, type DepartmentBody, type OrganizeBody } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { OrganizeService } from './organize.service';

/** Organisation administration (menu permission.organize): companies and departments as one tree. */
export async function organizeRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ organize: OrganizeService }>,
): Promise<void> {
  const { organize } = services;

  addRoute(app, routes.tree, async (request) =>
    ok(await organize.tree(request.query.keyword, request.query.parentId), request.lang),
  );
  addRoute(app, routes.treeAlias, async (request) =>
    ok(await organize.tree(request.query.keyword, request.query.parentId), request.lang),
  );
  addRoute(app, routes.create, async (request) =>
    ok(await organize.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.selectorByAuth, async (request) =>
    ok(await organize.selectorByAuth(requireUser(request), request.params.id, request.query), request.lang),
  );
  addRoute(app, routes.condition, async (request) =>
    ok(await organize.condition(request.body), request.lang),
  );
  addRoute(app, routes.info, async (request) => ok(await organize.info(request.params.id), request.lang));
  addRoute(app, routes.update, async (request) => {
    await organize.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await organize.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  await app.register(departmentRoutes, { services });
}

/** Departments: the same tree, written and read as departments only. */
async function departmentRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ organize: OrganizeService }>,
): Promise<void> {
  const { organize } = services;
  const department = (body: DepartmentBody): OrganizeBody => ({ ...body, category: 'department' });

  addRoute(app, routes.departmentSelector, async (request) =>
    ok(await organize.selector(request.params.id, undefined, request.query), request.lang),
  );
  addRoute(app, routes.departmentSelectorByAuth, async (request) =>
    ok(await organize.selectorByAuth(requireUser(request), request.params.id, request.query), request.lang),
  );
  addRoute(app, routes.departmentCreate, async (request) =>
    ok(await organize.create(department(request.body), requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.departmentInfo, async (request) =>
    ok(await organize.info(request.params.id, 'department'), request.lang),
  );
  addRoute(app, routes.departmentUpdate, async (request) => {
    const { userId } = requireUser(request);
    await organize.update(request.params.id, department(request.body), userId, 'department');
    return ok(null, request.lang);
  });
}
