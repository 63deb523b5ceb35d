import { dataScopeExplainQuerySchema, type DataScopeExplainQuery } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import type { DataScopeExplainer } from './data-scope-explain';

/** Path of the explain call. */
export const DATA_SCOPE_EXPLAIN = '/api/permission/Authority/DataScope/Explain';

/** Data permission tools of the permission administration (menu permission.authorize). */
export async function dataScopeRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ dataScopeExplainer: DataScopeExplainer }>,
): Promise<void> {
  const explainer = services.dataScopeExplainer;
  app.get<{ Querystring: DataScopeExplainQuery }>(
    DATA_SCOPE_EXPLAIN,
    {
      config: { auth: { menu: 'permission.authorize' } },
      schema: { querystring: dataScopeExplainQuerySchema, tags: ['data-scope'] },
    },
    async (request) => ok(await explainer.explain(request.query, request.lang), request.lang),
  );
}
