import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import type { OrganizeService } from '../organize/organize.service';
import { rolesRoutes } from './roles.routes';
import { RolesService } from './roles.service';

type Needs = Pick<PlatformServices, 'db' | 'dialect'> & { organize: OrganizeService; access: AccessService };

/** Global and organisation roles. */
export const rolesModule = defineModule({
  name: 'roles',
  // A role's state or organisations decide what its users are granted: a change drops the cached grants.
  services: ({ db, dialect, organize, access }: Needs) => ({
    roles: new RolesService(db, dialect, organize, () => access.invalidate()),
  }),
  routes: [rolesRoutes],
});
