import { defineModule, type PlatformServices } from '../../platform/module';
import { chunksJobs } from './chunks/chunks.jobs';
import { chunksRoutes } from './chunks/chunks.routes';
import { ChunksService } from './chunks/chunks.service';
import { fileChunks } from './chunks/migrations/0029-file-chunks';
import { downloadsRoutes } from './downloads.routes';
import { FileAccessService } from './file-access.service';
import { filesRoutes } from './files.routes';
import { FilesService } from './files.service';
import { ImageUploadService } from './image-uploads.service';
import { FileUploadService } from './uploads.service';
import { fileUrlKey } from './links/file-url-key';
import { SignedLinks } from './links/signed-links';
import { createStorage } from './storage/storage';

/**
 * Uploads, downloads and the file store. Listed early: settings (sys-config) check their icons in
 * the store, profile, messages and chat keep attachments in it.
 */
export const filesModule = defineModule({
  name: 'files',
  services: ({ config, db, fileReaders }: Pick<PlatformServices, 'config' | 'db' | 'fileReaders'>) => {
    const storage = createStorage(config);
    const files = new FilesService(config.DATA_DIR, storage);
    return {
      files,
      fileStorage: storage,
      chunks: new ChunksService(db, config, storage),
      fileUploads: new FileUploadService(db, config, storage),
      imageUploads: new ImageUploadService(db, files, storage),
      fileAccess: new FileAccessService(
        db,
        storage,
        new SignedLinks(() => fileUrlKey(config)),
        fileReaders,
        files,
      ),
    };
  },
  routes: [filesRoutes, chunksRoutes, downloadsRoutes],
  jobs: chunksJobs,
  migrations: { '0029-file-chunks': fileChunks },
});
