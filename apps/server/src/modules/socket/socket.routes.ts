import websocket from '@fastify/websocket';
import { SOCKET_ALIAS_PATH, SOCKET_PATH } from '@tessera/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { AppError, sessionError } from '../../lib/errors';
import { proxyTrust } from '../../lib/proxy-trust';
import type { ModuleRouteOptions, PlatformServices } from '../../platform/module';
import type { SessionUser } from '../../plugins/types';
import type { SessionService } from '../auth/session.service';
import type { ChatService } from '../chat/chat.service';
import type { MessagesService } from '../messages/messages.service';
import { createRedisBridge } from './redis-bridge';
import { serveConnection } from './socket-connection';
import { checkOrigin, publicOrigin, type Connection, type OriginPolicy } from './socket-origin';
import { FrameBudget, HARD_FRAME_LIMIT } from './socket-frames';
import { CLOSE_LOGOUT, logoutFrame, sendFrame, type SocketClient, type SocketHub } from './socket-hub';

/** Server-side ping period; a socket that missed the previous pong is terminated. */
const HEARTBEAT_MS = 30_000;

const params = z.object({ token: z.string().max(300) });

/** The services {@link socketRoutes} uses. */
export type SocketRouteServices = Pick<PlatformServices, 'config'> & {
  sessions: SessionService;
  messages: MessagesService;
  chat: ChatService;
  socketHub: SocketHub;
};

/** The handshake's own connection: TLS to this server (not what a proxy says) and the peer. */
const connectionOf = (request: FastifyRequest): Connection => ({
  encrypted: (request.raw.socket as { encrypted?: boolean }).encrypted === true,
  remoteAddress: request.raw.socket.remoteAddress,
});

/**
 * The live socket (`GET /api/message/websocket/{Bearer token}`); the hub (built by the socket module,
 * where it replaces the no-op push bus) is bridged over Redis so pushes reach every instance.
 */
export async function socketRoutes(
  app: FastifyInstance,
  options: ModuleRouteOptions<SocketRouteServices>,
): Promise<void> {
  const { services } = options;
  const { socketHub: hub, chat } = services;
  if (services.config.REDIS_URL) {
    const bridge = await createRedisBridge({
      url: services.config.REDIS_URL,
      prefix: options.redisPrefix ?? 'tessera:',
      onMessage: (message) => {
        if (message.kind === 'revoke') services.sessions.forget(message.revocation, true);
        hub.receive(message);
      },
      onError: (err) => app.log.warn({ err }, 'socket bridge failed'),
    });
    hub.useBridge(bridge);
  }
  services.sessions.onRevoke((revocation) => hub.revoked(revocation));

  const heartbeat = setInterval(() => {
    for (const client of hub.clients()) {
      if (!client.alive) {
        client.ws.terminate();
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
    hub.refresh().catch((err: unknown) => app.log.warn({ err }, 'online refresh failed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    // Messages already accepted are stored (and told to the other instances) before the bridge closes.
    await chat.flushed();
    await hub.close();
    for (const client of hub.clients()) client.ws.close(1001, 'server closing');
  });
  await app.register(websocket, { options: { maxPayload: HARD_FRAME_LIMIT } });

  const originPolicy: OriginPolicy = {
    trust: proxyTrust(services.config.TRUST_PROXY),
    allowed: new Set(services.config.SOCKET_ALLOWED_ORIGINS),
  };
  // The session is resolved before the socket is served; a refused one still gets a `logout` frame
  // so the client drops its token, as over HTTP.
  const sessionOf = new WeakMap<FastifyRequest, SessionUser | AppError>();
  const checkHandshake = async (
    request: FastifyRequest<{ Params: z.infer<typeof params> }>,
    reply: FastifyReply,
  ) => {
    const connection = connectionOf(request);
    const verdict = checkOrigin(request.headers, connection, originPolicy);
    if (verdict !== 'ok') {
      request.log.info(
        {
          origin: request.headers.origin,
          publicOrigin: publicOrigin(request.headers, connection, originPolicy.trust),
          verdict,
        },
        'socket origin refused',
      );
      return reply.code(403).send();
    }
    const user = await services.sessions.resolve(request.params.token).catch((err: unknown) => {
      if (err instanceof AppError) return err;
      throw err;
    });
    sessionOf.set(request, user);
  };

  const serve = async (ws: WebSocket, request: FastifyRequest<{ Params: z.infer<typeof params> }>) => {
    const user = sessionOf.get(request) ?? sessionError(602);
    if (user instanceof AppError) {
      sendFrame(ws, logoutFrame(request.lang, user.code === 601));
      ws.close(CLOSE_LOGOUT, 'logout');
      return;
    }
    const client: SocketClient = {
      ws,
      user,
      authorization: request.params.token,
      // The first frame checks again: a revocation may have come between the handshake and add().
      checkedAt: 0,
      lang: request.lang,
      alive: true,
      budget: new FrameBudget(),
      queue: Promise.resolve(),
    };
    // Frames wait for the registration (the first one usually asks who is online).
    client.queue = hub.add(client).catch((err: unknown) => request.log.warn({ err }, 'socket add failed'));
    serveConnection(client, { services, chat, hub, log: request.log });
  };

  // The original client's production address (`/websocket/{token}`) is the same socket, same rules.
  for (const base of [SOCKET_PATH, SOCKET_ALIAS_PATH])
    app.get<{ Params: z.infer<typeof params> }>(
      `${base}/:token`,
      {
        websocket: true,
        // 'public' because a browser socket cannot send Authorization: the token is the last path
        // segment and is checked here, before the socket is served (checkHandshake).
        config: { auth: 'public' },
        schema: { params, hide: true },
        preValidation: checkHandshake,
      },
      serve,
    );
}
