import { messageRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { MessagesService } from './messages.service';

/** The caller's own inbox (spec 01 sections 2.6 and 7, "Messages"): only their rows, ever. */
export async function messagesRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ messages: MessagesService }>,
): Promise<void> {
  const { messages } = services;

  addRoute(app, routes.list, async (request) =>
    ok(await messages.list(requireUser(request).userId, request.query), request.lang),
  );
  addRoute(app, routes.readAll, async (request) => {
    await messages.readAll(requireUser(request).userId, request.body);
    return ok(null, request.lang);
  });
  addRoute(app, routes.readInfo, async (request) =>
    ok(await messages.readInfo(requireUser(request).userId, request.params.id), request.lang),
  );
  addRoute(app, routes.deleteRecords, async (request) => {
    await messages.deleteRecords(requireUser(request).userId, request.body.ids);
    return ok(null, request.lang);
  });
}
