import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { pgPoolOf } from '../db/database';

/** The Prometheus text format's content type. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** The route label of a request no route matched (never the raw URL: one series per pattern). */
const UNMATCHED = '(unmatched)';

let processRegistry: Registry | undefined;

/**
 * Process figures (event-loop lag, memory, CPU, handles, GC), made once per process on the first
 * scrape: they describe the process, not an app instance, and their collectors never stop.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

/** The request, socket and database figures of one app, read by the metrics route and port. */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'tessera_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and HTTP status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: 'tessera_http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly errors = new Counter({
    name: 'tessera_http_errors_total',
    help: 'Answers that refused or failed: envelope code other than 200, or HTTP status 400 and above',
    labelNames: ['method', 'route', 'code'] as const,
    registers: [this.registry],
  });

  /** Renders every figure in the Prometheus text format. */
  async text(): Promise<string> {
    const own = await this.registry.metrics();
    return `${own.trimEnd()}\n${(await processMetrics().metrics()).trimEnd()}\n`;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Request, socket and database figures of this app (Prometheus). */
    metrics: AppMetrics;
  }
}

const routeOf = (url: string | undefined) => url ?? UNMATCHED;

/** The envelope code at the start of a JSON answer (`{"code":403,…`), without parsing the whole body. */
const envelopeCode = (payload: unknown) =>
  typeof payload === 'string' ? /^\{"code":(\d{3})\b/.exec(payload)?.[1] : undefined;

/** Counts every request by route pattern and times it; figures of sockets and the pool are read at scrape time. */
export function registerMetrics(app: FastifyInstance): void {
  const metrics = new AppMetrics();
  app.decorate('metrics', metrics);

  new Gauge({
    name: 'tessera_http_connections_open',
    help: 'Open HTTP connections (keep-alive and websocket included)',
    registers: [metrics.registry],
    async collect() {
      const server = app.server;
      if (!server.listening) return this.set(0);
      const count = await new Promise<number>((resolve) =>
        server.getConnections((err, n) => resolve(err ? 0 : n)),
      );
      this.set(count);
    },
  });
  new Gauge({
    name: 'tessera_websockets_open',
    help: 'Open message sockets on this instance',
    registers: [metrics.registry],
    collect() {
      const hub = (app.services as { socketHub?: { clients(): unknown[] } }).socketHub;
      this.set(hub ? hub.clients().length : 0);
    },
  });
  new Gauge({
    name: 'tessera_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on SQLite',
    labelNames: ['state'] as const,
    registers: [metrics.registry],
    collect() {
      const pool = pgPoolOf(app.services.db);
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const route = routeOf(request.routeOptions.url);
    const code = envelopeCode(payload);
    if (code && code !== '200') metrics.errors.inc({ method: request.method, route, code });
    else if (reply.statusCode >= 400)
      metrics.errors.inc({ method: request.method, route, code: String(reply.statusCode) });
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request.routeOptions.url);
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

/**
 * Serves the figures at `GET /metrics` on a separate port (METRICS_PORT), with no token: bind it
 * to an address only the scraper reaches (127.0.0.1 by default). The caller closes it.
 */
export async function listenMetrics(app: FastifyInstance, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    app.metrics.text().then(
      (text) => res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      (err: unknown) => {
        app.log.error({ err }, 'metrics failed');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
