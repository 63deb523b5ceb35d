import { menuResourceRoutes as routes, type ResourceBody, type SchemeBody } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import type { ResourcesService, SchemesService } from './resources.service';

/** A button, column or form kind's routes (the three share one shape). */
type ResourceKindRoutes = (typeof routes)['ModuleButton'];

function resourceKindRoutes(app: FastifyInstance, r: ResourceKindRoutes, service: ResourcesService) {
  addRoute(app, r.list, async (request) =>
    ok(await service.list(request.params.moduleId, request.query, request.lang), request.lang),
  );
  addRoute(app, r.create, async (request) =>
    ok(await service.create(request.body satisfies ResourceBody, requireUser(request).userId), request.lang),
  );
  addRoute(app, r.info, async (request) => ok(await service.info(request.params.id), request.lang));
  addRoute(app, r.update, async (request) => {
    await service.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, r.remove, async (request) => {
    await service.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
}

function schemeRoutes(app: FastifyInstance, service: SchemesService) {
  const r = routes.ModuleDataAuthorizeScheme;
  addRoute(app, r.list, async (request) =>
    ok(await service.list(request.params.moduleId, request.query, request.lang), request.lang),
  );
  addRoute(app, r.create, async (request) =>
    ok(await service.create(request.body satisfies SchemeBody, requireUser(request).userId), request.lang),
  );
  addRoute(app, r.info, async (request) => ok(await service.info(request.params.id), request.lang));
  addRoute(app, r.update, async (request) => {
    await service.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, r.remove, async (request) => {
    await service.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
}

/** The services {@link resourcesRoutes} uses. */
export interface ResourceRouteServices {
  menuButtons: ResourcesService;
  menuColumns: ResourcesService;
  menuForms: ResourcesService;
  menuSchemes: SchemesService;
}

/** Buttons, columns, form fields and data schemes of a menu. */
export async function resourcesRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<ResourceRouteServices>,
): Promise<void> {
  resourceKindRoutes(app, routes.ModuleButton, services.menuButtons);
  resourceKindRoutes(app, routes.ModuleColumn, services.menuColumns);
  resourceKindRoutes(app, routes.ModuleForm, services.menuForms);
  schemeRoutes(app, services.menuSchemes);
}
