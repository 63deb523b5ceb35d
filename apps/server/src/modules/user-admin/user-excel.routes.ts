import multipart from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  importPreviewQuerySchema,
  userExceptionBodySchema,
  userExportQuerySchema,
  userImportBodySchema,
  type ImportPreviewQuery,
  type UserExceptionBody,
  type UserExportQuery,
  type UserImportBody,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { TempSheets } from '../../lib/excel';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import type { UserAdminService } from './user-admin.service';
import { EXCEL_DOWNLOAD_PATH, type UserExcelService } from './user-excel.service';

const BASE = '/api/permission/Users';
const MENU = 'permission.user';
const tags = ['user-admin'];
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
const downloadParams = z.object({ fileName: z.string().max(100) });
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

  app.get<{ Querystring: UserExportQuery }>(
    `${BASE}/ExportExcel`,
    { config: can('btn_download'), schema: { querystring: userExportQuerySchema, tags } },
    async (request) =>
      ok(await service.export(request.query, request.lang, requireUser(request)), request.lang),
  );
  app.get(`${BASE}/TemplateDownload`, { config: can('btn_download'), schema: { tags } }, async (request) =>
    ok(await service.template(request.lang, requireUser(request)), request.lang),
  );
  app.post(`${BASE}/Uploader`, { config: can('btn_upload'), schema: { tags } }, async (request) => {
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest('fileMissing');
    if (!EXCEL_NAME.test(part.filename)) throw badRequest('importXlsOnly');
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? badRequest('importFileTooLarge') : error;
    });
    return ok(await service.upload(requireUser(request), part.filename, bytes), request.lang);
  });
  app.get<{ Querystring: ImportPreviewQuery }>(
    `${BASE}/ImportPreview`,
    { config: can('btn_upload'), schema: { querystring: importPreviewQuerySchema, tags } },
    async (request) =>
      ok(await service.preview(requireUser(request), request.query.fileName, request.lang), request.lang),
  );
  app.post<{ Body: UserImportBody }>(
    `${BASE}/ImportData`,
    { config: can('btn_upload'), bodyLimit: ROWS_BODY_LIMIT, schema: { body: userImportBodySchema, tags } },
    async (request) =>
      ok(await service.import(request.body.list, requireUser(request), request.lang), request.lang),
  );
  app.post<{ Body: UserExceptionBody }>(
    `${BASE}/ExportExceptionData`,
    {
      config: can('btn_upload'),
      bodyLimit: ROWS_BODY_LIMIT,
      schema: { body: userExceptionBodySchema, tags },
    },
    async (request) =>
      ok(await service.exportErrors(request.body.list, request.lang, requireUser(request)), request.lang),
  );
  app.get<{ Params: z.infer<typeof downloadParams> }>(
    `${EXCEL_DOWNLOAD_PATH}/:fileName`,
    { config: can(), schema: { params: downloadParams, tags } },
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
