import { messageTemplateRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { MessageTemplateService } from './message-template.service';

/** Message templates (menu msgCenter.msgTemplate) and the type lists of their form. */
export async function messageTemplateRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ messageTemplates: MessageTemplateService }>,
): Promise<void> {
  const { messageTemplates } = services;

  addRoute(app, routes.list, async (request) => ok(await messageTemplates.list(request.query), request.lang));
  addRoute(app, routes.create, async (request) =>
    ok(await messageTemplates.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.info, async (request) =>
    ok(await messageTemplates.info(request.params.id), request.lang),
  );
  addRoute(app, routes.update, async (request) => {
    await messageTemplates.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await messageTemplates.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.copy, async (request) =>
    ok(
      await messageTemplates.copy(request.params.id, requireUser(request).userId, request.lang),
      request.lang,
    ),
  );
  addRoute(app, routes.typeList, async (request) =>
    ok(messageTemplates.typeList(request.params.id, request.lang), request.lang),
  );
}
