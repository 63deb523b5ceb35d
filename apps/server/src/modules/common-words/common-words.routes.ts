import { commonWordsRoutes as routes } from '@tessera/shared/common-words.contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { CommonWordsService } from './common-words.service';

/** Common phrases: administration (menu system.commonWords) and the picker for any signed-in user. */
export async function commonWordsRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ commonWords: CommonWordsService }>,
): Promise<void> {
  const { commonWords } = services;

  addRoute(app, routes.list, async (request) =>
    ok(await commonWords.list(request.query, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.selector, async (request) =>
    ok(await commonWords.selector(requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.create, async (request) =>
    ok(await commonWords.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.info, async (request) =>
    ok(await commonWords.info(request.params.id, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.update, async (request) => {
    await commonWords.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await commonWords.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
}
