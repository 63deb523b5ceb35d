import type { filePreviewZh } from './file-preview.zh';

/** English texts of the document preview. */
export const filePreviewEn: Record<keyof typeof filePreviewZh, string> = {
  'filePreview.title': 'Document preview - {{name}}',
  'filePreview.download': 'Download',
  'filePreview.cancel': 'Cancel',
  'filePreview.notExist': 'The file does not exist',
  'filePreview.loading': 'Loading the file…',
  'filePreview.unsupported':
    'This kind of file ({{ext}}) cannot be previewed in the browser; download it to view it',
  'filePreview.tooLarge': 'The file is larger than {{size}} and cannot be previewed; download it to view it',
  'filePreview.zipTooLarge':
    'The file unpacks to more than {{size}} and may be a zip bomb; the preview was stopped',
  'filePreview.zipEntryTooLarge': 'A part of the file unpacks to more than {{size}}; the preview was stopped',
  'filePreview.zipTooManyEntries': 'The file holds more than {{n}} parts; the preview was stopped',
  'filePreview.damaged': 'The file is damaged or not in the expected format and cannot be previewed',
  'filePreview.unsafeXml':
    'The file carries an unsafe XML declaration (DOCTYPE or entity); the preview was refused',
  'filePreview.fetchFailed': 'The file could not be read, please retry',
  'filePreview.gone': 'The file does not exist or its preview link has expired; open the preview again',
  'filePreview.pdfPassword': 'This PDF is encrypted and cannot be previewed; download it to view it',
  'filePreview.truncated': 'Showing the first {{rows}} rows and {{cols}} columns only',
  'filePreview.textTruncated': 'Showing the first {{n}} characters only',
  'filePreview.empty': 'The file has nothing to show',
  'filePreview.page': 'Page {{n}}',
  'filePreview.sheets': 'Sheets',
};
