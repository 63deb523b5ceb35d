export { CHUNK_SIZE, HASH_SLICE, MAX_CHUNK_RETRIES, chunkCount } from './chunks';
export { UploadEngine, type UploadEngineOptions } from './upload-engine';
export { UploadError } from './upload-error';
export { fetchTransport } from './upload-transport';
export {
  readUploadAnswer,
  singleRequestTransport,
  type SingleRequestOptions,
} from './single-request-transport';
export { isSingleRequest } from './upload-types';
export * from './upload-rules';
export type * from './upload-types';
export { useUploads, type Uploads, type UseUploadsOptions } from './use-uploads';
export { UploadPanel, formatBytes, type UploadPanelProps } from './upload-panel';
export { FileUpload, type FileUploadProps } from './file-upload';
export { ImageUpload, type ImageUploadProps } from './image-upload';
export { FileList, type FileListProps } from './file-list';
export {
  useFileWidget,
  type FileActionName,
  type FileWidgetProps,
  type FileWidgetAbilities,
} from './use-file-widget';
export { asFileList, downloadFile, fetchPreviewUrl, toUploadedFile } from './uploaded-file';
