import { columnSettingsBodySchema, type ColumnSettingsBody } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import type { ModuleRouteOptions } from '../../platform/module';
import type { ColumnSettingsService } from './column-settings.service';

const BASE = '/api/permission/Authority';
const tags = ['column-settings'];
const params = z.object({ moduleId: z.string().trim().min(1).max(64) });

/**
 * Column settings of tables, per user and menu (spec 02 sections 3 and 7). Any signed-in user,
 * but only for a menu that user may open (checked by the service).
 */
export async function columnSettingsRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ columnSettings: ColumnSettingsService }>,
): Promise<void> {
  const service = services.columnSettings;

  app.get<{ Params: { moduleId: string } }>(
    `${BASE}/GetColumnsByModuleId/:moduleId`,
    { config: { auth: 'user' }, schema: { params, tags } },
    async (request) => ok(await service.get(requireUser(request), request.params.moduleId), request.lang),
  );
  app.put<{ Body: ColumnSettingsBody }>(
    `${BASE}/SetColumnsByModuleId`,
    { config: { auth: 'user' }, schema: { body: columnSettingsBodySchema, tags } },
    async (request) => {
      const { moduleId, fieldList } = request.body;
      await service.set(requireUser(request), moduleId, fieldList);
      return ok(null, request.lang);
    },
  );
}
