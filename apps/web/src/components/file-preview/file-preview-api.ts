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

/**
 * Asks the server for the file's short-lived signed inline address (the preview address lookup);
 * undefined when the file has no id or the server answers none. Refusals show the server's toast.
 */
export async function fetchPreviewUrl(file: PreviewFile): Promise<string | undefined> {
  if (!idOf(file)) return undefined;
  const url = await call(fileRoutes.preview, {
    query: { fileId: file.fileId, fileVersionId: file.fileVersionId, fileName: file.name },
  });
  return typeof url === 'string' && url ? url : undefined;
}

/** Saves the file through a signed attachment link (the token never goes into a URL). */
export async function downloadFile(file: PreviewFile): Promise<void> {
  const id = idOf(file);
  if (!id) return;
  const link = await call(fileRoutes.download, { params: { type: 'file', name: id } });
  const anchor = document.createElement('a');
  anchor.href = link.url;
  anchor.download = link.name || file.name;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
