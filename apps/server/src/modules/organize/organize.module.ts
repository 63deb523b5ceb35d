import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import { organizeRoutes } from './organize.routes';
import { OrganizeService } from './organize.service';

/** Companies and departments. */
export const organizeModule = defineModule({
  name: 'organize',
  // an organisation's state and names reach its members' grants and CurrentUser: a change drops those caches
  services: ({ db, access }: Pick<PlatformServices, 'db'> & { access: AccessService }) => ({
    organize: new OrganizeService(db, () => access.invalidate()),
  }),
  routes: [organizeRoutes],
});
