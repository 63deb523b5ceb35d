import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { TempSheets } from '../../lib/excel';
import type { DomainEvents } from '../../platform/events';
import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import type { CurrentUserService } from '../auth/current-user.service';
import type { BillRuleService } from '../bill-rule/bill-rule.service';
import type { DataScopeService } from '../data-scope/data-scope.service';
import { VISUAL_DEV_RESOLVER } from '@tessera/shared';
import { visualDev } from './migrations/0030-visual-dev';
import { OnlineDevExportService } from './online-dev-export.service';
import { onlineDevImportRoutes } from './online-dev-import.routes';
import { OnlineDevImportService } from './online-dev-import.service';
import { OnlineDevListService } from './online-dev-list.service';
import { ONLINE_DEV_FILE_KIND } from './online-dev-files';
import { onlineFileReader, onlineRecordReaders } from './online-dev-print-reader';
import { onlineDevRoutes } from './online-dev.routes';
import { OnlineDevService } from './online-dev.service';
import { VisualDevReleaseService } from './visualdev-release.service';
import { visualDevTablesRoutes } from './visualdev-tables.routes';
import { VisualDevTablesService } from './visualdev-tables.service';
import { visualDevRoutes } from './visualdev.routes';
import { seedExampleDesign } from './visualdev.seed';
import { VisualDevService } from './visualdev.service';

type Needs = Pick<PlatformServices, 'config' | 'db' | 'dialect' | 'records'> & {
  access: AccessService;
  currentUser: CurrentUserService;
  dataScope: DataScopeService;
  billRule: BillRuleService;
  events: DomainEvents;
};

/** The model id of a runtime request (`/OnlineDev/{modelId}`, `/Base/{id}/FieldDataSelect`). */
function modelIdOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as { modelId?: unknown; id?: unknown };
  const id = params.modelId ?? params.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
}

/** Online development: designs, versions and release into tables and menus, the form runtime. */
export const visualDevModule = defineModule({
  name: 'visualdev',
  services: ({ config, db, dialect, records, access, currentUser, dataScope, billRule, events }: Needs) => {
    const runtime = { db, dialect, access, dataScope, billRule, events };
    const onlineDev = new OnlineDevService(runtime);
    const onlineDevList = new OnlineDevListService(runtime, onlineDev);
    const sheets = new TempSheets(path.join(config.DATA_DIR, 'tmp', 'excel'));
    // Released menus list described tables: the data-scope explain call answers for them too.
    dataScope.targets.register((code) => onlineDev.scopeTarget(code));
    // ...and print templates of those menus print records in the caller's scope only
    records.resolve(onlineRecordReaders(runtime, onlineDev));
    return {
      visualDev: new VisualDevService(db, dialect),
      visualDevRelease: new VisualDevReleaseService(db, dialect, () => {
        access.invalidate();
        currentUser.invalidate();
      }),
      visualDevTables: new VisualDevTablesService(db, dialect),
      onlineDev,
      onlineDevList,
      onlineDevExport: new OnlineDevExportService({ ...runtime, sheets }, onlineDevList),
      onlineDevImport: new OnlineDevImportService({ ...runtime, sheets }, onlineDevList, onlineDev),
    };
  },
  routes: [visualDevRoutes, visualDevTablesRoutes, onlineDevRoutes, onlineDevImportRoutes],
  migrations: { '0030-visual-dev': visualDev },
  seedWithServices: (services) => seedExampleDesign(services),
  // a record's files: whoever holds one of its menus with the record in their data scope
  fileReaders: ({ onlineDev, db, dialect, access, dataScope, billRule }) => ({
    [ONLINE_DEV_FILE_KIND]: onlineFileReader({ db, dialect, access, dataScope, billRule }, onlineDev),
  }),
  resolvers: ({ onlineDev }) => ({
    [VISUAL_DEV_RESOLVER]: async (request) => {
      const id = modelIdOf(request);
      return id ? onlineDev.menuOf(id, request.user) : null;
    },
  }),
});
