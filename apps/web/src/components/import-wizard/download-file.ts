import type { ExcelFileLink } from '@tessera/shared';
import { tokenStorage } from '@/lib/storage';

/**
 * Saves a generated file: fetched with the session token (a plain link cannot carry the header),
 * then handed to the browser as a blob download. Answers false when the server refused.
 */
export async function downloadFile(link: ExcelFileLink): Promise<boolean> {
  const response = await fetch(link.url, {
    headers: { Authorization: tokenStorage.get() ?? '' },
    credentials: 'omit',
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) return false;
  const href = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = link.name;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return true;
}
