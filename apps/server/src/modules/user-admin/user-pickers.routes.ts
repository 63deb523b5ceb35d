import {
  userConditionBodySchema,
  userIdsBodySchema,
  userPickerQuerySchema,
  type UserConditionBody,
  type UserIdsBody,
  type UserPickerQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { USERS_BASE as BASE } from './user-admin.routes';

const tags = ['user-admin'];
const anyUser = { auth: 'user' as const };
const nodeParams = z.object({ id: z.string().trim().min(1).max(64) });
type Query = { Querystring: UserPickerQuery };
type Condition = { Body: UserConditionBody };
type NodeCondition = Condition & { Params: { id: string } };

/**
 * The user pickers (any signed-in user): enabled, live users with picker fields only.
 * `GET /Users/ImUser` is the chat module's.
 */
export async function userPickersRoutes(app: FastifyInstance): Promise<void> {
  const { userPickers } = app.services;
  const query = { querystring: userPickerQuerySchema, tags };
  const condition = { body: userConditionBodySchema, tags };

  app.get(`${BASE}/Selector`, { config: anyUser, schema: { tags } }, async (request) =>
    ok(await userPickers.selector(), request.lang),
  );
  app.post<{ Body: UserIdsBody }>(
    `${BASE}/getUserList`,
    { config: anyUser, schema: { body: userIdsBodySchema, tags } },
    async (request) => ok(await userPickers.byIds(request.body.userId), request.lang),
  );
  app.post<{ Body: UserIdsBody }>(
    `${BASE}/getSelectedList`,
    { config: anyUser, schema: { body: userIdsBodySchema, tags } },
    async (request) => ok(await userPickers.selected(request.body.userId), request.lang),
  );
  app.post<Condition>(`${BASE}/getSubordinates`, { config: anyUser, schema: condition }, async (request) =>
    ok(await userPickers.subordinates(requireUser(request).userId, request.body.keyword), request.lang),
  );
  app.get<Query>(`${BASE}/getOrganization`, { config: anyUser, schema: query }, async (request) =>
    ok(await userPickers.organization(requireUser(request).userId, request.query), request.lang),
  );
  app.get<Query>(`${BASE}/GetUsersByPositionId`, { config: anyUser, schema: query }, async (request) =>
    ok(await userPickers.byPosition(request.query), request.lang),
  );
  app.get<Query>(`${BASE}/GetUsersByRoleOrgId`, { config: anyUser, schema: query }, async (request) =>
    ok(await userPickers.byRole(request.query), request.lang),
  );
  app.post<Condition>(`${BASE}/UserCondition`, { config: anyUser, schema: condition }, async (request) =>
    ok(await userPickers.condition(request.body), request.lang),
  );
  app.post<Condition>(
    `${BASE}/getSelectedUserList`,
    { config: anyUser, schema: condition },
    async (request) => ok(await userPickers.condition(request.body), request.lang),
  );
  app.post<NodeCondition>(
    `${BASE}/GetListByAuthorize/:id`,
    { config: anyUser, schema: { ...condition, params: nodeParams } },
    async (request) => ok(await userPickers.byAuthorize(request.params.id, request.body), request.lang),
  );
  app.post<NodeCondition>(
    `${BASE}/ImUser/Selector/:id`,
    { config: anyUser, schema: { ...condition, params: nodeParams } },
    async (request) => ok(await userPickers.imSelector(request.params.id, request.body), request.lang),
  );
}
