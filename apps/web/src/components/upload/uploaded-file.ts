import { fileRoutes, type UploadedFile } from '@tessera/shared';
import { call } from '@/lib/call';
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

/** A signed inline URL of the file (`fileRoutes.preview`), for a thumbnail or a viewer. */
export function fetchPreviewUrl(file: UploadedFile): Promise<string> {
  return call(
    fileRoutes.preview,
    { query: { fileId: file.fileId, fileVersionId: file.fileVersionId, fileName: file.name } },
    { silent: true },
  );
}

/**
 * file_download: asks the download route for a signed attachment link and follows it; the session
 * token never goes into a URL. A refusal shows the server's toast.
 */
export async function downloadFile(file: UploadedFile): Promise<void> {
  const link = await call(fileRoutes.download, { params: { type: 'file', name: file.fileId } });
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = link.name || file.name;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
