import path from 'node:path';
import { TempSheets } from '../../lib/excel';
import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import type { LoginService } from '../auth/login.service';
import type { SessionService } from '../auth/session.service';
import type { DataScopeService } from '../data-scope/data-scope.service';
import type { OrganizeService } from '../organize/organize.service';
import type { PositionsService } from '../positions/positions.service';
import type { RolesService } from '../roles/roles.service';
import type { SystemConfigService } from '../sys-config/sys-config.service';
import { userAdmin } from './migrations/0006-user-admin';
import { userSearch } from './migrations/0015-user-search';
import { userMainRelations } from './migrations/0016-user-main-relations';
import { userPasswordRehash } from './migrations/0020-user-password-rehash';
import { userMustChangePassword } from './migrations/0028-user-must-change-password';
import { userAdminRoutes } from './user-admin.routes';
import { UserAdminService } from './user-admin.service';
import { userExcelRoutes } from './user-excel.routes';
import { UserExcelService } from './user-excel.service';
import { userPickersRoutes } from './user-pickers.routes';
import { UserPickersService } from './user-pickers.service';
import { userRecordReader } from './user-record-reader';
import { USER_MENU } from './user-scope';

type Needs = Pick<PlatformServices, 'config' | 'db' | 'dialect' | 'logger'> & {
  sessions: SessionService;
  login: LoginService;
  sysConfig: SystemConfigService;
  dataScope: DataScopeService;
  organize: OrganizeService;
  positions: PositionsService;
  roles: RolesService;
  access: AccessService;
};

/** User administration, the user pickers and the users' Excel export and import. */
export const userAdminModule = defineModule({
  name: 'user-admin',
  services: ({
    config,
    db,
    dialect,
    logger,
    sessions,
    login,
    sysConfig,
    dataScope,
    organize,
    positions,
    roles,
    access,
  }: Needs) => {
    const users = new UserAdminService({
      ...{ db, dialect, sessions, sysConfig, scope: dataScope, roles },
      passwords: login,
      // a user's roles, positions, groups and organisations decide its grants and CurrentUser
      onChange: () => access.invalidate(),
    });
    const userExcel = new UserExcelService({
      db,
      dialect,
      users,
      organize,
      positions,
      roles,
      sheets: new TempSheets(path.join(config.DATA_DIR, 'tmp', 'excel')),
      exportRowLimit: config.EXPORT_ROW_LIMIT,
      log: logger,
    });
    return { userAdmin: users, userPickers: new UserPickersService(db, dialect, organize), userExcel };
  },
  routes: [userAdminRoutes, userPickersRoutes, userExcelRoutes],
  migrations: {
    '0006-user-admin': userAdmin,
    '0015-user-search': userSearch,
    '0016-user-main-relations': userMainRelations,
    '0020-user-password-rehash': userPasswordRehash,
    '0028-user-must-change-password': userMustChangePassword,
  },
  recordReaders: ({ db, dataScope }) => ({ [USER_MENU]: userRecordReader(db, dataScope) }),
});
