/**
 * Document preview (spec 02 §2): PDF, Word (.docx), Excel (.xlsx), CSV, text and Markdown drawn in
 * the browser from the file's own bytes; images in a gallery viewer. Renderers load on demand.
 *
 * ```tsx
 * const { preview, element } = useFilePreview({ files: fileList, canDownload: hasDownloadCode });
 * return <>{fileList.map((f) => <a onClick={() => preview(f)}>{f.name}</a>)}{element}</>;
 * ```
 * Or use {@link FilePreviewDialog} directly: `<FilePreviewDialog open file={f} canDownload onClose={...} />`.
 * A file is an `UploadedFile` (or any `{name, fileId | fileVersionId, fileExtension?}`); its signed
 * address is looked up through `fileRoutes.preview` when it opens.
 */
export { FilePreviewDialog, type FilePreviewDialogProps } from './file-preview-dialog';
export { useFilePreview, type FilePreview, type UseFilePreviewOptions } from './use-file-preview';
export type { PreviewFile } from './file-preview-api';
export { isImageFile, previewKindOf, type PreviewKind } from './preview-kind';
