import { defineModule, type PlatformServices } from '../../platform/module';
import { authJobs } from './auth.jobs';
import type { ImageCodeService } from '../sys-config/image-code.service';
import type { SystemConfigService } from '../sys-config/sys-config.service';
import type { SystemLogService } from '../system-log/system-log.service';
import { AccessService } from './access.service';
import { authRoutes } from './auth.routes';
import { CurrentUserService } from './current-user.service';
import { LoginService } from './login.service';
import { SessionService } from './session.service';
import { SignInFinisher } from './sign-in-finisher';

type Needs = Pick<PlatformServices, 'config' | 'db' | 'limiter'> & {
  sysConfig: SystemConfigService;
  sysLog: SystemLogService;
  imageCodes: ImageCodeService;
};

/** Password sign-in, sessions, the current user and the access caches. */
export const authModule = defineModule({
  name: 'auth',
  services: ({ config, db, limiter, sysConfig, sysLog, imageCodes }: Needs) => {
    const sessions = new SessionService(db, sysConfig);
    const access = new AccessService(db);
    const currentUser = new CurrentUserService(db, access, sysConfig);
    const signInFinisher = new SignInFinisher({ db, sessions, currentUser, log: sysLog });
    const login = new LoginService({
      db,
      aesKey: config.LOGIN_AES_KEY,
      limiter,
      sysConfig,
      sessions,
      finisher: signInFinisher,
      imageCodes,
      log: sysLog,
    });
    return { sessions, access, currentUser, signInFinisher, login };
  },
  routes: [authRoutes],
  jobs: authJobs,
});
