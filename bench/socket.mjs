// Socket delivery: 1,000 clients on one instance (SQLite), then 500 on each of two instances sharing
// Redis and PostgreSQL (BENCH_DATABASE_URL, TEST_DATABASE_URL or the local test server; without one, a
// SQLite file shared by both processes, which is no real deployment), exchanging chat messages at ~1,000 msg/s over
// loopback; every message crosses instances. Figures: delivery latency p50/p99, messages/s, server
// memory per socket. Knobs: BENCH_SOCKET_CLIENTS, _RATE, _SECONDS (<= 20), _ONLY (1|2), _PG_ALL=1,
// BENCH_PG_ASYNC_COMMIT=1, BENCH_SERVER_PROF=<dir> (CPU profile of the measured window).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { writeResult } from './write-result.mjs';

const CLIENTS = Number(process.env.BENCH_SOCKET_CLIENTS ?? 1000);
const RATE = Number(process.env.BENCH_SOCKET_RATE ?? 1000);
const SECONDS = Math.min(20, Number(process.env.BENCH_SOCKET_SECONDS ?? 10));
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The local PostgreSQL the tests use (scripts/test.sh), when it answers. */
async function localPg() {
  const url = 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? (await localPg());

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Starts one server child and waits for its port. */
function startServer(env) {
  const child = fork(path.resolve('bench/socket-server.mjs'), {
    env: { ...process.env, ...env },
    execArgv: ['--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (message, type) =>
    new Promise((resolve) => {
      const on = (m) => {
        if (m.type !== type) return;
        child.off('message', on);
        resolve(m);
      };
      child.on('message', on);
      if (message) child.send(message);
    });
  return ask(null, 'ready').then(({ port }) => ({ child, port, ask }));
}

/** Opens a client socket and completes OnConnection. */
function connect(port, user, onFrame) {
  const base = `127.0.0.1:${port}`;
  const ws = new WebSocket(`ws://${base}/api/message/websocket/${encodeURIComponent(user.token)}`, {
    headers: { origin: `http://${base}` },
  });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.method === 'initMessage') resolve(ws);
      else onFrame(frame);
    });
    ws.once('open', () => ws.send(JSON.stringify({ method: 'OnConnection', mobileDevice: false })));
  });
}

async function scenario(instances) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-socket-'));
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const prefix = `tessera-bench-${randomBytes(5).toString('hex')}:`;
  // PostgreSQL is for several instances (one SQLite file shared by processes is not a deployment);
  // BENCH_SOCKET_PG_ALL=1 uses it for one instance too, to tell database cost from fan-out cost.
  const usePg = Boolean(PG_URL) && (instances > 1 || process.env.BENCH_SOCKET_PG_ALL === '1');
  const admin = usePg ? new pg.Client({ connectionString: PG_URL }) : null;
  // A scratch database (not a schema: Kysely's migrator would find another schema's lock table).
  const dbUrl = new URL(PG_URL ?? 'postgres://x');
  dbUrl.pathname = `/${schema}`;
  if (admin) {
    await admin.connect();
    await admin.query(`create database ${schema}`);
    // Opt-in: shows how much of the cost is the WAL flush of each commit on this machine's disk.
    if (process.env.BENCH_PG_ASYNC_COMMIT === '1')
      await admin.query(`alter database ${schema} set synchronous_commit = off`);
  }
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '100000',
    NODE_ENV: 'production',
    BENCH_REDIS_PREFIX: prefix,
    DATABASE_URL: usePg ? dbUrl.toString() : '',
    ...(instances > 1 ? { REDIS_URL } : { REDIS_URL: '' }),
  };
  const servers = [await startServer({ ...env, BENCH_SETUP: '1' })];
  for (let i = 1; i < instances; i += 1) servers.push(await startServer(env));
  const { users } = await servers[0].ask({ type: 'users', count: CLIENTS }, 'users');
  const before = await Promise.all(servers.map((s) => s.ask({ type: 'mem' }, 'mem')));

  const latencies = [];
  let measuring = false;
  let delivered = 0;
  const errors = {};
  const onFrame = (frame) => {
    if (frame.method === 'error') errors[frame.msg] = (errors[frame.msg] ?? 0) + 1;
    if (frame.method !== 'receiveMessage') return;
    const [stamp, phase] = frame.formMessage.split(' ');
    const sentAt = Number(stamp);
    // only messages sent inside the measured window count ('m'), not the warm-up ones ('w')
    if (phase === 'm' && sentAt) {
      latencies.push(performance.now() - sentAt);
      delivered += 1;
    }
  };
  const sockets = [];
  for (let i = 0; i < users.length; i += 50) {
    const batch = users
      .slice(i, i + 50)
      .map((u, k) => connect(servers[(i + k) % instances].port, u, onFrame));
    sockets.push(...(await Promise.all(batch)));
  }
  await sleep(500);
  const after = await Promise.all(servers.map((s) => s.ask({ type: 'mem' }, 'mem')));

  // Client i writes to client i+1; with two instances neighbours sit on different instances.
  let next = 0;
  let sent = 0;
  // Open loop: each tick sends what the target rate owes since the start, so a late timer (the
  // client shares the cores) sends a larger burst instead of lowering the offered rate.
  const t0 = performance.now();
  const send = () => {
    const due = Math.floor(((performance.now() - t0) * RATE) / 1000);
    while (next < due) {
      const from = next % sockets.length;
      const to = users[(from + 1) % users.length];
      next += 1;
      sent += measuring ? 1 : 0;
      const text = `${performance.now()} ${measuring ? 'm' : 'w'} bench message ${next}`;
      sockets[from].send(
        JSON.stringify({
          method: 'SendMessage',
          toUserId: to.userId,
          messageType: 'text',
          messageContent: text,
        }),
      );
    }
  };
  const timer = setInterval(send, 10);
  await sleep(1000); // warm-up, not measured
  const cpuOf = () => Promise.all(servers.map((s) => s.ask({ type: 'cpu' }, 'cpu')));
  const serverCpu = await cpuOf();
  measuring = true;
  for (const s of servers) s.child.send({ type: 'profile-start' });
  const clientCpu = process.cpuUsage();
  const started = performance.now();
  await sleep(SECONDS * 1000);
  clearInterval(timer);
  const window = (performance.now() - started) / 1000;
  const deliveredInWindow = delivered;
  // The machine's load during the window (other work on the same cores delays every hop).
  const loadAvg1m = Math.round(os.loadavg()[0] * 10) / 10;
  // CPU share of one core over the window: is the client (on the same cores) a bottleneck?
  const busy = ({ user, system }) => Math.round((user + system) / 10_000 / window);
  const clientCpuPct = busy(process.cpuUsage(clientCpu));
  const serverCpuAfter = await cpuOf();
  const serverCpuPct = serverCpuAfter.map((c, i) =>
    busy({ user: c.cpu.user - serverCpu[i].cpu.user, system: c.cpu.system - serverCpu[i].cpu.system }),
  );
  const serverLagMaxMs = serverCpuAfter.map((c) => c.lagMaxMs);
  // Messages per stored batch (one transaction or statement each) in the window, per instance.
  const messagesPerBatch = serverCpuAfter.map((c, i) => {
    const n = c.batches.count - serverCpu[i].batches.count;
    return n ? Math.round(((c.batches.messages - serverCpu[i].batches.messages) / n) * 10) / 10 : 0;
  });
  const profiled = Promise.all(servers.map((s) => s.ask({ type: 'profile-stop' }, 'profile-stopped')));
  for (let waited = 0; delivered < sent && waited < 5000; waited += 100) await sleep(100);
  measuring = false;
  await profiled;

  for (const ws of sockets) ws.terminate();
  for (const s of servers) {
    s.child.send({ type: 'stop' });
    await new Promise((resolve) => s.child.once('exit', resolve));
  }
  if (admin) {
    await admin.query(`drop database ${schema} with (force)`);
    await admin.end();
  }
  if (instances > 1) {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }
  rmSync(dataDir, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  const perSocket = (key) =>
    Math.round(
      after.reduce((sum, m, i) => sum + (m.memory[key] - before[i].memory[key]), 0) / users.length / 1024,
    );
  return {
    instances,
    clients: users.length,
    database: usePg ? 'postgres' : 'sqlite',
    targetMsgPerSec: RATE,
    sentMsgPerSec: Math.round(sent / window),
    deliveredMsgPerSec: Math.round(deliveredInWindow / window),
    delivered: `${delivered}/${sent}`,
    latencyP50ms: Math.round(percentile(latencies, 50) * 10) / 10,
    latencyP99ms: Math.round(percentile(latencies, 99) * 10) / 10,
    errorFrames: errors,
    loadAvg1m,
    clientCpuPct,
    serverCpuPct,
    serverLagMaxMs,
    messagesPerBatch,
    rssKiBPerSocket: perSocket('rss'),
    heapKiBPerSocket: perSocket('heapUsed'),
    seconds: SECONDS,
  };
}

async function redisUp() {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const only = process.env.BENCH_SOCKET_ONLY; // '1' or '2' runs one scenario (diagnosis)
const one = only === '2' ? null : await scenario(1);
const two = only !== '1' && (await redisUp()) ? await scenario(2) : null;
const ok = (r) => r && r.latencyP99ms < 50 && r.deliveredMsgPerSec >= RATE * 0.9;
writeResult(
  'socket-delivery',
  { oneInstance: one ?? 'skipped', twoInstancesRedis: two ?? 'skipped (no Redis at BENCH_REDIS_URL?)' },
  'p99 delivery < 50 ms and >= 90% of the target rate delivered, per scenario (issue 15)',
  (one === null || ok(one)) && (two === null || ok(two)),
);
