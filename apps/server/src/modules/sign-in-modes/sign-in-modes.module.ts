import { defineModule, type PlatformServices } from '../../platform/module';
import { signInModesJobs } from './sign-in-modes.jobs';
import type { SignInFinisher } from '../auth/sign-in-finisher';
import type { SystemConfigService } from '../sys-config/sys-config.service';
import { signInModes } from './migrations/0003-sign-in-modes';
import { publicConfigRoutes } from './public-config.routes';
import { createSignInModes } from './sign-in-modes.factory';
import { signInModesRoutes } from './sign-in-modes.routes';

type Needs = Pick<PlatformServices, 'config' | 'db' | 'redis' | 'limiter' | 'logger'> & {
  signInFinisher: SignInFinisher;
  /** Read by the public configuration route. */
  sysConfig: SystemConfigService;
};

/** Scan-code and verification-code sign-in. */
export const signInModesModule = defineModule({
  name: 'sign-in-modes',
  services: ({ config, db, redis, limiter, logger, signInFinisher }: Needs) =>
    createSignInModes({ config, db, redis, limiter, finisher: signInFinisher, logger }),
  routes: [signInModesRoutes, publicConfigRoutes],
  jobs: signInModesJobs,
  migrations: { '0003-sign-in-modes': signInModes },
});
