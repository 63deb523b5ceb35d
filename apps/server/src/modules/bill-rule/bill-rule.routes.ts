import multipart from '@fastify/multipart';
import {
  billNumberParamsSchema,
  billRuleBodySchema,
  billRuleListQuerySchema,
  idSchema,
  type BillNumberParams,
  type BillRuleBody,
  type BillRuleListQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/system/BillRule';
const MENU = 'system.billRule';
const tags = ['billRule'];
const idParams = z.object({ id: idSchema });
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
/** An import file of up to 500 rules. */
const IMPORT_LIMIT = 1024 * 1024;
type IdRoute = { Params: { id: string } };

/** Numbering rules (menu system.billRule), the template selector and `BillNumber/{code}`. */
export async function billRuleRoutes(app: FastifyInstance): Promise<void> {
  const { billRule } = app.services;
  await app.register(multipart, {
    limits: { files: 1, fileSize: IMPORT_LIMIT, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
  });

  app.get<{ Querystring: BillRuleListQuery }>(
    BASE,
    { config: can(), schema: { querystring: billRuleListQuerySchema, tags } },
    async (request) => ok(await billRule.list(request.query), request.lang),
  );
  app.get<{ Querystring: BillRuleListQuery }>(
    `${BASE}/Selector`,
    { config: { auth: 'user' }, schema: { querystring: billRuleListQuerySchema, tags } },
    async (request) => ok(await billRule.selector(request.query), request.lang),
  );
  // Forms number their records through this call, so any signed-in user may take a number.
  app.get<{ Params: BillNumberParams }>(
    `${BASE}/BillNumber/:code`,
    { config: { auth: 'user' }, schema: { params: billNumberParamsSchema, tags } },
    async (request) => ok(await billRule.billNumber(request.params.code), request.lang),
  );
  app.post(`${BASE}/Action/Import`, { config: can('btn_upload'), schema: { tags } }, async (request) => {
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest('billImportFileMissing');
    const bytes = await part.toBuffer().catch(() => {
      throw badRequest('billImportInvalid');
    });
    return ok(await billRule.importFile(bytes.toString('utf8'), requireUser(request).userId), request.lang);
  });
  app.post<{ Body: BillRuleBody }>(
    BASE,
    { config: can('btn_add'), schema: { body: billRuleBodySchema, tags } },
    async (request) => ok(await billRule.create(request.body, requireUser(request).userId), request.lang),
  );
  app.get<IdRoute>(`${BASE}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await billRule.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: BillRuleBody }>(
    `${BASE}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: billRuleBodySchema, tags } },
    async (request) => {
      await billRule.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.put<IdRoute>(
    `${BASE}/:id/Actions/State`,
    { config: can('btn_edit'), schema: { params: idParams, tags } },
    async (request) =>
      ok(await billRule.toggleState(request.params.id, requireUser(request).userId), request.lang),
  );
  app.delete<IdRoute>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await billRule.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.get<IdRoute>(
    `${BASE}/:id/Action/Export`,
    { config: can('btn_download'), schema: { params: idParams, tags } },
    async (request) => ok(await billRule.exportFile(request.params.id), request.lang),
  );
}
