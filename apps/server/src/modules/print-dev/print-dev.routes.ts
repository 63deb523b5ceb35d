import multipart from '@fastify/multipart';
import {
  PRINT_TEMPLATE_MAX,
  idSchema,
  printDevBodySchema,
  printDevDataQuerySchema,
  printDevFieldsBodySchema,
  printDevListQuerySchema,
  printDevSelectorQuerySchema,
  type PrintDevBody,
  type PrintDevDataQuery,
  type PrintDevFieldsBody,
  type PrintDevListQuery,
  type PrintDevSelectorQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/system/printDev';
const MENU = 'system.printDev';
const tags = ['printDev'];
const idParams = z.object({ id: idSchema });
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
/** Room for the largest template plus JSON escaping. */
const BODY_LIMIT = PRINT_TEMPLATE_MAX * 2 + 64 * 1024;
type IdRoute = { Params: { id: string } };

/** Print templates (menu system.printDev), the template selector and print data. */
export async function printDevRoutes(app: FastifyInstance): Promise<void> {
  const { printDev } = app.services;
  await app.register(multipart, {
    limits: { files: 1, fileSize: BODY_LIMIT, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
  });

  app.get<{ Querystring: PrintDevListQuery }>(
    BASE,
    { config: can(), schema: { querystring: printDevListQuerySchema, tags } },
    async (request) => ok(await printDev.list(request.query), request.lang),
  );
  app.get<{ Querystring: PrintDevSelectorQuery }>(
    `${BASE}/Selector`,
    { config: { auth: 'user' }, schema: { querystring: printDevSelectorQuerySchema, tags } },
    async (request) => ok(await printDev.selector(request.query.type), request.lang),
  );
  app.get(`${BASE}/Resources`, { config: can(), schema: { tags } }, async (request) =>
    ok(await printDev.resources(), request.lang),
  );
  app.get<{ Querystring: PrintDevDataQuery }>(
    `${BASE}/Data`,
    { config: { auth: 'user' }, schema: { querystring: printDevDataQuerySchema, tags } },
    async (request) => ok(await printDev.data(request.query, requireUser(request)), request.lang),
  );
  app.post<{ Body: PrintDevFieldsBody }>(
    `${BASE}/Fields`,
    { config: can(), schema: { body: printDevFieldsBodySchema, tags } },
    async (request) => ok(await printDev.fields(request.body, requireUser(request)), request.lang),
  );
  app.post(`${BASE}/Actions/Import`, { config: can('btn_upload'), schema: { tags } }, async (request) => {
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest('printImportFileMissing');
    const bytes = await part.toBuffer().catch(() => {
      throw badRequest('printImportInvalid');
    });
    return ok(await printDev.importFile(bytes.toString('utf8'), requireUser(request)), request.lang);
  });
  app.post<{ Body: PrintDevBody }>(
    BASE,
    { config: can('btn_add'), bodyLimit: BODY_LIMIT, schema: { body: printDevBodySchema, tags } },
    async (request) => ok(await printDev.create(request.body, requireUser(request)), request.lang),
  );
  app.get<IdRoute>(`${BASE}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await printDev.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: PrintDevBody }>(
    `${BASE}/:id`,
    {
      config: can('btn_edit'),
      bodyLimit: BODY_LIMIT,
      schema: { params: idParams, body: printDevBodySchema, tags },
    },
    async (request) => {
      await printDev.update(request.params.id, request.body, requireUser(request));
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await printDev.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.post<IdRoute>(
    `${BASE}/:id/Actions/Copy`,
    { config: can('btn_add'), schema: { params: idParams, tags } },
    async (request) =>
      ok(await printDev.copy(request.params.id, requireUser(request), request.lang), request.lang),
  );
  app.get<IdRoute>(
    `${BASE}/:id/Actions/Export`,
    { config: can('btn_download'), schema: { params: idParams, tags } },
    async (request) => ok(await printDev.exportFile(request.params.id), request.lang),
  );
}
