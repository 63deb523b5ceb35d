import {
  deleteRecordBodySchema,
  messageListQuerySchema,
  readAllBodySchema,
  type DeleteRecordBody,
  type MessageListQuery,
  type ReadAllBody,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/message';
const user = { auth: 'user' } as const;
const tags = ['messages'];
const idParams = z.object({ id: z.string().min(1).max(64) });

/** The caller's own inbox (spec 01 sections 2.6 and 7, "Messages"): only their rows, ever. */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  const { messages } = app.services;

  app.get<{ Querystring: MessageListQuery }>(
    BASE,
    { config: user, schema: { querystring: messageListQuerySchema, tags } },
    async (request) => ok(await messages.list(requireUser(request).userId, request.query), request.lang),
  );
  app.post<{ Body: ReadAllBody }>(
    `${BASE}/Actions/ReadAll`,
    { config: user, schema: { body: readAllBodySchema, tags } },
    async (request) => {
      await messages.readAll(requireUser(request).userId, request.body);
      return ok(null, request.lang);
    },
  );
  app.get<{ Params: { id: string } }>(
    `${BASE}/ReadInfo/:id`,
    { config: user, schema: { params: idParams, tags } },
    async (request) =>
      ok(await messages.readInfo(requireUser(request).userId, request.params.id), request.lang),
  );
  app.delete<{ Body: DeleteRecordBody }>(
    `${BASE}/Record`,
    { config: user, schema: { body: deleteRecordBodySchema, tags } },
    async (request) => {
      await messages.deleteRecords(requireUser(request).userId, request.body.ids);
      return ok(null, request.lang);
    },
  );
}
