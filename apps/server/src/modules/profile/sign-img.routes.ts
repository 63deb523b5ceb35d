import { signImgRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { SignImgService } from './sign-img.service';

/** The caller's signature images: list, add, delete, set default. */
export async function signImgRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ signImgs: SignImgService }>,
): Promise<void> {
  const { signImgs } = services;
  // A 200 KB image is about 270 KB as a base64 data URL; the route's own ceiling sits just above.
  const bodyLimit = 400 * 1024;

  addRoute(app, routes.list, async (request) =>
    ok(await signImgs.list(requireUser(request).userId), request.lang),
  );
  addRoute(
    app,
    routes.add,
    async (request) =>
      ok({ id: await signImgs.add(requireUser(request).userId, request.body) }, request.lang),
    { bodyLimit },
  );
  addRoute(app, routes.remove, async (request) => {
    await signImgs.remove(requireUser(request).userId, request.params.id);
    return ok(null, request.lang);
  });
  addRoute(app, routes.setDefault, async (request) => {
    await signImgs.setDefault(requireUser(request).userId, request.params.id);
    return ok(null, request.lang);
  });
}
