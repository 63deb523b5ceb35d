import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import type { SqlReader } from '../data-interface/sql-runner';
import { printDev } from './migrations/0012-print-dev';
import { printDevRoutes } from './print-dev.routes';
import { seedPrintDev } from './print-dev.seed';
import { PrintDevService } from './print-dev.service';
import { printSqlRunner } from './print-sql';

type Needs = Pick<PlatformServices, 'db' | 'dialect' | 'records'> & {
  access: AccessService;
  sqlReader: SqlReader;
};

/** Print templates and print data. */
export const printDevModule = defineModule({
  name: 'print-dev',
  services: ({ db, dialect, records, access, sqlReader }: Needs) => ({
    printDev: new PrintDevService(db, dialect, printSqlRunner(sqlReader), { access, records }),
  }),
  routes: [printDevRoutes],
  migrations: { '0012-print-dev': printDev },
  seed: seedPrintDev,
});
