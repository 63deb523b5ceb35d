import multipart from '@fastify/multipart';
import { fileRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../lib/errors';
import { ok } from '../../../lib/reply';
import { requireUser } from '../../../plugins/auth';
import type { ModuleRouteOptions } from '../../../platform/module';
import { addRoute } from '../../../platform/route';
import { CHUNK_SIZE } from './chunk-rules';
import type { ChunksService } from './chunks.service';

/**
 * Chunked upload: `GET /api/file/chunk` (what is there), `POST /api/file/chunk` (one chunk, its
 * description in the query, its bytes in the multipart `file` part), `POST /api/file/merge`.
 * The merge answers `url` = `/api/file/Download/file/{fileVersionId}`, the internal reference the
 * signed-URL download route (ADR 0022) will serve; nothing serves it yet.
 */
export async function chunksRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ chunks: ChunksService }>,
): Promise<void> {
  const { chunks } = services;
  // Own scope: one file part, no other parts. One byte over a chunk so the service sees an
  // over-full chunk (and refuses it) instead of a silently truncated one.
  await app.register(multipart, {
    limits: { files: 1, fileSize: CHUNK_SIZE + 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 50 },
  });

  addRoute(app, routes.chunkCheck, async (request) =>
    ok(await chunks.check(requireUser(request).userId, request.query), request.lang),
  );

  addRoute(app, routes.chunkUpload, async (request) => {
    const { userId } = requireUser(request);
    const part = await request.file();
    if (!part) throw badRequest('fileMissing');
    try {
      return ok(await chunks.put(userId, request.query, part.file), request.lang);
    } finally {
      part.file.resume();
    }
  });

  addRoute(app, routes.chunkMerge, async (request) =>
    ok(await chunks.merge(requireUser(request).userId, request.body), request.lang),
  );
}
