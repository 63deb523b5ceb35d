import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const current = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * The logger services are built with: inside a request it writes through that request's child
 * logger (so every line carries the request id), outside one through the app's logger.
 */
export function requestAwareLogger(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, prop) {
      const logger = current.getStore() ?? target;
      const value: unknown = Reflect.get(logger, prop, logger);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(logger) : value;
    },
  });
}

/** Runs the rest of each request (hooks, handler, services) with its logger in scope. */
export function registerRequestLogger(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    current.run(request.log, done);
  });
}
