import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ResultCode, formatServerMessage } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/reply';

/**
 * Serves the built web client (hashed /assets/* cached for a year, the rest revalidated) and
 * answers unknown paths: /api/* with a 404 envelope, other GETs with index.html (history routing).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(200).send(fail(ResultCode.NotFound, formatServerMessage('notFound', request.lang)));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
