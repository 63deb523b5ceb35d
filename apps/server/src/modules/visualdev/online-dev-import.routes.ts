import multipart from '@fastify/multipart';
import { ONLINE_IMPORT_BODY_MAX, onlineDevImportRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { EXCEL_UPLOAD_LIMITS, readExcelUpload, sendSheet } from '../../lib/excel-upload';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { OnlineDevImportService } from './online-dev-import.service';

/**
 * The import of generated list pages (`/api/visualdev/OnlineDev/{modelId}`: Template, Uploader,
 * ImportPreview, ImportData, ImportExceptionData), each on the design's import button (btn_upload).
 */
export async function onlineDevImportRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ onlineDevImport: OnlineDevImportService }>,
): Promise<void> {
  const service = services.onlineDevImport;
  await app.register(multipart, EXCEL_UPLOAD_LIMITS);

  addRoute(app, routes.importTemplate, async (request) =>
    ok(await service.template(request.params.modelId, requireUser(request), request.lang), request.lang),
  );
  addRoute(app, routes.importUpload, async (request) => {
    const file = await readExcelUpload(request);
    return ok(
      await service.upload(request.params.modelId, requireUser(request), file.name, file.bytes),
      request.lang,
    );
  });
  addRoute(app, routes.importPreview, async (request) =>
    ok(
      await service.preview(
        request.params.modelId,
        requireUser(request),
        request.query.fileName,
        request.lang,
      ),
      request.lang,
    ),
  );
  addRoute(
    app,
    routes.importData,
    async (request) =>
      ok(
        await service.import(request.params.modelId, request.body.list, requireUser(request), request.lang),
        request.lang,
      ),
    { bodyLimit: ONLINE_IMPORT_BODY_MAX },
  );
  addRoute(
    app,
    routes.importErrors,
    async (request) =>
      ok(
        await service.exportErrors(
          request.params.modelId,
          request.body.list,
          requireUser(request),
          request.lang,
        ),
        request.lang,
      ),
    { bodyLimit: ONLINE_IMPORT_BODY_MAX },
  );
  // A streamed file, not an envelope: registered by hand from its declaration.
  const download = routes.importDownload;
  app.get<{ Params: { modelId: string; fileName: string } }>(
    download.path,
    { config: { auth: download.auth }, schema: { params: download.params, tags: [...download.tags] } },
    async (request, reply) =>
      sendSheet(reply, await service.download(requireUser(request), request.params.fileName)),
  );
}
