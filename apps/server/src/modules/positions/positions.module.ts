import { defineModule, type PlatformServices } from '../../platform/module';
import type { OrganizeService } from '../organize/organize.service';
import { positionsRoutes } from './positions.routes';
import { PositionsService } from './positions.service';

type Needs = Pick<PlatformServices, 'db' | 'dialect'> & { organize: OrganizeService };

/** Positions inside organisations. */
export const positionsModule = defineModule({
  name: 'positions',
  services: ({ db, dialect, organize }: Needs) => ({
    positions: new PositionsService(db, dialect, organize),
  }),
  routes: [positionsRoutes],
});
