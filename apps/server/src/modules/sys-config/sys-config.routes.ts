import { SYS_CONFIG_KEYS, sysConfigRoutes as routes, type SysConfigBody } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest, tooMany } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions, PlatformServices } from '../../platform/module';
import { addRoute } from '../../platform/route';
import type { FilesService } from '../files/files.service';
import { bridgeSysConfigCache } from './sys-config.bridge';
import type { ImageCodeService } from './image-code.service';
import { parseSettingsBody, toForm, toStored } from './sys-config.form';
import type { SystemConfigService } from './sys-config.service';

/** The services {@link sysConfigRoutes} uses. */
export type SysConfigRouteServices = Pick<PlatformServices, 'config' | 'limiter'> & {
  sysConfig: SystemConfigService;
  imageCodes: ImageCodeService;
  files: FilesService;
};

/** System settings (menu system.sysConfig) and the sign-in's image verification code. */
export async function sysConfigRoutes(
  app: FastifyInstance,
  { services, redisPrefix }: ModuleRouteOptions<SysConfigRouteServices>,
): Promise<void> {
  const { sysConfig, files, imageCodes, limiter, config } = services;
  if (config.REDIS_URL) {
    const close = await bridgeSysConfigCache(sysConfig, {
      url: config.REDIS_URL,
      prefix: redisPrefix ?? 'tessera:',
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

  addRoute(app, routes.get, async (request) => ok(toForm(await sysConfig.get()), request.lang));
  addRoute(app, routes.save, async (request) => {
    const body = parseSettingsBody(request.body);
    await iconsExist(body);
    await sysConfig.setMany(toStored(body));
    return ok(null, request.lang);
  });

  addRoute(app, routes.imageCode, async (request, reply) => {
    const decision = await limiter.hit(`imageCode:${request.ip}`);
    if (!decision.allowed) throw tooMany(decision.retryAfterSeconds);
    // the length is the setting's, whatever the client asks for
    const { verificationCodeNumber } = await sysConfig.get();
    const svg = await imageCodes.create(request.params.timestamp, verificationCodeNumber);
    await reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
