import { defineModule, type PlatformServices } from '../../platform/module';
import type { CurrentUserService } from '../auth/current-user.service';
import type { SessionService } from '../auth/session.service';
import type { SystemLogService } from '../system-log/system-log.service';
import { profile } from './migrations/0002-profile';
import { createProfileServices } from './profile.factory';
import { profileRoutes } from './profile.routes';
import { signImgRoutes } from './sign-img.routes';

type Needs = Pick<PlatformServices, 'config' | 'db'> & {
  sessions: SessionService;
  currentUser: CurrentUserService;
  sysLog: SystemLogService;
};

/** The current user's profile, password, signatures, and the file store. */
export const profileModule = defineModule({
  name: 'profile',
  services: (deps: Needs) => createProfileServices(deps),
  routes: [profileRoutes, signImgRoutes],
  migrations: { '0002-profile': profile },
});
