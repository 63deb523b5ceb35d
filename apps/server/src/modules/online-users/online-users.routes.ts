import { onlineUserRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import type { OnlineUsersService } from './online-users.service';

/** Online users (menu permission.userOnline): live sessions and forced sign-out (btn_remove). */
export async function onlineUsersRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ onlineUsers: OnlineUsersService }>,
): Promise<void> {
  const { onlineUsers } = services;

  addRoute(app, routes.list, async (request) =>
    ok(await onlineUsers.list(request.query, requireUser(request), request.lang), request.lang),
  );
  addRoute(app, routes.forceOut, async (request) => {
    await onlineUsers.forceOut([request.params.id]);
    return ok(null, request.lang);
  });
  addRoute(app, routes.forceOutMany, async (request) => {
    await onlineUsers.forceOut(request.body.ids);
    return ok(null, request.lang);
  });
}
