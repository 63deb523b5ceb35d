import { defineModule, type PlatformServices } from '../../platform/module';
import type { CurrentUserService } from '../auth/current-user.service';
import { userSettingsRoutes } from './user-settings.routes';
import { UserSettingsService } from './user-settings.service';

/** The signed-in user's own settings. */
export const userSettingsModule = defineModule({
  name: 'user-settings',
  services: ({ db, currentUser }: Pick<PlatformServices, 'db'> & { currentUser: CurrentUserService }) => ({
    userSettings: new UserSettingsService(db, currentUser),
  }),
  routes: [userSettingsRoutes],
});
