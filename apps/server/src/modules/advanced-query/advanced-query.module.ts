import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import { advancedQueryRoutes } from './advanced-query.routes';
import { AdvancedQueryService } from './advanced-query.service';
import type { AdvancedQueryTables } from './advanced-query.table';
import { advancedQuery } from './migrations/0033-advanced-query';

/** Saved advanced-query plans of the generated lists, per user and menu. */
export const advancedQueryModule = defineModule({
  name: 'advanced-query',
  services: ({ db, access }: Pick<PlatformServices, 'db'> & { access: AccessService }) => ({
    advancedQuery: new AdvancedQueryService(db.withTables<AdvancedQueryTables>(), access),
  }),
  routes: [advancedQueryRoutes],
  migrations: { '0033-advanced-query': advancedQuery },
});
