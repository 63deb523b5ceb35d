import {
  baseInfoBodySchema,
  majorBodySchema,
  modifyPasswordBodySchema,
  profileLogQuerySchema,
  type BaseInfoBody,
  type MajorBody,
  type ModifyPasswordBody,
  type ProfileLogQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { authorizeTree } from './authorize';
import { ownLog } from './profile-log.service';

const BASE = '/api/permission/Users/Current';
const user = { auth: 'user' } as const;
const tags = ['profile'];
const idParams = z.object({ id: z.string().min(1).max(64) });
const avatarParams = z.object({ name: z.string().min(1).max(200) });

/** The signed-in user's own profile (spec 01 section 7, "Current user"). */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { profile, passwords, access, currentUser, db } = app.services;

  app.get(`${BASE}/BaseInfo`, { config: user, schema: { tags } }, async (request) =>
    ok(await profile.baseInfo(requireUser(request).userId), request.lang),
  );
  // The schema keeps only the self-editable fields: account, roles, organisation or
  // isAdministrator in the body are dropped before the service sees it.
  app.put<{ Body: BaseInfoBody }>(
    `${BASE}/BaseInfo`,
    { config: user, schema: { body: baseInfoBodySchema, tags } },
    async (request) => {
      await profile.saveBaseInfo(requireUser(request).userId, request.body);
      return ok(null, request.lang);
    },
  );
  app.put<{ Params: { name: string } }>(
    `${BASE}/Avatar/:name`,
    { config: user, schema: { params: avatarParams, tags } },
    async (request) => {
      await profile.setAvatar(requireUser(request).userId, request.params.name);
      return ok(null, request.lang);
    },
  );
  app.post<{ Body: ModifyPasswordBody }>(
    `${BASE}/Actions/ModifyPassword`,
    { config: user, schema: { body: modifyPasswordBodySchema, tags } },
    async (request) => {
      await passwords.change(requireUser(request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        url: request.url,
        method: request.method,
      });
      return ok(null, request.lang, 'passwordChanged');
    },
  );
  app.get<{ Params: { id: string } }>(
    `${BASE}/Subordinate/:id`,
    { config: user, schema: { params: idParams, tags } },
    async (request) =>
      ok(await profile.subordinates(requireUser(request).userId, request.params.id), request.lang),
  );
  app.get(`${BASE}/Authorize`, { config: user, schema: { tags } }, async (request) =>
    ok(await authorizeTree(access, currentUser, requireUser(request)), request.lang),
  );
  app.get<{ Querystring: ProfileLogQuery }>(
    `${BASE}/SystemLog`,
    { config: user, schema: { querystring: profileLogQuerySchema, tags } },
    async (request) =>
      ok(await ownLog(db, requireUser(request).userId, request.query, request.lang), request.lang),
  );
  app.get(`${BASE}/getUserOrganizes`, { config: user, schema: { tags } }, async (request) =>
    ok(await profile.organizes(requireUser(request).userId), request.lang),
  );
  app.get(`${BASE}/getUserPositions`, { config: user, schema: { tags } }, async (request) =>
    ok(await profile.positions(requireUser(request).userId), request.lang),
  );
  app.put<{ Body: MajorBody }>(
    `${BASE}/major`,
    { config: user, schema: { body: majorBodySchema, tags } },
    async (request) => {
      await profile.setMajor(requireUser(request), request.body);
      return ok(null, request.lang);
    },
  );
}
