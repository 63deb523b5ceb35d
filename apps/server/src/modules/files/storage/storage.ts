import type { AppConfig } from '../../../config/env';
import type { FileStorage } from './file-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

export * from './file-storage';

/** The settings the storage is chosen and built from. */
export type StorageConfig = Pick<
  AppConfig,
  | 'DATA_DIR'
  | 'FILE_STORAGE'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** Builds the configured storage: local disk under `DATA_DIR/storage` by default, or the S3 bucket. */
export function createStorage(config: StorageConfig): FileStorage {
  if (config.FILE_STORAGE === 'local') return new LocalStorage(config.DATA_DIR);
  if (!config.S3_BUCKET) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
  const credentials =
    config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
      : undefined;
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials,
  });
}
