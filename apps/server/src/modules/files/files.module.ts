import { defineModule, type PlatformServices } from '../../platform/module';
import { chunksJobs } from './chunks/chunks.jobs';
import { chunksRoutes } from './chunks/chunks.routes';
import { ChunksService } from './chunks/chunks.service';
import { fileChunks } from './chunks/migrations/0029-file-chunks';
import { filesRoutes } from './files.routes';
import { FilesService } from './files.service';

/**
 * Uploads, downloads and the file store. Listed early: settings (sys-config) check their icons in
 * the store, profile, messages and chat keep attachments in it.
 */
export const filesModule = defineModule({
  name: 'files',
  services: ({ config, db }: Pick<PlatformServices, 'config' | 'db'>) => ({
    files: new FilesService(config.DATA_DIR),
    chunks: new ChunksService(db, config),
  }),
  routes: [filesRoutes, chunksRoutes],
  jobs: chunksJobs,
  migrations: { '0029-file-chunks': fileChunks },
});
