import { authorityRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import { bridgeAccessCaches } from './access-bridge';
import type { ModuleRouteOptions, PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import type { AuthorityService } from './authority.service';

/** The services {@link authorityRoutes} uses. */
export type AuthorityRouteServices = Pick<PlatformServices, 'config' | 'db' | 'dialect'> & {
  access: AccessService;
  authority: AuthorityService;
};

/** Authorisation (menu permission.authorize): read and replace an object's grants, effective permissions. */
export async function authorityRoutes(
  app: FastifyInstance,
  options: ModuleRouteOptions<AuthorityRouteServices>,
): Promise<void> {
  const { services } = options;
  const { authority } = services;
  if (services.config.REDIS_URL) {
    const close = await bridgeAccessCaches(services.access, {
      url: services.config.REDIS_URL,
      prefix: options.redisPrefix ?? 'tessera:',
      onError: (err) => app.log.warn({ err }, 'access cache bridge failed'),
    });
    app.addHook('onClose', close);
  }

  addRoute(app, routes.values, async (request) =>
    ok(
      await authority.values(
        request.body.objectType,
        request.params.objectId,
        requireUser(request),
        request.lang,
      ),
      request.lang,
    ),
  );
  addRoute(app, routes.save, async (request) => {
    await authority.save(request.params.objectId, request.body, requireUser(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.objects, async (request) => {
    const list = await authority.objects(request.params.objectType, request.query.keyword);
    return ok({ list }, request.lang);
  });
  addRoute(app, routes.effective, async (request) =>
    ok(await authority.effective(request.params.userId, request.lang), request.lang),
  );
}
