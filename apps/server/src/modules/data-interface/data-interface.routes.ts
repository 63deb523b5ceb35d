import multipart from '@fastify/multipart';
import {
  dataInterfaceBodySchema,
  dataInterfaceExportSchema,
  dataInterfaceInfoByIdsSchema,
  dataInterfaceListQuerySchema,
  dataInterfaceListRequestSchema,
  dataInterfaceLogQuerySchema,
  dataInterfacePreviewSchema,
  dataInterfaceResponseRequestSchema,
  formatServerMessage,
  idSchema,
  type DataInterfaceBody,
  type DataInterfaceInfoByIds,
  type DataInterfaceListQuery,
  type DataInterfaceListRequest,
  type DataInterfaceLogQuery,
  type DataInterfacePreviewRequest,
  type DataInterfaceResponseRequest,
} from '@tessera/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import type { Caller, DataInterfaceService } from './data-interface.service';
import { sqlReaderRoutes } from './sql-runner.routes';

const BASE = '/api/system/DataInterface';
const MENU = 'systemData.dataInterface';
const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const tags = ['data-interface'];
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
const anyUser = { auth: 'user' as const };
const idParams = z.object({ id: idSchema });
type IdRoute = { Params: { id: string } };

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
  { services }: ModuleRouteOptions<{ dataInterfaces: DataInterfaceService }>,
): Promise<void> {
  const service = services.dataInterfaces;
  await app.register(sqlReaderRoutes);
  await app.register(multipart, {
    limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 0, parts: 2, headerPairs: 50 },
  });

  app.get<{ Querystring: DataInterfaceListQuery }>(
    BASE,
    { config: can(), schema: { querystring: dataInterfaceListQuerySchema, tags } },
    async (request) => ok(await service.list(request.query), request.lang),
  );
  app.get(`${BASE}/Selector`, { config: anyUser, schema: { tags } }, async (request) =>
    ok(await service.selector(), request.lang),
  );
  app.post<{ Body: DataInterfaceBody }>(
    BASE,
    { config: can('btn_add'), schema: { body: dataInterfaceBodySchema, tags } },
    async (request) => ok(await service.create(request.body, callerOf(request)), request.lang),
  );
  app.get<IdRoute>(`${BASE}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await service.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: DataInterfaceBody }>(
    `${BASE}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: dataInterfaceBodySchema, tags } },
    async (request) => {
      await service.update(request.params.id, request.body, callerOf(request));
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await service.remove(request.params.id, callerOf(request));
      return ok(null, request.lang);
    },
  );
  app.put<IdRoute>(
    `${BASE}/:id/Actions/State`,
    { config: can('btn_edit'), schema: { params: idParams, tags } },
    async (request) => {
      await service.toggleState(request.params.id, callerOf(request));
      return ok(null, request.lang);
    },
  );
  app.post<IdRoute & { Body: DataInterfacePreviewRequest }>(
    `${BASE}/:id/Actions/Preview`,
    { config: can(), schema: { params: idParams, body: dataInterfacePreviewSchema, tags } },
    async (request) =>
      ok(await service.preview(request.params.id, request.body, callerOf(request)), request.lang),
  );
  app.get<IdRoute>(
    `${BASE}/GetParam/:id`,
    { config: anyUser, schema: { params: idParams, tags } },
    async (request) => ok(await service.params(request.params.id), request.lang),
  );
  app.get<IdRoute>(
    `${BASE}/:id/Action/Export`,
    { config: can('btn_download'), schema: { params: idParams, tags } },
    async (request, reply) => {
      const { fileName, file } = await service.exportFile(request.params.id);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', disposition(fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(file, null, 2));
    },
  );
  app.post(`${BASE}/Action/Import`, { config: can('btn_upload'), schema: { tags } }, async (request) => {
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
  app.get<IdRoute & { Querystring: DataInterfaceLogQuery }>(
    '/api/system/DataInterfaceLog/:id',
    { config: can(), schema: { params: idParams, querystring: dataInterfaceLogQuerySchema, tags } },
    async (request) => ok(await service.logs(request.params.id, request.query), request.lang),
  );
  app.post<IdRoute & { Body: DataInterfaceListRequest }>(
    `${BASE}/:id/Action/List`,
    { config: anyUser, schema: { params: idParams, body: dataInterfaceListRequestSchema, tags } },
    async (request) =>
      ok(
        await service.listRecords(request.params.id, request.body, callerOf(request, request.body.menuId)),
        request.lang,
      ),
  );
  app.post<IdRoute & { Body: DataInterfaceInfoByIds }>(
    `${BASE}/:id/Action/InfoByIds`,
    { config: anyUser, schema: { params: idParams, body: dataInterfaceInfoByIdsSchema, tags } },
    async (request) =>
      ok(
        await service.infoByIds(request.params.id, request.body, callerOf(request, request.body.menuId)),
        request.lang,
      ),
  );
  app.post<IdRoute & { Body: DataInterfaceResponseRequest }>(
    `${BASE}/:id/Actions/Response`,
    { config: anyUser, schema: { params: idParams, body: dataInterfaceResponseRequestSchema, tags } },
    async (request) =>
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
