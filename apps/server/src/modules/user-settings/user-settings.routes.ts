import { userSettingsRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { UserSettingsService } from './user-settings.service';

/** The current user's settings: `/api/permission/Users/Current/*`. */
export async function userSettingsRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ userSettings: UserSettingsService }>,
): Promise<void> {
  const { userSettings } = services;
  addRoute(app, routes.language, async (request) => {
    await userSettings.setLanguage(requireUser(request).userId, request.body);
    return ok(null, request.lang);
  });
  addRoute(app, routes.theme, async (request) => {
    await userSettings.setTheme(requireUser(request).userId, request.body);
    return ok(null, request.lang);
  });
}
