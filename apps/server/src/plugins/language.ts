import { resolveLanguage } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';

/** Decorates every request with `lang`, picked from Accept-Language (default zh). */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', async (request) => {
    request.lang = resolveLanguage(request.headers['accept-language']);
  });
}
