import type { UploadedFile } from '@tessera/shared';
import { useEffect, useState } from 'react';
import { fetchPreviewUrl } from './uploaded-file';

/**
 * Signed inline URLs of the files, by fileId, asked once per file (thumbnails and the image viewer);
 * a file the server will not show stays without one.
 */
export function useSignedUrls(files: readonly UploadedFile[]): Readonly<Record<string, string>> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const missing = files.filter((file) => !(file.fileId in urls)).map((file) => file.fileId);
  const key = missing.join(',');
  useEffect(() => {
    if (!key) return;
    let isCurrent = true;
    for (const file of files.filter((f) => key.split(',').includes(f.fileId))) {
      fetchPreviewUrl(file)
        .catch(() => '')
        .then((url) => {
          if (isCurrent) setUrls((old) => ({ ...old, [file.fileId]: url }));
        });
    }
    return () => {
      isCurrent = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks only when the set of missing ids changes
  }, [key]);
  return urls;
}
