import { defineModule, type PlatformServices } from '../../platform/module';
import { sysConfigJobs } from './sys-config.jobs';
import { ImageCodeService } from './image-code.service';
import { sysConfigRoutes } from './sys-config.routes';
import { SystemConfigService } from './sys-config.service';

/** System settings and the sign-in's image verification code. */
export const sysConfigModule = defineModule({
  name: 'sys-config',
  services: ({ db }: Pick<PlatformServices, 'db'>) => ({
    sysConfig: new SystemConfigService(db),
    /** Image verification codes of the password sign-in. */
    imageCodes: new ImageCodeService(db),
  }),
  routes: [sysConfigRoutes],
  jobs: sysConfigJobs,
});
