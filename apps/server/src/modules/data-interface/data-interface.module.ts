import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import { dataInterfaceRoutes } from './data-interface.routes';
import { seedDataInterfaces } from './data-interface.seed';
import { DataInterfaceService } from './data-interface.service';
import { dataInterface } from './migrations/0010-data-interface';
import { dataInterfaceReader } from './migrations/0017-data-interface-reader';
import { dataInterfaceGrants } from './migrations/0019-data-interface-grants';
import { SqlReader } from './sql-runner';

type Needs = Pick<PlatformServices, 'config' | 'db' | 'dialect'> & { access: AccessService };

/** SQL, static and HTTP data interfaces, and the read-only SQL reader print templates use too. */
export const dataInterfaceModule = defineModule({
  name: 'data-interface',
  services: ({ config, db, dialect, access }: Needs) => {
    /** Runs user SQL as the read-only reader, on its own pool. */
    const sqlReader = new SqlReader({ db, dialect, readerUrl: config.DATA_INTERFACE_DATABASE_URL });
    const dataInterfaces = new DataInterfaceService(
      db,
      dialect,
      config.DATA_INTERFACE_ALLOWED_HOSTS,
      access,
      sqlReader,
    );
    return { sqlReader, dataInterfaces };
  },
  routes: [dataInterfaceRoutes],
  migrations: {
    '0010-data-interface': dataInterface,
    '0017-data-interface-reader': dataInterfaceReader,
    '0019-data-interface-grants': dataInterfaceGrants,
  },
  seed: seedDataInterfaces,
});
