import { defineModule, type PlatformServices } from '../../platform/module';
import { groupsRoutes } from './groups.routes';
import { GroupsService } from './groups.service';

/** Permission groups. */
export const groupsModule = defineModule({
  name: 'groups',
  services: ({ db, dialect }: Pick<PlatformServices, 'db' | 'dialect'>) => ({
    groups: new GroupsService(db, dialect),
  }),
  routes: [groupsRoutes],
});
