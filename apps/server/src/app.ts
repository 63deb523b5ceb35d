import formbody from '@fastify/formbody';
import { SOCKET_ALIAS_PATH, SOCKET_PATH } from '@tessera/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { setIdNode } from './lib/ids';
import { connectRedis } from './lib/redis-client';
import type { AppConfig } from './config/env';
import { createDatabase, type Database } from './db/database';
import { newId } from './lib/ids';
import { proxyTrust } from './lib/proxy-trust';
import { SERVER_VERSION } from './modules/health/health.routes';
import { serverModules } from './modules';
import type { AnyServerModule } from './platform/module';
import { createServices } from './platform/services';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { answerFrameworkError, registerInputGuard } from './plugins/input-guard';
import { registerLanguage } from './plugins/language';
import { registerRequestLogger, requestAwareLogger } from './plugins/request-logger';
import { registerMetrics } from './plugins/metrics';
import { registerWebApp } from './plugins/web-app';
import { registerZod } from './plugins/zod';
import './plugins/types';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; when absent one is opened from the config (and closed with the app). */
  database?: Database;
  /** Fastify logger options, or false for none (tests). */
  /** Fastify logger options (see {@link loggerOptions}), or false for none (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Prefix of the socket's Redis keys and channel (default `tessera:`); tests make it unique. */
  redisPrefix?: string;
}

/** The socket path with its token segment replaced (the token must never reach the log). */
export const redactSocketToken = (url: string) => {
  const base = [SOCKET_PATH, SOCKET_ALIAS_PATH].find((p) => url.startsWith(`${p}/`));
  return base ? `${base}/[redacted]` : url;
};

const SECRET_KEYS = ['password', 'userPassword', 'oldPassword', 'newPassword', 'initialPassword', 'token'];
const VALUE_KEYS = ['body', 'payload', 'values', 'formData'];

/** Log fields replaced by `[redacted]`: headers with credentials, secrets and request values, at the top or one level down. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...[...SECRET_KEYS, ...VALUE_KEYS].flatMap((key) => [key, `*.${key}`]),
];

/** Logger settings: level from config; tokens, cookies and query strings never reach the log. */
export function loggerOptions(config: AppConfig, stream?: { write(line: string): void }) {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    // Passwords, tokens and form values never reach the log, whoever logs them (ADR 0020).
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings may carry tokens (?token= on some links), so only the path is logged;
      // the socket's token is a path segment, so it is cut off too.
      req: (req: { method: string; url: string; ip: string }) => ({
        method: req.method,
        url: redactSocketToken(req.url.split('?')[0] ?? ''),
        remoteAddress: req.ip,
      }),
    },
  };
}

/** Builds the Fastify app with every plugin and module registered; never listens. */
export async function buildApp({
  config,
  database,
  logger,
  redisPrefix,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === undefined ? loggerOptions(config) : logger,
    trustProxy: proxyTrust(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : newId();
    },
    requestIdHeader: false,
    exposeHeadRoutes: true,
    // Bad percent-encoding fails before routing: answer it with the 400 envelope too.
    frameworkErrors: answerFrameworkError as FastifyServerOptions['frameworkErrors'],
  });
  const db = database ?? createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  // instances sharing Redis take distinct id numbers, so their ids never meet (lib/ids.ts)
  if (redis) setIdNode(await redis.incr(`${redisPrefix ?? 'tessera:'}id-node`));
  app.decorate(
    'services',
    createServices({ config, db: db.db, dialect: db.dialect, redis, logger: requestAwareLogger(app.log) }),
  );
  app.addHook('onClose', async () => {
    if (redis) await redis.quit();
    if (!database) await db.db.destroy();
  });

  // Echo the request id so a user's report can be matched to the log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestLogger(app);
  registerMetrics(app);
  registerLanguage(app);
  registerZod(app);
  registerInputGuard(app);
  registerErrorHandler(app);
  registerAuth(app);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await registerDocs(app, SERVER_VERSION);

  await registerModules(app, redisPrefix);

  await registerWebApp(app, config.WEB_DIST);
  return app;
}

/** Registers every module's route plugins and permission resolvers, in the list's order. */
async function registerModules(app: FastifyInstance, redisPrefix: string | undefined): Promise<void> {
  const modules: readonly AnyServerModule[] = serverModules;
  for (const module of modules) {
    for (const [name, resolver] of Object.entries(module.resolvers?.(app.services as never) ?? {}))
      app.routeResolvers.set(name, resolver);
    for (const routes of module.routes ?? [])
      await app.register(routes, {
        services: app.services as never,
        ...(redisPrefix ? { redisPrefix } : {}),
      });
  }
}
