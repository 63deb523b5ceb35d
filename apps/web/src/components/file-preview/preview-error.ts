/** Why a preview cannot be shown; each code has a text `filePreview.<code>` in the three languages. */
export type PreviewErrorCode =
  | 'tooLarge'
  | 'zipTooLarge'
  | 'zipEntryTooLarge'
  | 'zipTooManyEntries'
  | 'damaged'
  | 'unsafeXml'
  | 'fetchFailed'
  | 'gone'
  | 'pdfPassword';

/** A refusal the dialog shows in the user's language (the values fill the text's placeholders). */
export class PreviewError extends Error {
  constructor(
    readonly code: PreviewErrorCode,
    readonly values: Record<string, string | number> = {},
  ) {
    super(`file preview: ${code}`);
    this.name = 'PreviewError';
  }
}

/** Any failure as a {@link PreviewError}: unknown ones read as a damaged file. */
export const asPreviewError = (error: unknown): PreviewError =>
  error instanceof PreviewError ? error : new PreviewError('damaged');
