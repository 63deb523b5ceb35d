import { userSettingsRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';

/** The current user's settings: `/api/permission/Users/Current/*`. */
export async function userSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { userSettings } = app.services;
  addRoute(app, routes.language, async (request) => {
    await userSettings.setLanguage(requireUser(request).userId, request.body);
    return ok(null, request.lang);
  });
  addRoute(app, routes.theme, async (request) => {
    await userSettings.setTheme(requireUser(request).userId, request.body);
    return ok(null, request.lang);
  });
}
