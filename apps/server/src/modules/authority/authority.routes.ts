import {
  authorityObjectsQuerySchema,
  authorityObjectTypeSchema,
  authoritySaveBodySchema,
  authorityValuesBodySchema,
  idSchema,
  type AuthorityObjectsQuery,
  type AuthorityObjectType,
  type AuthoritySaveBody,
  type AuthorityValuesBody,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { bridgeAccessCaches } from './access-bridge';
import type { ModuleRouteOptions, PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import type { AuthorityService } from './authority.service';

const BASE = '/api/permission/Authority';
const MENU = 'permission.authorize';
const tags = ['authority'];
const objectParams = z.object({ objectId: idSchema });
const userParams = z.object({ userId: idSchema });
const typeParams = z.object({ objectType: authorityObjectTypeSchema });
type ObjectRoute = { Params: { objectId: string } };

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

  app.post<ObjectRoute & { Body: AuthorityValuesBody }>(
    `${BASE}/Data/:objectId/Values`,
    {
      config: { auth: { menu: MENU } },
      schema: { params: objectParams, body: authorityValuesBodySchema, tags },
    },
    async (request) =>
      ok(
        await authority.values(request.body.objectType, request.params.objectId, requireUser(request)),
        request.lang,
      ),
  );
  app.put<ObjectRoute & { Body: AuthoritySaveBody }>(
    `${BASE}/Data/:objectId`,
    {
      config: { auth: { menu: MENU, button: 'btn_edit' } },
      schema: { params: objectParams, body: authoritySaveBodySchema, tags },
    },
    async (request) => {
      await authority.save(request.params.objectId, request.body, requireUser(request));
      return ok(null, request.lang);
    },
  );
  app.get<{ Params: { objectType: AuthorityObjectType }; Querystring: AuthorityObjectsQuery }>(
    `${BASE}/Objects/:objectType`,
    {
      config: { auth: { menu: MENU } },
      schema: { params: typeParams, querystring: authorityObjectsQuerySchema, tags },
    },
    async (request) => {
      const list = await authority.objects(request.params.objectType, request.query.keyword);
      return ok({ list }, request.lang);
    },
  );
  app.get<{ Params: { userId: string } }>(
    `${BASE}/Effective/:userId`,
    { config: { auth: { menu: MENU } }, schema: { params: userParams, tags } },
    async (request) => ok(await authority.effective(request.params.userId), request.lang),
  );
}
