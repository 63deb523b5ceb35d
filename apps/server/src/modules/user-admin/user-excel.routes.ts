import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES, userExcelRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { UserAdminService } from './user-admin.service';
import type { UserExcelService } from './user-excel.service';

/** Rows of up to 1500 users exceed the app's 1 MB default body. */
const ROWS_BODY_LIMIT = 4 * 1024 * 1024;
const EXCEL_NAME = /\.(xls|xlsx)$/i;

/** `filename*` per RFC 6266 / 5987, plus an ASCII fallback. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

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
  await app.register(multipart, {
    limits: {
      files: 1,
      fileSize: IMPORT_MAX_BYTES - 1,
      fields: 5,
      parts: 6,
      fieldSize: 1024,
      headerPairs: 50,
    },
  });

  addRoute(app, routes.export, async (request) =>
    ok(await service.export(request.query, request.lang, requireUser(request)), request.lang),
  );
  addRoute(app, routes.template, async (request) =>
    ok(await service.template(request.lang, requireUser(request)), request.lang),
  );
  addRoute(app, routes.upload, async (request) => {
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest('fileMissing');
    if (!EXCEL_NAME.test(part.filename)) throw badRequest('importXlsOnly');
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? badRequest('importFileTooLarge') : error;
    });
    return ok(await service.upload(requireUser(request), part.filename, bytes), request.lang);
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
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', disposition(file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(file.bytes);
    },
  );
}
