import { healthRoutes as routes, type HealthResult } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions, PlatformServices } from '../../platform/module';
import { addRoute } from '../../platform/route';

/** Server version, from the workspace package. */
export const SERVER_VERSION = '0.1.0';

/** `GET /api/health`: a bare JSON answer (also the benchmark baseline). */
export async function healthRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<Pick<PlatformServices, 'dialect'>>,
): Promise<void> {
  const data: HealthResult = { status: 'ok', database: services.dialect, version: SERVER_VERSION };
  addRoute(app, routes.health, async (request) => ok(data, request.lang));
}
