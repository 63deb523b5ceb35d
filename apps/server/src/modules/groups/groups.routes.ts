import {
  groupBodySchema,
  groupListQuerySchema,
  idSchema,
  organizeTreeQuerySchema,
  type GroupBody,
  type GroupListQuery,
  type OrganizeTreeQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/permission/Group';
const MENU = 'permission.group';
const tags = ['groups'];
const idParams = z.object({ id: idSchema });
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
type IdRoute = { Params: { id: string } };

/** Permission group administration (menu permission.group) and the group picker. */
export async function groupsRoutes(app: FastifyInstance): Promise<void> {
  const { groups } = app.services;

  app.get<{ Querystring: GroupListQuery }>(
    BASE,
    { config: can(), schema: { querystring: groupListQuerySchema, tags } },
    async (request) => ok(await groups.list(request.query), request.lang),
  );
  app.get<{ Querystring: OrganizeTreeQuery }>(
    `${BASE}/Selector`,
    { config: { auth: 'user' }, schema: { querystring: organizeTreeQuerySchema, tags } },
    async (request) => ok(await groups.selector(request.query.keyword), request.lang),
  );
  app.post<{ Body: GroupBody }>(
    BASE,
    { config: can('btn_add'), schema: { body: groupBodySchema, tags } },
    async (request) => ok(await groups.create(request.body, requireUser(request).userId), request.lang),
  );
  app.get<IdRoute>(`${BASE}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await groups.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: GroupBody }>(
    `${BASE}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: groupBodySchema, tags } },
    async (request) => {
      await groups.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await groups.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
}
