import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import type { OrganizeService } from '../organize/organize.service';
import { positionsRoutes } from './positions.routes';
import { PositionsService } from './positions.service';

type Needs = Pick<PlatformServices, 'db' | 'dialect'> & { organize: OrganizeService; access: AccessService };

/** Positions inside organisations. */
export const positionsModule = defineModule({
  name: 'positions',
  services: ({ db, dialect, organize, access }: Needs) => ({
    // a position's state decides what its holders are granted: a change drops the cached grants
    positions: new PositionsService(db, dialect, organize, () => access.invalidate()),
  }),
  routes: [positionsRoutes],
});
