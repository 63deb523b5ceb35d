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
export function fetchPreviewUrl(file: UploadedFile, isSilent = true): Promise<string> {
  return call(
    fileRoutes.preview,
    { query: { fileId: file.fileId, fileVersionId: file.fileVersionId, fileName: file.name } },
    { silent: isSilent },
  );
}

/** Opens a link in a new tab without giving it this page (used for signed, session-free links). */
export function openLink(url: string, download?: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  if (download === undefined) anchor.target = '_blank';
  else anchor.download = download;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** file_download: asks the server for a signed attachment link, then follows it (the server names the file). */
export async function downloadFile(file: UploadedFile): Promise<void> {
  const link = await call(fileRoutes.download, { params: { type: 'file', name: file.fileId } });
  openLink(link.url, link.name || file.name);
}

/**
 * The default preview when no preview dialog is given: the signed inline URL in a new tab, opened
 * before the lookup so that the browser does not block it as a pop-up.
 */
export async function previewInNewTab(file: UploadedFile): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await fetchPreviewUrl(file, false);
    if (tab) tab.location.href = url;
    else openLink(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
