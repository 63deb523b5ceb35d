import { IMPORT_MAX_BYTES } from '@tessera/shared';

/** Why a picked file is refused before upload: key under `importWizard.`. */
export type FileRefusal = 'onlyExcel' | 'tooLarge';

const EXCEL = /\.(xls|xlsx)$/i;

/** Only .xls/.xlsx under 2MB may be uploaded (spec 02 §5); the server checks again by content. */
export function checkFile(file: { name: string; size: number }): FileRefusal | null {
  if (!EXCEL.test(file.name)) return 'onlyExcel';
  if (file.size >= IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Step 1 → 2 needs an uploaded file. */
export const leaveUploadRefusal = (fileName: string | undefined) => (fileName ? null : 'needFile');

/** Step 2 → 3 needs at least one row. */
export const importRefusal = (rows: readonly unknown[]) => (rows.length ? null : 'emptyData');

/** The wizard's steps. */
export const STEPS = ['stepUpload', 'stepPreview', 'stepResult'] as const;
