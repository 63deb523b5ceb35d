import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import type { CurrentUserService } from '../auth/current-user.service';
import type { SessionService } from '../auth/session.service';
import type { FilesService } from '../files/files.service';
import type { SystemLogService } from '../system-log/system-log.service';
import { profile } from './migrations/0002-profile';
import { createProfileServices } from './profile.factory';
import { profileRoutes } from './profile.routes';
import { signImgRoutes } from './sign-img.routes';

type Needs = Pick<PlatformServices, 'db'> & {
  files: FilesService;
  access: AccessService;
  sessions: SessionService;
  currentUser: CurrentUserService;
  sysLog: SystemLogService;
};

/** The current user's profile, password and signatures. */
export const profileModule = defineModule({
  name: 'profile',
  services: (deps: Needs) => createProfileServices(deps),
  routes: [profileRoutes, signImgRoutes],
  migrations: { '0002-profile': profile },
});
