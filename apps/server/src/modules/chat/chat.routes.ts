import { contactQuerySchema, type ContactQuery } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import type { ChatService } from './chat.service';
import type { ConversationService } from './conversation.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
type IdParams = z.infer<typeof idParams>;

/** Conversation list, remove, delete records and the contact directory; the caller's own data only. */
export async function chatRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ chat: ChatService; conversations: ConversationService }>,
): Promise<void> {
  const { chat, conversations } = services;

  app.get('/api/message/imreply', { config: { auth: 'user' }, schema: { tags: ['chat'] } }, async (request) =>
    ok(await conversations.list(requireUser(request).userId, request.lang), request.lang),
  );

  app.delete<{ Params: IdParams }>(
    '/api/message/imreply/relocation/:id',
    { config: { auth: 'user' }, schema: { params: idParams, tags: ['chat'] } },
    async (request) => {
      await conversations.remove(requireUser(request).userId, request.params.id);
      return ok(null, request.lang);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/api/message/imreply/deleteChatRecord/:id',
    { config: { auth: 'user' }, schema: { params: idParams, tags: ['chat'] } },
    async (request) => {
      await chat.deleteRecords(requireUser(request).userId, request.params.id);
      return ok(null, request.lang);
    },
  );

  app.get<{ Querystring: ContactQuery }>(
    '/api/permission/Users/ImUser',
    { config: { auth: 'user' }, schema: { querystring: contactQuerySchema, tags: ['chat'] } },
    async (request) =>
      ok(await conversations.contacts(requireUser(request).userId, request.query), request.lang),
  );
}
