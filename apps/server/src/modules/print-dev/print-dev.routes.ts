import multipart from '@fastify/multipart';
import { PRINT_TEMPLATE_MAX, printDevRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { PrintDevService } from './print-dev.service';

/** Room for the largest template plus JSON escaping. */
const BODY_LIMIT = PRINT_TEMPLATE_MAX * 2 + 64 * 1024;

/** Print templates (menu system.printDev), the template selector and print data. */
export async function printDevRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ printDev: PrintDevService }>,
): Promise<void> {
  const { printDev } = services;
  await app.register(multipart, {
    limits: { files: 1, fileSize: BODY_LIMIT, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
  });

  addRoute(app, routes.list, async (request) => ok(await printDev.list(request.query), request.lang));
  addRoute(app, routes.selector, async (request) =>
    ok(await printDev.selector(request.query.type), request.lang),
  );
  addRoute(app, routes.resources, async (request) => ok(await printDev.resources(), request.lang));
  addRoute(app, routes.data, async (request) =>
    ok(await printDev.data(request.query, requireUser(request)), request.lang),
  );
  addRoute(app, routes.fields, async (request) =>
    ok(await printDev.fields(request.body, requireUser(request)), request.lang),
  );
  addRoute(app, routes.import, async (request) => {
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest('printImportFileMissing');
    const bytes = await part.toBuffer().catch(() => {
      throw badRequest('printImportInvalid');
    });
    return ok(await printDev.importFile(bytes.toString('utf8'), requireUser(request)), request.lang);
  });
  addRoute(
    app,
    routes.create,
    async (request) => ok(await printDev.create(request.body, requireUser(request)), request.lang),
    { bodyLimit: BODY_LIMIT },
  );
  addRoute(app, routes.info, async (request) => ok(await printDev.info(request.params.id), request.lang));
  addRoute(
    app,
    routes.update,
    async (request) => {
      await printDev.update(request.params.id, request.body, requireUser(request));
      return ok(null, request.lang);
    },
    { bodyLimit: BODY_LIMIT },
  );
  addRoute(app, routes.remove, async (request) => {
    await printDev.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.copy, async (request) =>
    ok(await printDev.copy(request.params.id, requireUser(request), request.lang), request.lang),
  );
  addRoute(app, routes.export, async (request) =>
    ok(await printDev.exportFile(request.params.id), request.lang),
  );
}
