import { defineModule, type PlatformServices } from '../../platform/module';
import type { FilesService } from '../files/files.service';
import { sysConfigJobs } from './sys-config.jobs';
import { ImageCodeService } from './image-code.service';
import { sysConfigRoutes } from './sys-config.routes';
import { SystemConfigService } from './sys-config.service';

/** `config` and `limiter` (the image code's rate) and `files` (icon checks) are read by the routes. */
type Needs = Pick<PlatformServices, 'config' | 'db' | 'limiter'> & { files: FilesService };

/** System settings and the sign-in's image verification code. */
export const sysConfigModule = defineModule({
  name: 'sys-config',
  services: ({ db }: Needs) => ({
    sysConfig: new SystemConfigService(db),
    /** Image verification codes of the password sign-in. */
    imageCodes: new ImageCodeService(db),
  }),
  routes: [sysConfigRoutes],
  jobs: sysConfigJobs,
});
