import multipart from '@fastify/multipart';
import { fileRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { isUploadType, MAX_UPLOAD_BYTES, UPLOAD_RULES } from './upload-types';
import type { FilesService } from './files.service';
import type { ImageUploadService } from './image-uploads.service';
import type { FileUploadService } from './uploads.service';
import { requireUser } from '../../plugins/auth';

/**
 * Uploads (`POST /api/file/Uploader/{type}`; type `file`: any allowed file, streamed to storage;
 * the image types are recorded in `base_file` too) and images (`GET /api/file/Image/{type}/{name}`).
 *
 * Images are deliberately public: avatars and chat pictures appear in `<img>` tags, which cannot
 * send the Authorization header. What keeps them private enough is that names are 128 random bits
 * made by the server (unguessable, never listed), files are read-only, and only sniffed raster
 * images are stored and served (never SVG or HTML), with `nosniff` and a sandboxing CSP.
 */
export async function filesRoutes(
  app: FastifyInstance,
  {
    services,
  }: ModuleRouteOptions<{
    files: FilesService;
    fileUploads: FileUploadService;
    imageUploads: ImageUploadService;
    config: { FILE_MAX_BYTES: number };
  }>,
): Promise<void> {
  const { files, fileUploads, imageUploads } = services;
  await app.register(multipart, {
    limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

  // The multipart body is read by the handler (`request.file()`), so the route declares no body schema.
  addRoute(app, routes.upload, async (request) => {
    const { type } = request.params;
    if (type === 'file') {
      // any allowed file in one request, streamed: the size cap is checked while it is stored
      const part = await request.file({ limits: { fileSize: services.config.FILE_MAX_BYTES + 1, files: 1 } });
      if (!part) throw badRequest('fileMissing');
      try {
        return ok(
          await fileUploads.upload(requireUser(request).userId, part.filename, part.file),
          request.lang,
        );
      } finally {
        part.file.resume();
      }
    }
    if (!isUploadType(type)) throw badRequest('uploadTypeUnknown');
    const part = await request.file({ limits: { fileSize: UPLOAD_RULES[type].maxBytes, files: 1 } });
    if (!part) throw badRequest('fileMissing');
    const bytes = await part.toBuffer().catch((error: { code?: string }) => {
      throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? files.tooLarge(type) : error;
    });
    return ok(
      await imageUploads.upload(requireUser(request).userId, type, part.filename, bytes),
      request.lang,
    );
  });

  // Raw image bytes, not an envelope.
  addRoute(app, routes.image, async (request, reply) => {
    const file = await files.read(request.params.type, request.params.name);
    return reply
      .header('Content-Type', file.mime)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=604800, immutable')
      .send(file.bytes);
  });
}
