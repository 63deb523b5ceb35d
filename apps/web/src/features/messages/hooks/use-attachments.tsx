import type { UploadedFile } from '@tessera/shared';
import { Image } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useFilePreview } from '@/components/file-preview/use-file-preview';
import { isImageFile } from '@/components/file-preview/preview-kind';
import { downloadFile } from '@/components/upload/uploaded-file';
import { isLegacyFile } from '../notice-files';

/** What {@link useAttachments} gives: preview and download of one attachment, and the element to render once. */
export interface Attachments {
  preview: (file: UploadedFile) => void;
  download: (file: UploadedFile) => void;
  element: ReactNode;
}

/** Saves a legacy attachment from its public address (it never carried a session token). */
function saveFromPublicUrl(file: UploadedFile) {
  const anchor = document.createElement('a');
  anchor.href = file.url;
  anchor.download = file.name;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Preview and download of a notice's attachments. Stored files open in the document preview (or the
 * image gallery) through signed links and download through the download route; a legacy image
 * (public `/api/file/Image/...` address) opens in an image viewer and downloads from its address.
 */
export function useAttachments(files: readonly UploadedFile[]): Attachments {
  const stored = useMemo(() => files.filter((file) => !isLegacyFile(file)), [files]);
  const filePreview = useFilePreview({ files: stored, canDownload: true });
  const [legacyImage, setLegacyImage] = useState<string>();

  const download = useCallback((file: UploadedFile) => {
    if (isLegacyFile(file)) return saveFromPublicUrl(file);
    // a refusal shows the server's toast
    downloadFile(file).catch(() => undefined);
  }, []);
  const openStored = filePreview.preview;
  const preview = useCallback(
    (file: UploadedFile) => {
      if (!isLegacyFile(file)) return openStored(file);
      if (isImageFile(file)) return setLegacyImage(file.url);
      saveFromPublicUrl(file);
    },
    [openStored],
  );

  const element = (
    <>
      {filePreview.element}
      {legacyImage ? (
        <Image.PreviewGroup
          items={[legacyImage]}
          preview={{
            open: true,
            onOpenChange: (isOpen) => {
              if (!isOpen) setLegacyImage(undefined);
            },
          }}
        />
      ) : null}
    </>
  );
  return { preview, download, element };
}
