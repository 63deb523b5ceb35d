import { chatRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { ok } from '../../lib/reply';
import { addRoute } from '../../platform/route';
import type { ModuleRouteOptions } from '../../platform/module';
import type { ChatService } from './chat.service';
import type { ConversationService } from './conversation.service';

/** Conversation list, remove, delete records and the contact directory; the caller's own data only. */
export async function chatRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ chat: ChatService; conversations: ConversationService }>,
): Promise<void> {
  const { chat, conversations } = services;

  addRoute(app, routes.conversations, async (request) =>
    ok(await conversations.list(requireUser(request).userId, request.lang), request.lang),
  );
  addRoute(app, routes.removeConversation, async (request) => {
    await conversations.remove(requireUser(request).userId, request.params.id);
    return ok(null, request.lang);
  });
  addRoute(app, routes.deleteRecords, async (request) => {
    await chat.deleteRecords(requireUser(request).userId, request.params.id);
    return ok(null, request.lang);
  });
  addRoute(app, routes.contacts, async (request) =>
    ok(await conversations.contacts(requireUser(request).userId, request.query), request.lang),
  );
}
