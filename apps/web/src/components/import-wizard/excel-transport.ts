import type { ExcelUploadResult } from '@tessera/shared';
import { singleRequestTransport } from '@/components/upload';

const isExcelAnswer = (data: unknown): data is ExcelUploadResult =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { fileName?: unknown }).fileName === 'string' &&
  (data as { fileName: string }).fileName !== '';

/**
 * The import file's upload: one request to the module's `Uploader`, whose answer `{name, fileName}`
 * becomes the widget's file: `fileId` (and `fileVersionId`) is the stored `fileName` the preview
 * reads, `name` the cleaned original name shown; an answer without a stored name is refused.
 */
export function excelTransport(url: string) {
  return singleRequestTransport({
    url,
    read: (data, file) =>
      isExcelAnswer(data)
        ? {
            name: data.name || file.name,
            fileSize: file.size,
            fileExtension: data.fileName.split('.').pop() ?? '',
            fileVersionId: data.fileName,
            url: '',
            answer: data,
          }
        : null,
  });
}
