import multipart from '@fastify/multipart';
import {
  DICTIONARY_IMPORT_MAX_BYTES,
  dictionaryDataRoutes as dataRoutes,
  dictionaryTypeRoutes as typeRoutes,
  formatServerMessage,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import type { DictionaryDataService } from './dictionary-data.service';
import type { DictionaryIoService } from './dictionary-io.service';
import type { DictionaryTypeService } from './dictionary-type.service';

/** `filename*` per RFC 6266 / 5987, plus an ASCII fallback. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The services {@link dictionaryRoutes} uses. */
export interface DictionaryRouteServices {
  dictionaryTypes: DictionaryTypeService;
  dictionaryData: DictionaryDataService;
  dictionaryIo: DictionaryIoService;
}

/** Dictionary types and items (spec 02 §7 Dictionary); CRUD under menu systemData.dictionary. */
export async function dictionaryRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<DictionaryRouteServices>,
): Promise<void> {
  const { dictionaryTypes: types, dictionaryData: data, dictionaryIo: io } = services;
  await app.register(multipart, {
    limits: { files: 1, fileSize: DICTIONARY_IMPORT_MAX_BYTES, fields: 0, parts: 2, headerPairs: 50 },
  });

  addRoute(app, typeRoutes.tree, async (request) =>
    ok(await types.tree(request.query.keyword, request.lang), request.lang),
  );
  addRoute(app, typeRoutes.selector, async (request) =>
    ok(await types.selector(request.params.id, request.lang), request.lang),
  );
  addRoute(app, typeRoutes.create, async (request) =>
    ok(await types.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, typeRoutes.info, async (request) => ok(await types.info(request.params.id), request.lang));
  addRoute(app, typeRoutes.update, async (request) => {
    await types.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, typeRoutes.remove, async (request) => {
    await types.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, typeRoutes.export, async (request, reply) => {
    const { fileName, file } = await io.export(request.params.id);
    await reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', disposition(fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(JSON.stringify(file, null, 2));
  });
  addRoute(app, typeRoutes.import, async (request) => {
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

  addRoute(app, dataRoutes.all, async (request) => ok(await data.all(request.lang), request.lang));
  addRoute(app, dataRoutes.selector, async (request) =>
    ok(
      await data.selector(request.params.typeId, request.params.id, request.query.isTree === 1, request.lang),
      request.lang,
    ),
  );
  addRoute(app, dataRoutes.dataSelector, async (request) =>
    ok(await data.dataSelector(request.params.id, request.lang), request.lang),
  );
  addRoute(app, dataRoutes.list, async (request) =>
    ok(await data.list(request.params.id, request.query, request.lang), request.lang),
  );
  addRoute(app, dataRoutes.info, async (request) => ok(await data.info(request.params.id), request.lang));
  addRoute(app, dataRoutes.create, async (request) =>
    ok(await data.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, dataRoutes.update, async (request) => {
    await data.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, dataRoutes.toggleState, async (request) => {
    await data.toggleState(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, dataRoutes.remove, async (request) => {
    await data.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
}
