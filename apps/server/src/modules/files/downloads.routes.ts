import { fileRoutes as routes } from '@tessera/shared';
import { notFound } from '../../lib/errors';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { FileAccessService } from './file-access.service';

/**
 * Downloads and previews (ADR 0022): the authenticated routes check that the caller may read the
 * file and answer a signed link; the public signed route checks the signature and streams the bytes.
 */
export async function downloadsRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ fileAccess: FileAccessService }>,
): Promise<void> {
  const { fileAccess } = services;

  addRoute(app, routes.download, async (request) => {
    const { type, name } = request.params;
    return ok(await fileAccess.download(requireUser(request), type, name), request.lang);
  });

  addRoute(app, routes.annex, async (request) =>
    ok(await fileAccess.link(requireUser(request), request.params.fileId, 'attachment'), request.lang),
  );

  addRoute(app, routes.preview, async (request) =>
    ok(await fileAccess.preview(requireUser(request), request.query), request.lang),
  );

  // Raw bytes; every refusal is the same 404 envelope (like the image route), so a probe learns nothing.
  addRoute(app, routes.signed, async (request, reply) => {
    const answer = await fileAccess.open(request.params.fileId, request.query, request.headers.range);
    if (!answer) throw notFound('fileNotFound');
    return reply
      .status(answer.status)
      .headers(answer.headers)
      .send(answer.body ?? '');
  });
}
