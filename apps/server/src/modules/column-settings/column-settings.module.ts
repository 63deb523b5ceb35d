import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import { columnSettingsRoutes } from './column-settings.routes';
import { ColumnSettingsService } from './column-settings.service';
import { columnSettings } from './migrations/0014-column-settings';

/** Column settings of tables, per user and menu. */
export const columnSettingsModule = defineModule({
  name: 'column-settings',
  services: ({ db, access }: Pick<PlatformServices, 'db'> & { access: AccessService }) => ({
    columnSettings: new ColumnSettingsService(db, access),
  }),
  routes: [columnSettingsRoutes],
  migrations: { '0014-column-settings': columnSettings },
});
