import { ONLINE_DEV_RECORD_BODY, onlineDevRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { OnlineDevExportService } from './online-dev-export.service';
import type { OnlineDevListService } from './online-dev-list.service';

/** The records of generated list pages (`/api/visualdev/OnlineDev/{modelId}`, form-model.md §5). */
export async function onlineDevRoutes(
  app: FastifyInstance,
  {
    services,
  }: ModuleRouteOptions<{ onlineDevList: OnlineDevListService; onlineDevExport: OnlineDevExportService }>,
): Promise<void> {
  const { onlineDevList: records, onlineDevExport: exports } = services;
  addRoute(app, routes.recordList, async (request) =>
    ok(await records.list(request.params.modelId, request.body, requireUser(request)), request.lang),
  );
  addRoute(app, routes.recordInfo, async (request) =>
    ok(await records.info(request.params.modelId, request.params.id, requireUser(request)), request.lang),
  );
  addRoute(app, routes.recordDetail, async (request) =>
    ok(await records.detail(request.params.modelId, request.params.id, requireUser(request)), request.lang),
  );
  addRoute(
    app,
    routes.recordUpdate,
    async (request) => {
      const { modelId, id } = request.params;
      await records.update(modelId, id, request.body, requireUser(request));
      return ok(null, request.lang);
    },
    { bodyLimit: ONLINE_DEV_RECORD_BODY },
  );
  addRoute(app, routes.recordRemove, async (request) => {
    await records.remove(request.params.modelId, request.params.id, requireUser(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.recordBatchRemove, async (request) => {
    await records.batchRemove(request.params.modelId, request.body.ids, requireUser(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.recordExport, async (request) =>
    ok(await exports.export(request.params.modelId, request.body, requireUser(request)), request.lang),
  );
  // A streamed file, not an envelope: registered by hand from its declaration.
  const download = routes.recordDownload;
  app.get<{ Params: { modelId: string; fileName: string } }>(
    download.path,
    { config: { auth: download.auth }, schema: { params: download.params, tags: [...download.tags] } },
    async (request, reply) => {
      const file = await exports.download(requireUser(request), request.params.fileName);
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(file.bytes);
    },
  );
}
