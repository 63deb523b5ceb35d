import type { Server } from 'node:http';
import { buildApp } from './app';
import { defaultPasswordAction } from './config/default-password';
import { loadConfig } from './config/env';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase, seedWithServices } from './db/seed';
import { listenMetrics } from './plugins/metrics';
import { startJobs } from './modules/scheduling/scheduling.module';

// Entry point: configuration, database (migrate + seed), listen, graceful shutdown.
const config = loadConfig();
const database = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateToLatest(database.db);
if (config.SEED) await seedDatabase(database.db, Date.now(), { areas: 'full' });
const app = await buildApp({ config, database });
// Example data made through the services (a released example design); a failure leaves it out.
if (config.SEED)
  await seedWithServices(app.services).catch((err: unknown) =>
    app.log.warn({ err }, 'example data not seeded'),
  );

const action = defaultPasswordAction(config, await app.services.login.adminHasDefaultPassword());
if (action === 'refuse') {
  app.log.fatal(
    'admin / 123456 is the seeded password; change it, or set ALLOW_DEFAULT_ADMIN_PASSWORD=1 to start anyway',
  );
  await app.close();
  await database.db.destroy();
  process.exit(1);
}
if (action === 'warn') app.log.warn('admin / 123456 is the seeded password; change it');

let metricsServer: Server | undefined;
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    metricsServer?.close();
    await app.close();
    await database.db.destroy();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
await startJobs(app);
if (config.METRICS_PORT) {
  metricsServer = await listenMetrics(app, config.METRICS_PORT, config.METRICS_HOST);
  app.log.info({ port: config.METRICS_PORT, host: config.METRICS_HOST }, 'metrics listening');
}
app.log.info(
  { database: database.dialect, dataDir: database.dialect === 'sqlite' ? config.DATA_DIR : undefined },
  'Tessera server ready',
);
