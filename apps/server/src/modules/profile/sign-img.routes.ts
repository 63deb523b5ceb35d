import { signImgBodySchema, type SignImgBody } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/permission/Users/Current';
const user = { auth: 'user' } as const;
const tags = ['profile'];
const idParams = z.object({ id: z.string().min(1).max(64) });

/** The caller's signature images: list, add, delete, set default. */
export async function signImgRoutes(app: FastifyInstance): Promise<void> {
  const { signImgs } = app.services;
  // A 200 KB image is about 270 KB as a base64 data URL; the route's own ceiling sits just above.
  const bodyLimit = 400 * 1024;

  app.get(`${BASE}/SignImg`, { config: user, schema: { tags } }, async (request) =>
    ok(await signImgs.list(requireUser(request).userId), request.lang),
  );
  app.post<{ Body: SignImgBody }>(
    `${BASE}/SignImg`,
    { config: user, bodyLimit, schema: { body: signImgBodySchema, tags } },
    async (request) =>
      ok({ id: await signImgs.add(requireUser(request).userId, request.body) }, request.lang),
  );
  app.delete<{ Params: { id: string } }>(
    `${BASE}/:id/SignImg`,
    { config: user, schema: { params: idParams, tags } },
    async (request) => {
      await signImgs.remove(requireUser(request).userId, request.params.id);
      return ok(null, request.lang);
    },
  );
  app.put<{ Params: { id: string } }>(
    `${BASE}/:id/SignImg`,
    { config: user, schema: { params: idParams, tags } },
    async (request) => {
      await signImgs.setDefault(requireUser(request).userId, request.params.id);
      return ok(null, request.lang);
    },
  );
}
