import { SYS_CONFIG_KEYS, type SysConfigBody } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest, tooMany } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { bridgeSysConfigCache } from './sys-config.bridge';
import { parseSettingsBody, toForm, toStored } from './sys-config.form';

const BASE = '/api/system/SysConfig';
const MENU = 'system.sysConfig';
const tags = ['system'];
const imageCodeParams = z.object({
  codeLength: z.string().max(2),
  /** The client's key for this code (sent back as `timestamp` with the sign-in). */
  timestamp: z.string().regex(/^[\w-]{6,50}$/),
});

/** Options of {@link sysConfigRoutes}. */
export interface SysConfigRouteOptions {
  /** Prefix of the Redis channel (default `tessera:`); tests make it unique. */
  redisPrefix?: string;
}

/** System settings (menu system.sysConfig) and the sign-in's image verification code. */
export async function sysConfigRoutes(app: FastifyInstance, options: SysConfigRouteOptions): Promise<void> {
  const { sysConfig, files, imageCodes, limiter, config } = app.services;
  if (config.REDIS_URL) {
    const close = await bridgeSysConfigCache(sysConfig, {
      url: config.REDIS_URL,
      prefix: options.redisPrefix ?? 'tessera:',
      onError: (err) => app.log.warn({ err }, 'settings cache bridge failed'),
    });
    app.addHook('onClose', close);
  }

  const iconsExist = async (body: SysConfigBody) => {
    for (const key of SYS_CONFIG_KEYS.filter((k) => k.endsWith('Icon'))) {
      const url = String(body[key] ?? '');
      if (!url) continue;
      const name = url.slice(url.lastIndexOf('/') + 1);
      await files.read('annexpic', name).catch(() => {
        throw badRequest('sysConfigIconMissing');
      });
    }
  };

  app.get(BASE, { config: { auth: { menu: MENU } }, schema: { tags } }, async (request) =>
    ok(toForm(await sysConfig.get()), request.lang),
  );
  app.put<{ Body: unknown }>(
    BASE,
    {
      config: { auth: { menu: MENU, button: 'btn_edit' } },
      // the closed schema runs in parseSettingsBody, which answers a message per setting
      schema: { body: z.record(z.string(), z.unknown()), tags },
    },
    async (request) => {
      const body = parseSettingsBody(request.body);
      await iconsExist(body);
      await sysConfig.setMany(toStored(body));
      return ok(null, request.lang);
    },
  );

  app.get<{ Params: z.infer<typeof imageCodeParams> }>(
    '/api/oauth/ImageCode/:codeLength/:timestamp',
    { config: { auth: 'public' }, schema: { params: imageCodeParams, tags: ['oauth'] } },
    async (request, reply) => {
      const decision = await limiter.hit(`imageCode:${request.ip}`);
      if (!decision.allowed) throw tooMany(decision.retryAfterSeconds);
      // the length is the setting's, whatever the client asks for
      const { verificationCodeNumber } = await sysConfig.get();
      const svg = await imageCodes.create(request.params.timestamp, verificationCodeNumber);
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
