import { badRequest } from '../../../lib/errors';
import { allowedExtension } from './file-types';

/** Chunk size of the spec (02 §9): every chunk but the last has exactly this many bytes. */
export const CHUNK_SIZE = 5_242_880;

/** An MD5 in hex, the only identifier accepted (it also names a folder). */
const MD5 = /^[0-9a-f]{32}$/;

/** A checked description of one upload. */
export interface UploadDescription {
  identifier: string;
  ext: string;
  totalSize: number;
  totalChunks: number;
}

/** Human size for messages: "2GB", "10MB". */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 ** 3 && bytes % 1024 ** 3 === 0
    ? `${bytes / 1024 ** 3}GB`
    : `${Math.round(bytes / 1024 ** 2)}MB`;

/** Checks identifier, extension and size (positive, under the cap); refuses with a message. */
export function checkUpload(
  input: { identifier: string; extension: string; totalSize: number },
  maxBytes: number,
): UploadDescription {
  const identifier = input.identifier.toLowerCase();
  if (!MD5.test(identifier)) throw badRequest('chunkIdentifierInvalid');
  const ext = allowedExtension(input.extension);
  if (!ext) throw badRequest('chunkExtensionRefused', { ext: input.extension.slice(0, 20) });
  const { totalSize } = input;
  if (!Number.isSafeInteger(totalSize) || totalSize < 0) throw badRequest('chunkSizeInvalid');
  if (totalSize === 0) throw badRequest('chunkFileEmpty');
  if (totalSize > maxBytes) throw badRequest('chunkFileTooLarge', { size: formatBytes(maxBytes) });
  return { identifier, ext, totalSize, totalChunks: Math.ceil(totalSize / CHUNK_SIZE) };
}

/** Checks the chunk number against the upload; answers the exact size that chunk must have. */
export function checkChunk(upload: UploadDescription, chunkNumber: number, totalChunks: number): number {
  if (totalChunks !== upload.totalChunks) throw badRequest('chunkNumberInvalid');
  if (!Number.isInteger(chunkNumber) || chunkNumber < 1 || chunkNumber > upload.totalChunks) {
    throw badRequest('chunkNumberInvalid');
  }
  return chunkNumber < upload.totalChunks
    ? CHUNK_SIZE
    : upload.totalSize - (upload.totalChunks - 1) * CHUNK_SIZE;
}

/** The display name: the last path segment, control characters dropped, at most 200 characters. */
export function displayName(fileName: string | undefined, ext: string): string {
  const last = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const base = [...last]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim();
  const name = base === '.' || base === '..' ? '' : base.slice(0, 200);
  return name || `file.${ext}`;
}
