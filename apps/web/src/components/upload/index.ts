export { CHUNK_SIZE, HASH_SLICE, MAX_CHUNK_RETRIES, chunkCount } from './chunks';
export { UploadEngine, type UploadEngineOptions } from './upload-engine';
export { UploadError } from './upload-error';
export { fetchTransport } from './upload-transport';
export * from './upload-rules';
export type * from './upload-types';
export { useUploads, type Uploads, type UseUploadsOptions } from './use-uploads';
export { UploadPanel, formatBytes, type UploadPanelProps } from './upload-panel';
