import { defineModule, type PlatformServices } from '../../platform/module';
import { filesRoutes } from './files.routes';
import { FilesService } from './files.service';

/**
 * Uploads, downloads and the file store. Listed early: settings (sys-config) check their icons in
 * the store, profile, messages and chat keep attachments in it.
 */
export const filesModule = defineModule({
  name: 'files',
  services: ({ config }: Pick<PlatformServices, 'config'>) => ({ files: new FilesService(config.DATA_DIR) }),
  routes: [filesRoutes],
});
