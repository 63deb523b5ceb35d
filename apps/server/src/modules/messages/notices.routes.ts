import { noticeRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { NoticesService } from './notices.service';

/** Notice administration (menu system.notice): drafts, edits, release, recipients. */
export async function noticesRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ notices: NoticesService }>,
): Promise<void> {
  const { notices } = services;

  addRoute(app, routes.list, async (request) => ok(await notices.list(request.query), request.lang));
  addRoute(app, routes.recipientOptions, async (request) =>
    ok(await notices.recipientOptions(), request.lang),
  );
  addRoute(app, routes.recipientUsers, async (request) =>
    ok(await notices.recipientUsers(request.query), request.lang),
  );
  addRoute(app, routes.create, async (request) =>
    ok(await notices.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.info, async (request) => ok(await notices.info(request.params.id), request.lang));
  addRoute(app, routes.update, async (request) => {
    await notices.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await notices.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.release, async (request) => {
    await notices.release(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
}
