import { columnSettingsRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import type { ColumnSettingsService } from './column-settings.service';

/**
 * Column settings of tables, per user and menu (spec 02 sections 3 and 7). Any signed-in user,
 * but only for a menu that user may open (checked by the service).
 */
export async function columnSettingsRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ columnSettings: ColumnSettingsService }>,
): Promise<void> {
  const service = services.columnSettings;

  addRoute(app, routes.get, async (request) =>
    ok(await service.get(requireUser(request), request.params.moduleId), request.lang),
  );
  addRoute(app, routes.set, async (request) => {
    const { moduleId, fieldList } = request.body;
    await service.set(requireUser(request), moduleId, fieldList);
    return ok(null, request.lang);
  });
}
