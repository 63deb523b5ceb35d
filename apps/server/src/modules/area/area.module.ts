import { seedAreas } from '../../db/seed-areas';
import { defineModule, type PlatformServices } from '../../platform/module';
import { areaRoutes } from './area.routes';
import { AreaService } from './area.service';
import { area } from './migrations/0009-area';

/** Administrative divisions. */
export const areaModule = defineModule({
  name: 'area',
  services: ({ db, dialect }: Pick<PlatformServices, 'db' | 'dialect'>) => ({
    area: new AreaService(db, dialect),
  }),
  routes: [areaRoutes],
  migrations: { '0009-area': area },
  seed: async (ctx) => {
    await seedAreas(ctx.db, ctx.options.areas ?? 'sample', ctx.now);
  },
});
