import { noticeBodySchema, pageQuerySchema, type NoticeBody, type PageQuery } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/message';
const MENU = 'system.notice';
const tags = ['notices'];
const idParams = z.object({ id: z.string().min(1).max(64) });
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
type IdRoute = { Params: { id: string } };

/** Notice administration (menu system.notice): drafts, edits, release, recipients. */
export async function noticesRoutes(app: FastifyInstance): Promise<void> {
  const { notices } = app.services;

  app.get<{ Querystring: PageQuery }>(
    `${BASE}/Notice`,
    { config: can(), schema: { querystring: pageQuerySchema, tags } },
    async (request) => ok(await notices.list(request.query), request.lang),
  );
  app.get(`${BASE}/Notice/RecipientOptions`, { config: can(), schema: { tags } }, async (request) =>
    ok(await notices.recipientOptions(), request.lang),
  );
  app.get<{ Querystring: PageQuery }>(
    `${BASE}/Notice/RecipientUsers`,
    { config: can(), schema: { querystring: pageQuerySchema, tags } },
    async (request) => ok(await notices.recipientUsers(request.query), request.lang),
  );
  app.post<{ Body: NoticeBody }>(
    BASE,
    { config: can('btn_add'), schema: { body: noticeBodySchema, tags } },
    async (request) => ok(await notices.create(request.body, requireUser(request).userId), request.lang),
  );
  app.get<IdRoute>(`${BASE}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await notices.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: NoticeBody }>(
    `${BASE}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: noticeBodySchema, tags } },
    async (request) => {
      await notices.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await notices.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.put<IdRoute>(
    `${BASE}/:id/Actions/Release`,
    { config: can('btn_release'), schema: { params: idParams, tags } },
    async (request) => {
      await notices.release(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
}
