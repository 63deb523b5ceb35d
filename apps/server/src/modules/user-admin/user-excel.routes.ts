import multipart from '@fastify/multipart';
import { userExcelRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { EXCEL_UPLOAD_LIMITS, readExcelUpload, sendSheet } from '../../lib/excel-upload';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { UserAdminService } from './user-admin.service';
import type { UserExcelService } from './user-excel.service';

/** Rows of up to 1500 users exceed the app's 1 MB default body. */
const ROWS_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * User export, template and import (spec 02 §7 Users). Generated files are fetched from
 * `ExcelDownload/{name}` with the caller's token; only their maker can fetch them, for 10 minutes.
 */
export async function userExcelRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ userAdmin: UserAdminService; userExcel: UserExcelService }>,
): Promise<void> {
  const { userAdmin, userExcel: service } = services;
  // The background rehash of imported users' shared hashes lives as long as the app.
  app.addHook('onReady', async () => userAdmin.rehash.start(app.log));
  app.addHook('onClose', async () => userAdmin.rehash.stop());
  await app.register(multipart, EXCEL_UPLOAD_LIMITS);

  addRoute(app, routes.export, async (request) =>
    ok(await service.export(request.query, request.lang, requireUser(request)), request.lang),
  );
  addRoute(app, routes.template, async (request) =>
    ok(await service.template(request.lang, requireUser(request)), request.lang),
  );
  addRoute(app, routes.upload, async (request) => {
    const file = await readExcelUpload(request);
    return ok(await service.upload(requireUser(request), file.name, file.bytes), request.lang);
  });
  addRoute(app, routes.preview, async (request) =>
    ok(await service.preview(requireUser(request), request.query.fileName, request.lang), request.lang),
  );
  addRoute(
    app,
    routes.check,
    async (request) => ok({ checks: await service.check(request.body.list, request.lang) }, request.lang),
    { bodyLimit: ROWS_BODY_LIMIT },
  );
  addRoute(
    app,
    routes.importData,
    async (request) =>
      ok(await service.import(request.body.list, requireUser(request), request.lang), request.lang),
    { bodyLimit: ROWS_BODY_LIMIT },
  );
  addRoute(
    app,
    routes.exportErrors,
    async (request) =>
      ok(await service.exportErrors(request.body.list, request.lang, requireUser(request)), request.lang),
    { bodyLimit: ROWS_BODY_LIMIT },
  );
  // A streamed file, not an envelope: registered by hand from its declaration.
  const download = routes.download;
  app.get<{ Params: { fileName: string } }>(
    download.path,
    { config: { auth: download.auth }, schema: { params: download.params, tags: [...download.tags] } },
    async (request, reply) => {
      const file = await service.download(requireUser(request), request.params.fileName);
      return sendSheet(reply, file);
    },
  );
}
