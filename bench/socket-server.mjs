// One server instance for bench/socket.mjs, run as a child process (node --expose-gc --import tsx).
// It answers over IPC: `users` (creates bench users and sessions), `mem` (memory after a GC), `cpu`
// (process.cpuUsage()), `profile-start`/`profile-stop` (BENCH_SERVER_PROF), `stop`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDatabase } from '../apps/server/src/db/seed';

const config = loadConfig();
const database = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
if (process.env.BENCH_SETUP === '1') {
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
}
const app = await buildApp({
  config,
  database,
  // Errors only (a failed batch, a lost bridge); the bench's own load is not logged.
  logger: { level: 'error' },
  redisPrefix: process.env.BENCH_REDIS_PREFIX || undefined,
});
await app.listen({ port: 0, host: '127.0.0.1' });

// Counts the chat store's batches (a private field, reached from plain JavaScript for the figure only).
const batches = { count: 0, messages: 0 };
const writer = app.services.chat.writer;
const save = writer.save;
writer.save = (items) => {
  batches.count += 1;
  batches.messages += items.length;
  return save(items);
};

/** Creates `count` enabled users (bench00000…) with one session each; answers their ids and tokens. */
async function createUsers(count) {
  const now = Date.now();
  const users = Array.from({ length: count }, (_, i) => ({
    id: `bench${String(i).padStart(5, '0')}`,
    account: `bench${String(i).padStart(5, '0')}`,
    real_name: `Bench ${i}`,
    password_hash: 'x',
    created_at: now,
  }));
  for (let i = 0; i < users.length; i += 200)
    await database.db
      .insertInto('base_user')
      .values(users.slice(i, i + 200))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  const sessions = [];
  for (const u of users) sessions.push({ userId: u.id, token: await app.services.sessions.create(u.id, {}) });
  return sessions;
}

// The longest event-loop stall between two `cpu` questions (a synchronous fsync would show here).
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
let profiler = null;
process.on('message', async (message) => {
  if (message.type === 'profile-start' && process.env.BENCH_SERVER_PROF) {
    const { Session } = await import('node:inspector/promises');
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  if (message.type === 'profile-stop' && profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      `${process.env.BENCH_SERVER_PROF}/window-${process.pid}.cpuprofile`,
      JSON.stringify(profile),
    );
  }
  if (message.type === 'profile-stop') process.send({ type: 'profile-stopped' });
  if (message.type === 'users') process.send({ type: 'users', users: await createUsers(message.count) });
  if (message.type === 'cpu') {
    const lagMaxMs = Math.round(loopDelay.max / 1e6);
    process.send({ type: 'cpu', cpu: process.cpuUsage(), lagMaxMs, batches: { ...batches } });
    loopDelay.reset();
  }
  if (message.type === 'mem') {
    globalThis.gc?.();
    process.send({ type: 'mem', memory: process.memoryUsage() });
  }
  if (message.type === 'stop') {
    await app.close();
    await database.db.destroy();
    process.exit(0);
  }
});
process.send({ type: 'ready', port: app.server.address().port });
