import { VISUAL_DEV_DATA_MAX, VISUAL_DEV_JSON_MAX, visualDevRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { OnlineDevService } from './online-dev.service';
import type { VisualDevReleaseService } from './visualdev-release.service';
import type { VisualDevService } from './visualdev.service';

/** Room for the four design JSON texts plus escaping. */
const DESIGN_BODY_LIMIT = VISUAL_DEV_JSON_MAX * 4 * 2;
const RECORD_BODY_LIMIT = VISUAL_DEV_DATA_MAX * 2 + 64 * 1024;

/** Designs (menu onlineDev.webDesign), their release, and the form-only runtime. */
export async function visualDevRoutes(
  app: FastifyInstance,
  {
    services,
  }: ModuleRouteOptions<{
    visualDev: VisualDevService;
    visualDevRelease: VisualDevReleaseService;
    onlineDev: OnlineDevService;
  }>,
): Promise<void> {
  const { visualDev, visualDevRelease, onlineDev } = services;
  const big = { bodyLimit: DESIGN_BODY_LIMIT };

  addRoute(app, routes.list, async (request) => ok(await visualDev.list(request.query), request.lang));
  addRoute(app, routes.selector, async (request) =>
    ok(await visualDev.selector(request.query), request.lang),
  );
  addRoute(
    app,
    routes.create,
    async (request) =>
      ok(await visualDev.create(request.body, requireUser(request).userId, request.lang), request.lang),
    big,
  );
  addRoute(app, routes.info, async (request) => ok(await visualDev.info(request.params.id), request.lang));
  addRoute(
    app,
    routes.update,
    async (request) => {
      await visualDev.update(request.params.id, request.body, requireUser(request).userId, request.lang);
      return ok(null, request.lang);
    },
    big,
  );
  addRoute(app, routes.remove, async (request) => {
    await visualDev.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.copy, async (request) =>
    ok(await visualDev.copy(request.params.id, requireUser(request).userId, request.lang), request.lang),
  );
  addRoute(app, routes.release, async (request) =>
    ok(
      await visualDevRelease.release(
        request.params.id,
        request.body,
        requireUser(request).userId,
        request.lang,
      ),
      request.lang,
    ),
  );
  addRoute(app, routes.rollback, async (request) => {
    await visualDev.rollback(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.formDataFields, async (request) =>
    ok(await visualDev.formDataFields(request.params.id), request.lang),
  );
  addRoute(app, routes.fieldDataSelect, async (request) =>
    ok(await onlineDev.fieldData(request.params.id, request.query, requireUser(request)), request.lang),
  );
  addRoute(app, routes.config, async (request) =>
    ok(await onlineDev.config(request.params.modelId), request.lang),
  );
  addRoute(
    app,
    routes.saveRecord,
    async (request) =>
      ok(await onlineDev.create(request.params.modelId, request.body, requireUser(request)), request.lang),
    { bodyLimit: RECORD_BODY_LIMIT },
  );
}
