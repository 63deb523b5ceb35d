import { defineModule } from '../../platform/module';
import { filesRoutes } from './files.routes';

/** Uploads and downloads (the file store itself is built by the profile module). */
export const filesModule = defineModule({ name: 'files', routes: [filesRoutes] });
