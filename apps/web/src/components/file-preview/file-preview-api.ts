import { fileRoutes } from '@tessera/shared';
import { call } from '@/lib/call';

/** A file the preview can show (spec 02 §3 "Document preview file"; an `UploadedFile` fits). */
export interface PreviewFile {
  name: string;
  fileId?: string;
  fileVersionId?: string;
  fileExtension?: string;
  /** Bytes, when known: a file over its kind's cap is refused before it is fetched. */
  fileSize?: number;
  url?: string;
}

/** The id the server knows the file by. */
const idOf = (file: PreviewFile) => file.fileId || file.fileVersionId || '';

/** A public image stored before the file widgets (`/api/file/Image/{type}/{name}`, ADR 0022). */
const LEGACY_IMAGE = /^\/api\/file\/Image\/([A-Za-z]{1,40})\/([0-9a-f]{32}\.[a-z0-9]{1,10})$/;

/** Where the download route finds the file: a public image's type and name, or a stored file's id. */
export function downloadTarget(file: PreviewFile): { type: string; name: string } | undefined {
  const legacy = file.url ? LEGACY_IMAGE.exec(file.url) : null;
  if (legacy) return { type: legacy[1]!, name: legacy[2]! };
  const id = idOf(file);
  return id ? { type: 'file', name: id } : undefined;
}

/**
 * Asks the server for the file's short-lived signed inline address (the preview address lookup);
 * undefined when the file names nothing or the server answers none. A public image is looked up by
 * its address. Refusals show the server's toast unless `silent`.
 */
export async function fetchPreviewUrl(file: PreviewFile, silent = false): Promise<string | undefined> {
  const target = downloadTarget(file);
  if (!target) return undefined;
  const query =
    target.type === 'file'
      ? { fileId: file.fileId, fileVersionId: file.fileVersionId, fileName: file.name }
      : { fileDownloadUrl: file.url };
  const url = silent
    ? await call(fileRoutes.preview, { query }, { silent })
    : await call(fileRoutes.preview, { query });
  return typeof url === 'string' && url ? url : undefined;
}

/** Opens a link in a new tab (no `download`) or saves it, without giving it this page. */
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

/** Saves the file through a signed attachment link (the token never goes into a URL). */
export async function downloadFile(file: PreviewFile): Promise<void> {
  const target = downloadTarget(file);
  if (!target) return;
  const link = await call(fileRoutes.download, { params: target });
  openLink(link.url, link.name || file.name);
}
