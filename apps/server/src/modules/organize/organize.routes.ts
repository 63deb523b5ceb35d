import {
  departmentBodySchema,
  idSchema,
  organizeBodySchema,
  organizeConditionBodySchema,
  organizeTreeQuerySchema,
  type DepartmentBody,
  type OrganizeBody,
  type OrganizeConditionBody,
  type OrganizeTreeQuery,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/permission/Organize';
const MENU = 'permission.organize';
const tags = ['organize'];
const idParams = z.object({ id: idSchema });
const can = (button?: string) => ({ auth: button ? { menu: MENU, button } : { menu: MENU } });
const anyUser = { auth: 'user' as const };
type IdRoute = { Params: { id: string } };

/** Organisation administration (menu permission.organize): companies and departments as one tree. */
export async function organizeRoutes(app: FastifyInstance): Promise<void> {
  const { organize } = app.services;

  app.get<{ Querystring: OrganizeTreeQuery }>(
    BASE,
    { config: can(), schema: { querystring: organizeTreeQuerySchema, tags } },
    async (request) => ok(await organize.tree(request.query.keyword, request.query.parentId), request.lang),
  );
  app.get<{ Querystring: OrganizeTreeQuery }>(
    `${BASE}/Tree`,
    { config: can(), schema: { querystring: organizeTreeQuerySchema, tags } },
    async (request) => ok(await organize.tree(request.query.keyword, request.query.parentId), request.lang),
  );
  app.post<{ Body: OrganizeBody }>(
    BASE,
    { config: can('btn_add'), schema: { body: organizeBodySchema, tags } },
    async (request) => ok(await organize.create(request.body, requireUser(request).userId), request.lang),
  );
  app.get<IdRoute & { Querystring: OrganizeTreeQuery }>(
    `${BASE}/SelectorByAuth/:id`,
    { config: anyUser, schema: { params: idParams, querystring: organizeTreeQuerySchema, tags } },
    async (request) =>
      ok(await organize.selectorByAuth(requireUser(request), request.params.id, request.query), request.lang),
  );
  app.post<{ Body: OrganizeConditionBody }>(
    `${BASE}/OrganizeCondition`,
    { config: anyUser, schema: { body: organizeConditionBodySchema, tags } },
    async (request) => ok(await organize.condition(request.body), request.lang),
  );
  app.get<IdRoute>(`${BASE}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await organize.info(request.params.id), request.lang),
  );
  app.put<IdRoute & { Body: OrganizeBody }>(
    `${BASE}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: organizeBodySchema, tags } },
    async (request) => {
      await organize.update(request.params.id, request.body, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  app.delete<IdRoute>(
    `${BASE}/:id`,
    { config: can('btn_remove'), schema: { params: idParams, tags } },
    async (request) => {
      await organize.remove(request.params.id, requireUser(request).userId);
      return ok(null, request.lang);
    },
  );
  await app.register(departmentRoutes);
}

/** Departments: the same tree, written and read as departments only. */
async function departmentRoutes(app: FastifyInstance): Promise<void> {
  const { organize } = app.services;
  const DEPT = `${BASE}/Department`;
  const department = (body: DepartmentBody): OrganizeBody => ({ ...body, category: 'department' });

  app.get<IdRoute & { Querystring: OrganizeTreeQuery }>(
    `${DEPT}/Selector/:id`,
    { config: anyUser, schema: { params: idParams, querystring: organizeTreeQuerySchema, tags } },
    async (request) => ok(await organize.selector(request.params.id, undefined, request.query), request.lang),
  );
  app.get<IdRoute & { Querystring: OrganizeTreeQuery }>(
    `${DEPT}/SelectorByAuth/:id`,
    { config: anyUser, schema: { params: idParams, querystring: organizeTreeQuerySchema, tags } },
    async (request) =>
      ok(await organize.selectorByAuth(requireUser(request), request.params.id, request.query), request.lang),
  );
  app.post<{ Body: DepartmentBody }>(
    DEPT,
    { config: can('btn_add'), schema: { body: departmentBodySchema, tags } },
    async (request) =>
      ok(await organize.create(department(request.body), requireUser(request).userId), request.lang),
  );
  app.get<IdRoute>(`${DEPT}/:id`, { config: can(), schema: { params: idParams, tags } }, async (request) =>
    ok(await organize.info(request.params.id, 'department'), request.lang),
  );
  app.put<IdRoute & { Body: DepartmentBody }>(
    `${DEPT}/:id`,
    { config: can('btn_edit'), schema: { params: idParams, body: departmentBodySchema, tags } },
    async (request) => {
      const { userId } = requireUser(request);
      await organize.update(request.params.id, department(request.body), userId, 'department');
      return ok(null, request.lang);
    },
  );
}
