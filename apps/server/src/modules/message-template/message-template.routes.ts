import {
  idSchema,
  messageTemplateBodySchema,
  messageTemplateListQuerySchema,
  type MessageTemplateListQuery,
  type MessageTemplateValues,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/message/MessageTemplateConfig';
const MENU = 'msgCenter.msgTemplate';
const tags = ['message-template'];
const idParams = z.object({ id: idSchema });
const listParams = z.object({ id: z.string().max(10) });
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
type IdRoute = { Params: { id: string } };

/** Message templates (menu msgCenter.msgTemplate) and the type lists of their form. */
export async function messageTemplateRoutes(app: FastifyInstance): Promise<void> {
  const { messageTemplates } = app.services;

  app.get<{ Querystring: MessageTemplateListQuery }>(
    BASE,
    { config: can(), schema: { querystring: messageTemplateListQuerySchema, tags } },
    async (request) => ok(await messageTemplates.list(request.query), request.lang),
  );
  app.post<{ Body: MessageTemplateValues }>(
    BASE,
    { config: can('btn_add'), schema: { body: messageTemplateBodySchema, tags } },
    async (request) =>
      ok(await messageTemplates.create(request.body, requireUser(request).userId), request.lang),
  );
  app.get<IdRoute>(`${BASE}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await messageTemplates.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: MessageTemplateValues }>(
    `${BASE}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: messageTemplateBodySchema, tags } },
    async (request) => {
      await messageTemplates.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await messageTemplates.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.post<IdRoute>(
    `${BASE}/copy/:id`,
    { config: can('btn_add'), schema: { params: idParams, tags } },
    async (request) =>
      ok(
        await messageTemplates.copy(request.params.id, requireUser(request).userId, request.lang),
        request.lang,
      ),
  );
  app.get<IdRoute>(
    '/api/message/MessageDataType/getTypeList/:id',
    { config: can(), schema: { params: listParams, tags } },
    async (request) => ok(messageTemplates.typeList(request.params.id, request.lang), request.lang),
  );
}
