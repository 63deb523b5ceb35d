import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import type { CurrentUserService } from '../auth/current-user.service';
import type { OrganizeService } from '../organize/organize.service';
import type { UserAdminService } from '../user-admin/user-admin.service';
import { authorityRoutes } from './authority.routes';
import { AuthorityService } from './authority.service';

type Needs = Pick<PlatformServices, 'config' | 'db' | 'dialect' | 'push'> & {
  access: AccessService;
  currentUser: CurrentUserService;
  organize: OrganizeService;
  userAdmin: UserAdminService;
};

/** Grants per role, position, organisation, group or user, and effective permissions. */
export const authorityModule = defineModule({
  name: 'authority',
  services: (deps: Needs) => ({
    authority: new AuthorityService({
      db: deps.db,
      dialect: deps.dialect,
      access: deps.access,
      currentUser: deps.currentUser,
      // Read at each save: the socket module replaces the bus after this is built.
      push: () => deps.push,
      organize: deps.organize,
      users: deps.userAdmin,
    }),
  }),
  routes: [authorityRoutes],
});
