import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import type { CurrentUserService } from '../auth/current-user.service';
import { translatedNames } from './migrations/0023-translated-names';
import { menusRoutes } from './menus.routes';
import { MenusService } from './menus.service';
import { ResourcesService, SchemesService } from './resources.service';
import { SystemsService } from './systems.service';

type Needs = Pick<PlatformServices, 'db'> & { access: AccessService; currentUser: CurrentUserService };

/** Systems, menus and their buttons, columns, form fields and data schemes. */
export const menusModule = defineModule({
  name: 'menus',
  services: ({ db, access, currentUser }: Needs) => {
    // Menus and grants are cached; every write drops the caches so users see it at their next request.
    const onChange = () => {
      access.invalidate();
      currentUser.invalidate();
    };
    return {
      menus: new MenusService(db, onChange),
      systems: new SystemsService(db, onChange),
      menuButtons: new ResourcesService(db, 'base_module_button', onChange),
      menuColumns: new ResourcesService(db, 'base_module_column', onChange),
      menuForms: new ResourcesService(db, 'base_module_form', onChange),
      menuSchemes: new SchemesService(db, onChange),
    };
  },
  routes: [menusRoutes],
  migrations: { '0023-translated-names': translatedNames },
});
