import { authRoutes as routes, type LoginAccountConfig } from '@tessera/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { ClientMeta, LoginService } from './login.service';
import type { SystemConfigService } from '../sys-config/sys-config.service';
import type { CurrentUserService } from './current-user.service';
import { JSON_HEADERS, pickCoding } from './encoded-body';

const meta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  url: request.url,
  method: request.method,
});

/** `/api/oauth/*`: sign-in, current user, sign-out, lock screen and login page settings. */
export async function authRoutes(
  app: FastifyInstance,
  {
    services,
  }: ModuleRouteOptions<{
    login: LoginService;
    currentUser: CurrentUserService;
    sysConfig: SystemConfigService;
  }>,
): Promise<void> {
  const { login, currentUser, sysConfig } = services;

  addRoute(app, routes.login, async (request) =>
    ok(await login.login(request.body, meta(request)), request.lang, 'loginSuccess'),
  );

  addRoute(app, routes.currentUser, async (request, reply) => {
    const body = await currentUser.envelope(requireUser(request).userId, request.query, request.lang);
    const coding = pickCoding(request.headers['accept-encoding']);
    return reply.headers(JSON_HEADERS[coding]).send(await body.in(coding));
  });

  addRoute(app, routes.logout, async (request) => {
    await login.logout(requireUser(request), meta(request));
    return ok(null, request.lang, 'logoutSuccess');
  });

  addRoute(app, routes.updatePasswordMessage, async (request) => {
    const user = requireUser(request);
    const must = Boolean(user.mustChangePassword) && (await sysConfig.get()).forceChangeInitialPassword;
    return ok({ mustChangePassword: must }, request.lang, must ? 'passwordChangeReminder' : 'ok');
  });

  addRoute(app, routes.lockScreen, async (request) => {
    await login.unlock(requireUser(request), request.body, meta(request));
    return ok(null, request.lang, 'unlockSuccess');
  });

  addRoute(app, routes.accountConfig, async (request) => {
    // The same answer for every account, so the call cannot reveal which accounts exist.
    const settings = await sysConfig.get();
    const data: LoginAccountConfig = {
      enableVerificationCode: settings.enableVerificationCode,
      verificationCodeNumber: settings.verificationCodeNumber,
    };
    return ok(data, request.lang);
  });

  addRoute(app, routes.loginConfig, async (request) =>
    ok({ redirect: false, url: '', ticketParams: '', socialsList: [] }, request.lang),
  );
}
