import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import { DataScopeExplainer } from './data-scope-explain';
import { dataScopeRoutes } from './data-scope.routes';
import { DataScopeService } from './data-scope.service';
import { dataScope } from './migrations/0007-data-scope';

type Needs = Pick<PlatformServices, 'db' | 'dialect'> & { access: AccessService };

/** Data scopes (schemes), column and form permissions of menus, and the explain call. */
export const dataScopeModule = defineModule({
  name: 'data-scope',
  services: ({ db, dialect, access }: Needs) => {
    const scope = new DataScopeService({ db, dialect, access });
    return { dataScope: scope, dataScopeExplainer: new DataScopeExplainer({ db, dialect, access, scope }) };
  },
  routes: [dataScopeRoutes],
  migrations: { '0007-data-scope': dataScope },
});
