import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import { groupsRoutes } from './groups.routes';
import { GroupsService } from './groups.service';

/** Permission groups. */
export const groupsModule = defineModule({
  name: 'groups',
  services: ({
    db,
    dialect,
    access,
  }: Pick<PlatformServices, 'db' | 'dialect'> & { access: AccessService }) => ({
    // a group's state decides what its members are granted: a change drops the cached grants
    groups: new GroupsService(db, dialect, () => access.invalidate()),
  }),
  routes: [groupsRoutes],
});
