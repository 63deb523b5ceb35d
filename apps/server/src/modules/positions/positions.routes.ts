import {
  idSchema,
  organizeIdsBodySchema,
  positionBodySchema,
  positionConditionBodySchema,
  positionListQuerySchema,
  type OrganizeIdsBody,
  type PositionBody,
  type PositionConditionBody,
  type PositionListQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/permission/Position';
const MENU = 'permission.position';
const tags = ['positions'];
const idParams = z.object({ id: idSchema });
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
const anyUser = { auth: 'user' as const };
type IdRoute = { Params: { id: string } };

/** Position administration (menu permission.position) and the position pickers. */
export async function positionsRoutes(app: FastifyInstance): Promise<void> {
  const { positions } = app.services;

  app.get<{ Querystring: PositionListQuery }>(
    BASE,
    { config: can(), schema: { querystring: positionListQuerySchema, tags } },
    async (request) => ok(await positions.list(request.query), request.lang),
  );
  app.get(`${BASE}/Selector`, { config: anyUser, schema: { tags } }, async (request) =>
    ok(await positions.selector(), request.lang),
  );
  app.get(`${BASE}/All`, { config: can(), schema: { tags } }, async (request) =>
    ok(await positions.all(), request.lang),
  );
  app.post<{ Body: OrganizeIdsBody }>(
    `${BASE}/getListByOrgIds`,
    { config: anyUser, schema: { body: organizeIdsBodySchema, tags } },
    async (request) => ok(await positions.byOrganizes(request.body), request.lang),
  );
  app.post<{ Body: PositionConditionBody }>(
    `${BASE}/PositionCondition`,
    { config: anyUser, schema: { body: positionConditionBodySchema, tags } },
    async (request) => ok(await positions.condition(request.body), request.lang),
  );
  app.post<{ Body: PositionBody }>(
    BASE,
    { config: can('btn_add'), schema: { body: positionBodySchema, tags } },
    async (request) => ok(await positions.create(request.body, requireUser(request).userId), request.lang),
  );
  app.get<IdRoute>(`${BASE}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await positions.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: PositionBody }>(
    `${BASE}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: positionBodySchema, tags } },
    async (request) => {
      await positions.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await positions.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
}
