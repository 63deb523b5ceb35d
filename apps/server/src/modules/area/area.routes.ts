import {
  areaBodySchema,
  areaByIdsBodySchema,
  areaChildrenQuerySchema,
  idSchema,
  type AreaBody,
  type AreaByIdsBody,
  type AreaChildrenQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/system/Area';
const MENU = 'system.area';
const tags = ['area'];
const idParams = z.object({ id: idSchema });
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
type IdRoute = { Params: { id: string } };

/** Administrative divisions (menu system.area); the children and names calls serve the address picker. */
export async function areaRoutes(app: FastifyInstance): Promise<void> {
  const { area } = app.services;

  app.get<{ Params: { parentId: string }; Querystring: AreaChildrenQuery }>(
    `${BASE}/:parentId`,
    {
      config: { auth: 'user' },
      schema: { params: z.object({ parentId: idSchema }), querystring: areaChildrenQuerySchema, tags },
    },
    async (request) => ok(await area.children(request.params.parentId, request.query.keyword), request.lang),
  );
  app.post<{ Body: AreaByIdsBody }>(
    `${BASE}/GetAreaByIds`,
    { config: { auth: 'user' }, schema: { body: areaByIdsBodySchema, tags } },
    async (request) => ok(await area.namesByIds(request.body.idsList), request.lang),
  );
  app.get<{ Params: { id: string; excludeId: string } }>(
    `${BASE}/:id/Selector/:excludeId`,
    { config: can(), schema: { params: z.object({ id: idSchema, excludeId: idSchema }), tags } },
    async (request) => ok(await area.selector(request.params.id, request.params.excludeId), request.lang),
  );
  app.get<IdRoute>(
    `${BASE}/:id/Info`,
    { config: can(), schema: { params: idParams, tags } },
    async (request) => ok(await area.info(request.params.id), request.lang),
  );
  app.post<{ Body: AreaBody }>(
    BASE,
    { config: can('btn_add'), schema: { body: areaBodySchema, tags } },
    async (request) => ok(await area.create(request.body, requireUser(request).userId), request.lang),
  );
  app.put<IdRoute & { Body: AreaBody }>(
    `${BASE}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: areaBodySchema, tags } },
    async (request) => {
      await area.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.put<IdRoute>(
    `${BASE}/:id/Actions/State`,
    { config: can('btn_edit'), schema: { params: idParams, tags } },
    async (request) => {
      await area.toggleState(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await area.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
}
