import multipart from '@fastify/multipart';
import {
  DICTIONARY_IMPORT_MAX_BYTES,
  dictionaryDataBodySchema,
  dictionaryDataListQuerySchema,
  dictionaryDataSelectorQuerySchema,
  dictionaryTypeBodySchema,
  dictionaryTypeTreeQuerySchema,
  formatServerMessage,
  idSchema,
  type DictionaryDataBody,
  type DictionaryDataListQuery,
  type DictionaryDataSelectorQuery,
  type DictionaryTypeBody,
  type DictionaryTypeTreeQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { DictionaryDataService } from './dictionary-data.service';
import { DictionaryIoService } from './dictionary-io.service';
import { DictionaryTypeService } from './dictionary-type.service';

const TYPES = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';
const MENU = 'systemData.dictionary';
const tags = ['dictionary'];
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
const anyUser = { auth: 'user' as const };
const idParams = z.object({ id: idSchema });
const selectorParams = z.object({ typeId: idSchema, id: idSchema });
type IdRoute = { Params: { id: string } };

/** `filename*` per RFC 6266 / 5987, plus an ASCII fallback. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Dictionary types and items (spec 02 §7 Dictionary); CRUD under menu systemData.dictionary. */
export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  const { db, dialect } = app.services;
  const types = new DictionaryTypeService(db, dialect);
  const data = new DictionaryDataService(db, dialect);
  const io = new DictionaryIoService(db, dialect);
  await app.register(multipart, {
    limits: { files: 1, fileSize: DICTIONARY_IMPORT_MAX_BYTES, fields: 0, parts: 2, headerPairs: 50 },
  });

  app.get<{ Querystring: DictionaryTypeTreeQuery }>(
    TYPES,
    { config: can(), schema: { querystring: dictionaryTypeTreeQuerySchema, tags } },
    async (request) => ok(await types.tree(request.query.keyword), request.lang),
  );
  app.get<IdRoute>(
    `${TYPES}/Selector/:id`,
    { config: anyUser, schema: { params: idParams, tags } },
    async (request) => ok(await types.selector(request.params.id), request.lang),
  );
  app.post<{ Body: DictionaryTypeBody }>(
    TYPES,
    { config: can('btn_add'), schema: { body: dictionaryTypeBodySchema, tags } },
    async (request) => ok(await types.create(request.body, requireUser(request).userId), request.lang),
  );
  app.get<IdRoute>(`${TYPES}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await types.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: DictionaryTypeBody }>(
    `${TYPES}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: dictionaryTypeBodySchema, tags } },
    async (request) => {
      await types.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${TYPES}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await types.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.get<IdRoute>(
    `${TYPES}/:id/Action/Export`,
    { config: can('btn_download'), schema: { params: idParams, tags } },
    async (request, reply) => {
      const { fileName, file } = await io.export(request.params.id);
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', disposition(fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(file, null, 2));
    },
  );
  app.post(`${TYPES}/Action/Import`, { config: can('btn_upload'), schema: { tags } }, async (request) => {
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest('fileMissing');
    if (!/\.json$/i.test(part.filename)) throw badRequest('dictionaryImportNotJson');
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE')
        throw badRequest('dictionaryImportTooLarge', {
          size: `${DICTIONARY_IMPORT_MAX_BYTES / 1024 / 1024}MB`,
        });
      throw error;
    });
    const result = await io.import(bytes, requireUser(request).userId);
    return {
      ...ok(result, request.lang),
      msg: formatServerMessage('dictionaryImported', request.lang, { n: result.count }),
    };
  });

  app.get(`${DATA}/All`, { config: anyUser, schema: { tags } }, async (request) =>
    ok(await data.all(), request.lang),
  );
  app.get<{ Params: { typeId: string; id: string }; Querystring: DictionaryDataSelectorQuery }>(
    `${DATA}/:typeId/Selector/:id`,
    {
      config: anyUser,
      schema: { params: selectorParams, querystring: dictionaryDataSelectorQuerySchema, tags },
    },
    async (request) =>
      ok(
        await data.selector(request.params.typeId, request.params.id, request.query.isTree === 1),
        request.lang,
      ),
  );
  app.get<IdRoute>(
    `${DATA}/:id/Data/Selector`,
    { config: anyUser, schema: { params: idParams, tags } },
    async (request) => ok(await data.dataSelector(request.params.id), request.lang),
  );
  app.get<IdRoute & { Querystring: DictionaryDataListQuery }>(
    `${DATA}/:id`,
    { config: can(), schema: { params: idParams, querystring: dictionaryDataListQuerySchema, tags } },
    async (request) => ok(await data.list(request.params.id, request.query), request.lang),
  );
  app.get<IdRoute>(
    `${DATA}/:id/Info`,
    { config: can(), schema: { params: idParams, tags } },
    async (request) => ok(await data.info(request.params.id), request.lang),
  );
  app.post<{ Body: DictionaryDataBody }>(
    DATA,
    { config: can('btn_add'), schema: { body: dictionaryDataBodySchema, tags } },
    async (request) => ok(await data.create(request.body, requireUser(request).userId), request.lang),
  );
  app.put<IdRoute & { Body: DictionaryDataBody }>(
    `${DATA}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: dictionaryDataBodySchema, tags } },
    async (request) => {
      await data.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.put<IdRoute>(
    `${DATA}/:id/Actions/State`,
    { config: can('btn_edit'), schema: { params: idParams, tags } },
    async (request) => {
      await data.toggleState(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${DATA}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await data.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
}
