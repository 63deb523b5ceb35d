import {
  idSchema,
  resetPasswordBodySchema,
  userBodySchema,
  userListQuerySchema,
  type ResetPasswordBody,
  type UserBody,
  type UserListQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

/** Base path of the user administration and user pickers. */
export const USERS_BASE = '/api/permission/Users';
const MENU = 'permission.user';
const tags = ['user-admin'];
const idParams = z.object({ id: idSchema });
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
type IdRoute = { Params: { id: string } };

/** User administration (menu permission.user). */
export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  const { userAdmin, userPickers } = app.services;
  const BASE = USERS_BASE;

  app.get<{ Querystring: UserListQuery }>(
    BASE,
    { config: can(), schema: { querystring: userListQuerySchema, tags } },
    async (request) => ok(await userAdmin.list(request.query, requireUser(request)), request.lang),
  );
  app.get(`${BASE}/All`, { config: can(), schema: { tags } }, async (request) =>
    ok(await userPickers.all(), request.lang),
  );
  app.post<{ Body: UserBody }>(
    BASE,
    { config: can('btn_add'), schema: { body: userBodySchema, tags } },
    async (request) => ok(await userAdmin.create(request.body, requireUser(request)), request.lang),
  );
  app.get<IdRoute>(`${BASE}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await userAdmin.info(request.params.id, requireUser(request)), request.lang),
  );
  app.put<IdRoute & { Body: UserBody }>(
    `${BASE}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: userBodySchema, tags } },
    async (request) => {
      await userAdmin.update(request.params.id, request.body, requireUser(request));
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await userAdmin.remove(request.params.id, requireUser(request));
      return ok(null, request.lang);
    },
  );
  app.post<IdRoute & { Body: ResetPasswordBody }>(
    `${BASE}/:id/Actions/ResetPassword`,
    { config: can('btn_edit'), schema: { params: idParams, body: resetPasswordBodySchema, tags } },
    async (request) => {
      await userAdmin.resetPassword(request.params.id, request.body.userPassword, requireUser(request));
      return ok(null, request.lang);
    },
  );
  app.put<IdRoute>(
    `${BASE}/:id/Actions/State`,
    { config: can('btn_edit'), schema: { params: idParams, tags } },
    async (request) => {
      await userAdmin.toggleState(request.params.id, requireUser(request));
      return ok(null, request.lang);
    },
  );
  app.put<IdRoute>(
    `${BASE}/:id/Actions/unlock`,
    { config: can('btn_edit'), schema: { params: idParams, tags } },
    async (request) => {
      await userAdmin.unlock(request.params.id, requireUser(request));
      return ok(null, request.lang);
    },
  );
}
