import {
  idSchema,
  organizeIdsBodySchema,
  roleBodySchema,
  roleListQuerySchema,
  type OrganizeIdsBody,
  type RoleBody,
  type RoleListQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/permission/Role';
const MENU = 'permission.role';
const tags = ['roles'];
const idParams = z.object({ id: idSchema });
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
const anyUser = { auth: 'user' as const };
type IdRoute = { Params: { id: string } };

/** Role administration (menu permission.role) and the role pickers. */
export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  const { roles } = app.services;

  app.get<{ Querystring: RoleListQuery }>(
    BASE,
    { config: can(), schema: { querystring: roleListQuerySchema, tags } },
    async (request) => ok(await roles.list(request.query), request.lang),
  );
  app.get(`${BASE}/Selector`, { config: anyUser, schema: { tags } }, async (request) =>
    ok(await roles.selector(), request.lang),
  );
  app.get(`${BASE}/SelectorByPermission`, { config: anyUser, schema: { tags } }, async (request) =>
    ok(await roles.selectorByPermission(requireUser(request)), request.lang),
  );
  app.post<{ Body: OrganizeIdsBody }>(
    `${BASE}/getListByOrgIds`,
    { config: anyUser, schema: { body: organizeIdsBodySchema, tags } },
    async (request) => ok(await roles.byOrganizes(request.body), request.lang),
  );
  app.post<{ Body: RoleBody }>(
    BASE,
    { config: can('btn_add'), schema: { body: roleBodySchema, tags } },
    async (request) => ok(await roles.create(request.body, requireUser(request).userId), request.lang),
  );
  app.get<IdRoute>(`${BASE}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await roles.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: RoleBody }>(
    `${BASE}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: roleBodySchema, tags } },
    async (request) => {
      await roles.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.put<IdRoute>(
    `${BASE}/:id/Actions/State`,
    { config: can('btn_edit'), schema: { params: idParams, tags } },
    async (request) => {
      await roles.toggleState(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await roles.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
}
