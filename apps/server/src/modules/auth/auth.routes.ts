import {
  loginBodySchema,
  unlockBodySchema,
  type LoginAccountConfig,
  type LoginBody,
  type UnlockBody,
} from '@tessera/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import type { ClientMeta } from './login.service';

const currentUserQuerySchema = z.object({
  /** enCode of the system to answer for. */
  systemCode: z.string().max(100).optional(),
  /** Id of the system to answer for. */
  systemId: z.string().max(32).optional(),
});
const accountParamsSchema = z.object({ account: z.string().max(200) });

const meta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  url: request.url,
  method: request.method,
});

/** `/api/oauth/*`: sign-in, current user, sign-out, lock screen and login page settings. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { login, currentUser, sysConfig } = app.services;
  const tags = ['oauth'];

  app.post<{ Body: LoginBody }>(
    '/api/oauth/Login',
    { config: { auth: 'public' }, schema: { body: loginBodySchema, tags } },
    async (request) => ok(await login.login(request.body, meta(request)), request.lang, 'loginSuccess'),
  );

  app.get<{ Querystring: z.infer<typeof currentUserQuerySchema> }>(
    '/api/oauth/CurrentUser',
    {
      config: { auth: 'user' },
      schema: { querystring: currentUserQuerySchema, tags },
    },
    async (request, reply) => {
      const body = await currentUser.envelope(requireUser(request).userId, request.query, request.lang);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get('/api/oauth/Logout', { config: { auth: 'user' }, schema: { tags } }, async (request) => {
    await login.logout(requireUser(request), meta(request));
    return ok(null, request.lang, 'logoutSuccess');
  });

  app.post<{ Body: UnlockBody }>(
    '/api/oauth/LockScreen',
    { config: { auth: 'user' }, schema: { body: unlockBodySchema, tags } },
    async (request) => {
      await login.unlock(requireUser(request), request.body, meta(request));
      return ok(null, request.lang, 'unlockSuccess');
    },
  );

  app.get(
    '/api/oauth/getConfig/:account',
    { config: { auth: 'public' }, schema: { params: accountParamsSchema, tags } },
    async (request) => {
      // The same answer for every account, so the call cannot reveal which accounts exist.
      const settings = await sysConfig.get();
      const data: LoginAccountConfig = {
        enableVerificationCode: settings.enableVerificationCode,
        verificationCodeNumber: settings.verificationCodeNumber,
      };
      return ok(data, request.lang);
    },
  );

  app.get('/api/oauth/getLoginConfig', { config: { auth: 'public' }, schema: { tags } }, async (request) =>
    ok({ redirect: false, url: '', ticketParams: '', socialsList: [] }, request.lang),
  );
}
