import { profileRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions, PlatformServices } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import { authorizeTree } from './authorize';
import { ownLog } from './profile-log.service';
import type { AccessService } from '../auth/access.service';
import type { CurrentUserService } from '../auth/current-user.service';
import type { PasswordService } from './password.service';
import type { ProfileService } from './profile.service';

/** The services {@link profileRoutes} uses. */
export type ProfileRouteServices = Pick<PlatformServices, 'db'> & {
  profile: ProfileService;
  passwords: PasswordService;
  access: AccessService;
  currentUser: CurrentUserService;
};

/** The signed-in user's own profile (spec 01 section 7, "Current user"). */
export async function profileRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<ProfileRouteServices>,
): Promise<void> {
  const { profile, passwords, access, currentUser, db } = services;

  addRoute(app, routes.baseInfo, async (request) =>
    ok(await profile.baseInfo(requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.saveBaseInfo, async (request) => {
    await profile.saveBaseInfo(requireUser(request).userId, request.body);
    return ok(null, request.lang);
  });
  addRoute(app, routes.avatar, async (request) => {
    await profile.setAvatar(requireUser(request).userId, request.params.name);
    return ok(null, request.lang);
  });
  addRoute(app, routes.modifyPassword, async (request) => {
    await passwords.change(requireUser(request), request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      url: request.url,
      method: request.method,
    });
    return ok(null, request.lang, 'passwordChanged');
  });
  addRoute(app, routes.subordinates, async (request) =>
    ok(await profile.subordinates(requireUser(request).userId, request.params.id), request.lang),
  );
  addRoute(app, routes.authorize, async (request) =>
    ok(await authorizeTree(access, currentUser, requireUser(request)), request.lang),
  );
  addRoute(app, routes.systemLog, async (request) =>
    ok(await ownLog(db, requireUser(request).userId, request.query, request.lang), request.lang),
  );
  addRoute(app, routes.organizes, async (request) =>
    ok(await profile.organizes(requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.positions, async (request) =>
    ok(await profile.positions(requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.major, async (request) => {
    await profile.setMajor(requireUser(request), request.body);
    return ok(null, request.lang);
  });
}
