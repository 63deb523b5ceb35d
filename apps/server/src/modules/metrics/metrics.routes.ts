import { metricsRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../lib/errors';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import { METRICS_CONTENT_TYPE } from '../../plugins/metrics';

/** `GET /api/system/Metrics`: the Prometheus text, for an administrator's token only. */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  addRoute(app, routes.metrics, async (request, reply) => {
    if (!requireUser(request).isAdministrator) throw forbidden();
    const text = await app.metrics.text();
    await reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE).send(text);
  });
}
