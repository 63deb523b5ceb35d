import type { UploadedFile } from '@tessera/shared';
import { downloadFile, fetchPreviewUrl as lookupPreviewUrl } from '../file-preview/file-preview-api';
import type { UploadedFile as MergeAnswer } from './upload-types';

/** The merge's answer as the widgets keep it: `fileId` is the stored file's id, the fileVersionId. */
export function toUploadedFile(answer: MergeAnswer): UploadedFile {
  return {
    name: answer.name,
    fileId: answer.fileVersionId,
    fileSize: answer.fileSize,
    fileExtension: answer.fileExtension,
    fileVersionId: answer.fileVersionId,
    url: answer.url,
  };
}

/** A value an upload widget can hold: a list of uploaded files; anything else reads as empty. */
export function asFileList(value: unknown): UploadedFile[] {
  return Array.isArray(value) ? (value as UploadedFile[]).filter((f) => f && typeof f === 'object') : [];
}

/** A signed inline URL of the file (`fileRoutes.preview`), for a thumbnail or a viewer; '' when none. */
export async function fetchPreviewUrl(file: UploadedFile): Promise<string> {
  return (await lookupPreviewUrl(file, true)) ?? '';
}

// file_download: one implementation, shared with the preview dialog (a public image or a stored file).
export { downloadFile };
