import formbody from '@fastify/formbody';
import { SOCKET_PATH } from '@tessera/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from './config/env';
import { createDatabase, type Database } from './db/database';
import { newId } from './lib/ids';
import { proxyTrust } from './lib/proxy-trust';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes, SERVER_VERSION } from './modules/health/health.routes';
import { userSettingsRoutes } from './modules/user-settings/user-settings.routes';
import { filesRoutes } from './modules/files/files.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { noticesRoutes } from './modules/messages/notices.routes';
import { signImgRoutes } from './modules/profile/sign-img.routes';
import { publicConfigRoutes } from './modules/sign-in-modes/public-config.routes';
import { signInModesRoutes } from './modules/sign-in-modes/sign-in-modes.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { socketRoutes } from './modules/socket/socket.routes';
import { organizeRoutes } from './modules/organize/organize.routes';
import { positionsRoutes } from './modules/positions/positions.routes';
import { groupsRoutes } from './modules/groups/groups.routes';
import { areaRoutes } from './modules/area/area.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { userAdminRoutes } from './modules/user-admin/user-admin.routes';
import { onlineUsersRoutes } from './modules/online-users/online-users.routes';
import { userPickersRoutes } from './modules/user-admin/user-pickers.routes';
import { userExcelRoutes } from './modules/user-admin/user-excel.routes';
import { dataScopeRoutes } from './modules/data-scope/data-scope.routes';
import { menusRoutes } from './modules/menus/menus.routes';
import { authorityRoutes } from './modules/authority/authority.routes';
import { columnSettingsRoutes } from './modules/column-settings/column-settings.routes';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes';
import { dataInterfaceRoutes } from './modules/data-interface/data-interface.routes';
import { printDevRoutes } from './modules/print-dev/print-dev.routes';
import { billRuleRoutes } from './modules/bill-rule/bill-rule.routes';
import { messageTemplateRoutes } from './modules/message-template/message-template.routes';
import { sysConfigRoutes } from './modules/sys-config/sys-config.routes';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { answerFrameworkError, registerInputGuard } from './plugins/input-guard';
import { registerLanguage } from './plugins/language';
import { registerWebApp } from './plugins/web-app';
import { registerZod } from './plugins/zod';
import { createServices } from './services';
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
export const redactSocketToken = (url: string) =>
  url.startsWith(`${SOCKET_PATH}/`) ? `${SOCKET_PATH}/[redacted]` : url;

/** Logger settings: level from config; tokens, cookies and query strings never reach the log. */
export function loggerOptions(config: AppConfig, stream?: { write(line: string): void }) {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
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
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  app.decorate('services', createServices(config, db.db, db.dialect, redis, app.log));
  app.addHook('onClose', async () => {
    if (redis) await redis.quit();
    if (!database) await db.db.destroy();
  });

  // Echo the request id so a user's report can be matched to the log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerLanguage(app);
  registerZod(app);
  registerInputGuard(app);
  registerErrorHandler(app);
  registerAuth(app);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await registerDocs(app, SERVER_VERSION);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userSettingsRoutes);
  await app.register(profileRoutes);
  await app.register(signImgRoutes);
  await app.register(filesRoutes);
  await app.register(signInModesRoutes);
  await app.register(publicConfigRoutes);
  await app.register(messagesRoutes);
  await app.register(noticesRoutes);
  await app.register(organizeRoutes);
  await app.register(positionsRoutes);
  await app.register(groupsRoutes);
  await app.register(areaRoutes);
  await app.register(rolesRoutes);
  await app.register(userAdminRoutes);
  await app.register(userPickersRoutes);
  await app.register(userExcelRoutes);
  await app.register(dataScopeRoutes);
  await app.register(menusRoutes);
  await app.register(authorityRoutes, { redisPrefix });
  await app.register(columnSettingsRoutes);
  await app.register(onlineUsersRoutes);
  await app.register(dictionaryRoutes);
  await app.register(dataInterfaceRoutes);
  await app.register(printDevRoutes);
  await app.register(billRuleRoutes);
  await app.register(messageTemplateRoutes);
  await app.register(sysConfigRoutes, { redisPrefix });

  await app.register(chatRoutes);
  await app.register(socketRoutes, { redisPrefix });

  await registerWebApp(app, config.WEB_DIST);
  return app;
}
