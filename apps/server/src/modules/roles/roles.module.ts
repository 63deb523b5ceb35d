import { defineModule, type PlatformServices } from '../../platform/module';
import type { OrganizeService } from '../organize/organize.service';
import { rolesRoutes } from './roles.routes';
import { RolesService } from './roles.service';

type Needs = Pick<PlatformServices, 'db' | 'dialect'> & { organize: OrganizeService };

/** Global and organisation roles. */
export const rolesModule = defineModule({
  name: 'roles',
  services: ({ db, dialect, organize }: Needs) => ({ roles: new RolesService(db, dialect, organize) }),
  routes: [rolesRoutes],
});
