import {
  idSchema,
  resourceBodySchema,
  resourceListQuerySchema,
  schemeBodySchema,
  type ResourceListQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import { can } from './menu-auth';
import type { ResourcesService, SchemesService } from './resources.service';

const tags = ['menus'];
const idParams = z.object({ id: idSchema });
const moduleParams = z.object({ moduleId: idSchema });

/** What every resource service offers the routes. */
interface ResourceCrud<B> {
  list(moduleId: string, query: ResourceListQuery): Promise<unknown>;
  info(id: string): Promise<unknown>;
  create(body: B, userId: string): Promise<{ id: string }>;
  update(id: string, body: B, userId: string): Promise<void>;
  remove(id: string, userId: string): Promise<void>;
}

function crudRoutes<B>(app: FastifyInstance, base: string, body: z.ZodType<B>, service: ResourceCrud<B>) {
  type IdRoute = { Params: { id: string } };
  app.get<{ Params: { moduleId: string }; Querystring: ResourceListQuery }>(
    `${base}/:moduleId/List`,
    { config: can(), schema: { params: moduleParams, querystring: resourceListQuerySchema, tags } },
    async (request) => ok(await service.list(request.params.moduleId, request.query), request.lang),
  );
  app.post<{ Body: B }>(base, { config: can('btn_add'), schema: { body, tags } }, async (request) =>
    ok(await service.create(request.body as B, requireUser(request).userId), request.lang),
  );
  app.get<IdRoute>(`${base}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await service.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: B }>(
    `${base}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body, tags } },
    async (request) => {
      await service.update(request.params.id, request.body as B, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${base}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await service.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
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
  crudRoutes(app, '/api/system/ModuleButton', resourceBodySchema, services.menuButtons);
  crudRoutes(app, '/api/system/ModuleColumn', resourceBodySchema, services.menuColumns);
  crudRoutes(app, '/api/system/ModuleForm', resourceBodySchema, services.menuForms);
  crudRoutes(app, '/api/system/ModuleDataAuthorizeScheme', schemeBodySchema, services.menuSchemes);
}
