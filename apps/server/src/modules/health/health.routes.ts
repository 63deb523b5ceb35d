import { healthRoutes as routes, type HealthResult } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { addRoute } from '../../platform/route';

/** Server version, from the workspace package. */
export const SERVER_VERSION = '0.1.0';

/** `GET /api/health`: a bare JSON answer (also the benchmark baseline). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const data: HealthResult = { status: 'ok', database: app.services.dialect, version: SERVER_VERSION };
  addRoute(app, routes.health, async (request) => ok(data, request.lang));
}
