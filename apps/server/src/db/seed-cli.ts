import { loadConfig } from '../config/env';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed';

// `npm run seed -w apps/server`: migrate and seed the configured database, then exit.
const config = loadConfig();
const { db } = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateToLatest(db);
await seedDatabase(db, Date.now(), { areas: 'full' });
await db.destroy();
console.log('seeded');
