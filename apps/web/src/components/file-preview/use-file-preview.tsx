import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { FilePreviewDialog } from './file-preview-dialog';
import type { PreviewFile } from './file-preview-api';
import { ImageGallery } from './image-gallery';
import { isImageFile } from './preview-kind';

/** Options of {@link useFilePreview}. */
export interface UseFilePreviewOptions {
  /** The file list the preview belongs to: the gallery steps through its images. */
  files?: PreviewFile[];
  /** Shows the dialog's download button. */
  canDownload?: boolean;
}

/** What {@link useFilePreview} gives: the opener and the element to render once. */
export interface FilePreview {
  /** Opens a file: images in the gallery, every other kind in the document preview dialog. */
  preview: (file: PreviewFile) => void;
  /** Render it once, anywhere in the calling component. */
  element: ReactNode;
}

type Opened =
  { kind: 'dialog'; file: PreviewFile } | { kind: 'gallery'; images: PreviewFile[]; start: number };

/** Document and image preview for a list of files (spec 02 §2). */
export function useFilePreview({ files = [], canDownload = false }: UseFilePreviewOptions = {}): FilePreview {
  const [opened, setOpened] = useState<Opened>();
  const close = useCallback(() => setOpened(undefined), []);

  const preview = useCallback(
    (file: PreviewFile) => {
      if (!isImageFile(file)) return setOpened({ kind: 'dialog', file });
      const images = files.filter(isImageFile);
      const at = images.findIndex((image) => sameFile(image, file));
      if (at < 0) return setOpened({ kind: 'gallery', images: [file], start: 0 });
      setOpened({ kind: 'gallery', images, start: at });
    },
    [files],
  );

  const element = useMemo(
    () => (
      <>
        <FilePreviewDialog
          open={opened?.kind === 'dialog'}
          file={opened?.kind === 'dialog' ? opened.file : undefined}
          canDownload={canDownload}
          onClose={close}
        />
        {opened?.kind === 'gallery' && (
          <ImageGallery images={opened.images} start={opened.start} onClose={close} />
        )}
      </>
    ),
    [opened, canDownload, close],
  );
  return { preview, element };
}

const sameFile = (a: PreviewFile, b: PreviewFile) =>
  a === b ||
  (!!(a.fileId || a.fileVersionId) && a.fileId === b.fileId && a.fileVersionId === b.fileVersionId);
