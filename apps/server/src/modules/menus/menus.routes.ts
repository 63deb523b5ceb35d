import {
  MENU_CATEGORIES,
  idSchema,
  menuBodySchema,
  menuCategoryQuerySchema,
  menuListQuerySchema,
  systemBodySchema,
  systemListQuerySchema,
  type MenuBody,
  type MenuCategoryQuery,
  type MenuListQuery,
  type SystemBody,
  type SystemListQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import { can } from './menu-auth';
import type { MenusService } from './menus.service';
import { resourcesRoutes, type ResourceRouteServices } from './resources.routes';
import type { SystemsService } from './systems.service';

const MENU = '/api/system/Menu';
const SYSTEM = '/api/system/System';
const tags = ['menus'];
const idParams = z.object({ id: idSchema });
const systemParams = z.object({ systemId: idSchema });
const selectorParams = z.object({ id: idSchema, systemId: idSchema });
type IdRoute = { Params: { id: string } };
const categoryQuery = z.object({ category: z.enum(MENU_CATEGORIES).optional() });

/** The services {@link menusRoutes} uses. */
export type MenuRouteServices = ResourceRouteServices & { menus: MenusService; systems: SystemsService };

/** Menus, systems and menu resources (menu system.menu). */
export async function menusRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<MenuRouteServices>,
): Promise<void> {
  const { menus, systems } = services;

  app.get<{ Querystring: MenuListQuery }>(
    MENU,
    { config: can(), schema: { querystring: menuListQuerySchema, tags } },
    async (request) => ok(await menus.list(request.query), request.lang),
  );
  app.get<{ Params: { systemId: string }; Querystring: { category?: 'Web' | 'App' } }>(
    `${MENU}/ModuleBySystem/:systemId`,
    { config: can(), schema: { params: systemParams, querystring: categoryQuery, tags } },
    async (request) =>
      ok(await menus.bySystem(request.params.systemId, request.query.category), request.lang),
  );
  app.get<{ Params: { id: string; systemId: string }; Querystring: MenuCategoryQuery }>(
    `${MENU}/Selector/:id/:systemId`,
    { config: can(), schema: { params: selectorParams, querystring: menuCategoryQuerySchema, tags } },
    async (request) => {
      const { id, systemId } = request.params;
      return ok(await menus.selector(id, systemId, request.query.category), request.lang);
    },
  );
  app.post<{ Body: MenuBody }>(
    MENU,
    { config: can('btn_add'), schema: { body: menuBodySchema, tags } },
    async (request) => ok(await menus.create(request.body, requireUser(request).userId), request.lang),
  );
  app.get<IdRoute>(`${MENU}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await menus.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: MenuBody }>(
    `${MENU}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: menuBodySchema, tags } },
    async (request) => {
      await menus.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.put<IdRoute>(
    `${MENU}/:id/Actions/State`,
    { config: can('btn_edit'), schema: { params: idParams, tags } },
    async (request) => {
      await menus.toggleState(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${MENU}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await menus.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );

  app.get<{ Querystring: SystemListQuery }>(
    SYSTEM,
    { config: can(), schema: { querystring: systemListQuerySchema, tags } },
    async (request) => ok(await systems.list(request.query), request.lang),
  );
  app.post<{ Body: SystemBody }>(
    SYSTEM,
    { config: can('btn_add'), schema: { body: systemBodySchema, tags } },
    async (request) => ok(await systems.create(request.body, requireUser(request).userId), request.lang),
  );
  app.get<IdRoute>(`${SYSTEM}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await systems.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: SystemBody }>(
    `${SYSTEM}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: systemBodySchema, tags } },
    async (request) => {
      await systems.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.put<IdRoute>(
    `${SYSTEM}/:id/Actions/State`,
    { config: can('btn_edit'), schema: { params: idParams, tags } },
    async (request) => {
      await systems.toggleState(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${SYSTEM}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await systems.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );

  await app.register(resourcesRoutes, { services });
}
