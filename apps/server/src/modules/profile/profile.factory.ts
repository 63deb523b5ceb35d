import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env';
import type { DB } from '../../db/schema';
import type { CurrentUserService } from '../auth/current-user.service';
import type { SessionService } from '../auth/session.service';
import { FilesService } from '../files/files.service';
import type { SystemLogService } from '../system-log/system-log.service';
import { PasswordService } from './password.service';
import { ProfileService } from './profile.service';
import { SignImgService } from './sign-img.service';

/** The profile and file services. */
export interface ProfileServices {
  files: FilesService;
  profile: ProfileService;
  passwords: PasswordService;
  signImgs: SignImgService;
}

/** Wires the profile and file services. */
export function createProfileServices(deps: {
  config: AppConfig;
  db: Kysely<DB>;
  sessions: SessionService;
  currentUser: CurrentUserService;
  sysLog: SystemLogService;
}): ProfileServices {
  const files = new FilesService(deps.config.DATA_DIR);
  return {
    files,
    profile: new ProfileService(deps.db, deps.currentUser, files),
    passwords: new PasswordService(deps.db, deps.sessions, deps.sysLog),
    signImgs: new SignImgService(deps.db, files, deps.currentUser),
  };
}
