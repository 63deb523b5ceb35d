import multipart from '@fastify/multipart';
import {
  DATA_INTERFACE_IMPORT_MAX_BYTES,
  dataInterfaceExportSchema,
  dataInterfaceRoutes as routes,
  formatServerMessage,
} from '@tessera/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import type { Caller, DataInterfaceService } from './data-interface.service';
import type { SqlReader } from './sql-runner';
import { sqlReaderRoutes } from './sql-runner.routes';

const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const callerOf = (request: FastifyRequest, menuId?: string): Caller => {
  const user = requireUser(request);
  const caller = { userId: user.userId, isAdministrator: user.isAdministrator, ip: request.ip };
  return { ...caller, lang: request.lang, ...(menuId ? { menuId } : {}) };
};

/** Data interfaces (spec 02 §7): administration under menu systemData.dataInterface, runtime calls for any user. */
export async function dataInterfaceRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ dataInterfaces: DataInterfaceService; sqlReader: SqlReader }>,
): Promise<void> {
  const service = services.dataInterfaces;
  await app.register(sqlReaderRoutes, { services });
  await app.register(multipart, {
    limits: { files: 1, fileSize: DATA_INTERFACE_IMPORT_MAX_BYTES, fields: 0, parts: 2, headerPairs: 50 },
  });

  addRoute(app, routes.list, async (request) => ok(await service.list(request.query), request.lang));
  addRoute(app, routes.selector, async (request) => ok(await service.selector(), request.lang));
  addRoute(app, routes.create, async (request) =>
    ok(await service.create(request.body, callerOf(request)), request.lang),
  );
  addRoute(app, routes.info, async (request) => ok(await service.info(request.params.id), request.lang));
  addRoute(app, routes.update, async (request) => {
    await service.update(request.params.id, request.body, callerOf(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await service.remove(request.params.id, callerOf(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.toggleState, async (request) => {
    await service.toggleState(request.params.id, callerOf(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.preview, async (request) =>
    ok(await service.preview(request.params.id, request.body, callerOf(request)), request.lang),
  );
  addRoute(app, routes.params, async (request) => ok(await service.params(request.params.id), request.lang));
  addRoute(app, routes.export, async (request, reply) => {
    const { fileName, file } = await service.exportFile(request.params.id);
    await reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', disposition(fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(JSON.stringify(file, null, 2));
  });
  addRoute(app, routes.import, async (request) => {
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest('fileMissing');
    const bytes = await part.toBuffer().catch(() => {
      throw badRequest('diImportInvalid');
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw badRequest('diImportInvalid');
    }
    const file = dataInterfaceExportSchema.safeParse(parsed);
    if (!file.success) throw badRequest('diImportInvalid');
    const result = await service.importFile(file.data, callerOf(request));
    return { ...ok(result, request.lang), msg: formatServerMessage('ok', request.lang) };
  });
  addRoute(app, routes.logs, async (request) =>
    ok(await service.logs(request.params.id, request.query), request.lang),
  );
  addRoute(app, routes.records, async (request) =>
    ok(
      await service.listRecords(request.params.id, request.body, callerOf(request, request.body.menuId)),
      request.lang,
    ),
  );
  addRoute(app, routes.infoByIds, async (request) =>
    ok(
      await service.infoByIds(request.params.id, request.body, callerOf(request, request.body.menuId)),
      request.lang,
    ),
  );
  addRoute(app, routes.response, async (request) =>
    ok(
      await service.response(
        request.params.id,
        request.body.paramList,
        callerOf(request, request.body.menuId),
      ),
      request.lang,
    ),
  );
}
