import { dataInterfaceRoutes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import type { SqlReader } from './sql-runner';

/**
 * The SQL reader's status for the data interface page, the start-up warning when SQL interfaces
 * are refused, and closing the reader's pool with the app.
 */
export async function sqlReaderRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ sqlReader: SqlReader }>,
): Promise<void> {
  const { sqlReader } = services;
  app.addHook('onReady', async () => {
    const status = await sqlReader.status();
    if (!status.available)
      app.log.warn(
        { reason: status.reason, detail: status.detail },
        'SQL data interfaces are refused: no safe read-only database role (see DATA_INTERFACE_DATABASE_URL in the README)',
      );
  });
  app.addHook('onClose', async () => {
    await sqlReader.close();
  });
  addRoute(app, dataInterfaceRoutes.sqlStatus, async (request) => ok(await sqlReader.status(), request.lang));
}
