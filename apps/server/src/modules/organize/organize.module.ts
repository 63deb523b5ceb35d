import { defineModule, type PlatformServices } from '../../platform/module';
import { organizeRoutes } from './organize.routes';
import { OrganizeService } from './organize.service';

/** Companies and departments. */
export const organizeModule = defineModule({
  name: 'organize',
  services: ({ db }: Pick<PlatformServices, 'db'>) => ({ organize: new OrganizeService(db) }),
  routes: [organizeRoutes],
});
