import {
  systemLanguageBodySchema,
  systemThemeBodySchema,
  type SystemLanguageBody,
  type SystemThemeBody,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

/** The current user's settings: `/api/permission/Users/Current/*`. */
export async function userSettingsRoutes(app: FastifyInstance): Promise<void> {
  const { userSettings } = app.services;
  app.put<{ Body: SystemLanguageBody }>(
    '/api/permission/Users/Current/SystemLanguage',
    {
      config: { auth: 'user' },
      schema: { body: systemLanguageBodySchema, tags: ['users'] },
    },
    async (request) => {
      await userSettings.setLanguage(requireUser(request).userId, request.body);
      return ok(null, request.lang);
    },
  );
  app.put<{ Body: SystemThemeBody }>(
    '/api/permission/Users/Current/SystemTheme',
    {
      config: { auth: 'user' },
      schema: { body: systemThemeBodySchema, tags: ['users'] },
    },
    async (request) => {
      await userSettings.setTheme(requireUser(request).userId, request.body);
      return ok(null, request.lang);
    },
  );
}
