import { signInModeRoutes, type PublicSysConfig } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import type { SystemConfigService } from '../sys-config/sys-config.service';

/** `GET /api/system/SysConfig/public`: the settings the login page and About dialog show. */
export async function publicConfigRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ sysConfig: SystemConfigService }>,
): Promise<void> {
  const { sysConfig } = services;
  addRoute(app, signInModeRoutes.publicConfig, async (request) => {
    const { info } = await sysConfig.get();
    const data: PublicSysConfig = {
      sysName: info.sysName,
      sysVersion: info.sysVersion,
      copyright: info.copyright,
      companyName: info.companyName,
      companyContacts: info.companyContacts,
      companyTelePhone: info.companyTelePhone,
      title: info.title,
      logoIcon: info.logoIcon,
      loginIcon: info.loginIcon,
    };
    return ok(data, request.lang);
  });
}
