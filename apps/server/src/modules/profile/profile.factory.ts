import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CurrentUserService } from '../auth/current-user.service';
import type { SessionService } from '../auth/session.service';
import type { FilesService } from '../files/files.service';
import type { SystemLogService } from '../system-log/system-log.service';
import { PasswordService } from './password.service';
import { ProfileService } from './profile.service';
import { SignImgService } from './sign-img.service';

/** The profile services. */
export interface ProfileServices {
  profile: ProfileService;
  passwords: PasswordService;
  signImgs: SignImgService;
}

/** Wires the profile services over the files module's store. */
export function createProfileServices(deps: {
  files: FilesService;
  db: Kysely<DB>;
  sessions: SessionService;
  currentUser: CurrentUserService;
  sysLog: SystemLogService;
}): ProfileServices {
  const { files } = deps;
  return {
    profile: new ProfileService(deps.db, deps.currentUser, files),
    passwords: new PasswordService(deps.db, deps.sessions, deps.sysLog),
    signImgs: new SignImgService(deps.db, files, deps.currentUser),
  };
}
