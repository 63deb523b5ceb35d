import { formatServerMessage, type ClientFrame, type ServerFrame } from '@tessera/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData } from 'ws';
import { AppError } from '../../lib/errors';
import type { SessionService } from '../auth/session.service';
import type { ChatService } from '../chat/chat.service';
import type { MessagesService } from '../messages/messages.service';
import { parseClientFrame } from './socket-frames';
import { CLOSE_LOGOUT, logoutFrame, sendFrame, type SocketClient, type SocketHub } from './socket-hub';

/** Refused frames in a row after which a flooding socket is closed. */
const MAX_STRIKES = 20;
/** Close code for a socket that broke the frame budget (policy violation). */
const CLOSE_POLICY = 1008;
/**
 * How long a socket trusts the session it last checked. A revocation closes its sockets at once on
 * every instance (the hub), so the re-check only has to catch expiry and keep the session sliding;
 * checking on every frame cost two queries per socket every few seconds at a thousand sockets.
 */
const RECHECK_MS = 30_000;

/** What a connection needs from the app. */
export interface ConnectionDeps {
  services: { sessions: SessionService; messages: MessagesService };
  chat: ChatService;
  hub: SocketHub;
  log: FastifyBaseLogger;
}

const isSessionError = (e: unknown): e is AppError =>
  e instanceof AppError && (e.code === 600 || e.code === 601 || e.code === 602);

/** Handles the frames of one authenticated socket until it closes. */
export function serveConnection(client: SocketClient, deps: ConnectionDeps): void {
  const { ws, lang } = client;
  const error = (key: Parameters<typeof formatServerMessage>[0], params?: Record<string, string | number>) =>
    sendFrame(ws, { method: 'error', msg: formatServerMessage(key, lang, params) });

  ws.on('pong', () => {
    client.alive = true;
  });
  ws.on('error', (err) => deps.log.info({ err: err.message }, 'socket error'));
  ws.on('close', () => {
    deps.hub.remove(client).catch((err: unknown) => deps.log.warn({ err }, 'socket remove failed'));
  });
  ws.on('message', (data: RawData) => {
    if (!client.budget.take()) {
      error('chatTooFast');
      if (client.budget.strikes > MAX_STRIKES) ws.close(CLOSE_POLICY, 'too many frames');
      return;
    }
    const parsed = parseClientFrame(data);
    if ('error' in parsed) return error(parsed.error);
    client.queue = client.queue
      .then(() => handle(client, parsed.frame, deps))
      .catch((err: unknown) => {
        if (isSessionError(err)) {
          sendFrame(ws, logoutFrame(lang, err.code === 601));
          ws.close(CLOSE_LOGOUT, 'logout');
        } else if (err instanceof AppError) error(err.messageKey, err.params);
        else {
          deps.log.error({ err }, 'socket frame failed');
          error('serverError');
        }
      });
  });
}

/** The socket's session, checked again when the last check is old or the session has expired. */
async function sessionOf(client: SocketClient, sessions: SessionService) {
  const now = Date.now();
  if (now - client.checkedAt < RECHECK_MS && client.user.expiresAt > now) return client.user;
  client.user = await sessions.resolve(client.authorization);
  // Spread over a third of the period, so sockets opened together (a restart) re-check apart.
  client.checkedAt = now - Math.floor((Math.random() * RECHECK_MS) / 3);
  return client.user;
}

/** One frame: the session is re-checked first when due (it may have expired meanwhile). */
async function handle(client: SocketClient, frame: ClientFrame, deps: ConnectionDeps): Promise<void> {
  const { sessions, messages } = deps.services;
  const user = await sessionOf(client, sessions);
  const reply = (f: ServerFrame) => sendFrame(client.ws, f);
  switch (frame.method) {
    case 'OnConnection': {
      const [onlineUserList, unreadNums, counts] = await Promise.all([
        deps.hub.onlineUsers(),
        deps.chat.unreadNums(user.userId, client.lang),
        messages.unreadCounts(user.userId),
      ]);
      return reply({
        method: 'initMessage',
        onlineUserList,
        unreadNums,
        unreadNoticeCount: counts.notice,
        unreadMessageCount: counts.flow,
        unreadSystemMessageCount: counts.system,
        unreadTotalCount: counts.total,
      });
    }
    case 'SendMessage': {
      const sent = await deps.chat.send(user, frame);
      deps.hub.toUsers([sent.senderId], sent.toSender);
      deps.hub.toUsers([sent.recipientId], sent.toRecipient);
      return;
    }
    case 'MessageList':
      return reply(await deps.chat.history(user.userId, frame));
    case 'UpdateReadMessage':
      return deps.chat.markRead(user.userId, frame.formUserId);
    case 'HeartCheck':
      return;
  }
}
