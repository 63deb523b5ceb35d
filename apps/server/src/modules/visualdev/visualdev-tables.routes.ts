import { visualDevTableRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import type { VisualDevTablesService } from './visualdev-tables.service';

/** The designer's table picking (ADR 0025 amendment): bindable tables and their columns. */
export async function visualDevTablesRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ visualDevTables: VisualDevTablesService }>,
): Promise<void> {
  const { visualDevTables } = services;
  addRoute(app, routes.tables, async (request) => ok(await visualDevTables.list(), request.lang));
  addRoute(app, routes.fields, async (request) =>
    ok(await visualDevTables.fields(request.params.table), request.lang),
  );
}
