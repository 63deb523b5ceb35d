import {
  idSchema,
  onlineUserIdsBodySchema,
  onlineUserQuerySchema,
  type OnlineUserIdsBody,
  type OnlineUserQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import type { OnlineUsersService } from './online-users.service';

const BASE = '/api/system/OnlineUser';
const MENU = 'permission.userOnline';
const tags = ['online-users'];
const idParams = z.object({ id: idSchema });
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });

/** Online users (menu permission.userOnline): live sessions and forced sign-out (btn_remove). */
export async function onlineUsersRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ onlineUsers: OnlineUsersService }>,
): Promise<void> {
  const { onlineUsers } = services;

  app.get<{ Querystring: OnlineUserQuery }>(
    BASE,
    { config: can(), schema: { querystring: onlineUserQuerySchema, tags } },
    async (request) => ok(await onlineUsers.list(request.query, requireUser(request)), request.lang),
  );
  app.delete<{ Params: { id: string } }>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await onlineUsers.forceOut([request.params.id]);
      return ok(null, request.lang);
    },
  );
  app.post<{ Body: OnlineUserIdsBody }>(
    `${BASE}/Actions/BatchDelete`,
    { config: can('btn_remove'), schema: { body: onlineUserIdsBodySchema, tags } },
    async (request) => {
      await onlineUsers.forceOut(request.body.ids);
      return ok(null, request.lang);
    },
  );
}
