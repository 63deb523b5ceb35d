/** Bytes per chunk (spec 02 §9). */
export const CHUNK_SIZE = 5_242_880;
/** Retries of one chunk before the file fails (spec 02 §9). */
export const MAX_CHUNK_RETRIES = 5;
/** Bytes the MD5 reads at a time (spec 02 §9). */
export const HASH_SLICE = 10_240_000;

/** How many chunks a file of `size` bytes makes; an empty file still sends one (empty) chunk. */
export function chunkCount(size: number, chunkSize = CHUNK_SIZE): number {
  return Math.max(1, Math.ceil(size / chunkSize));
}

/** Byte range `[start, end)` of the 1-based chunk `chunkNumber`. */
export function chunkRange(size: number, chunkNumber: number, chunkSize = CHUNK_SIZE): [number, number] {
  const start = (chunkNumber - 1) * chunkSize;
  return [start, Math.min(size, start + chunkSize)];
}

/** Percent shown for confirmed bytes: never 100 before the merge answered. */
export function shownProgress(uploadedBytes: number, size: number, isMerged: boolean): number {
  if (isMerged) return 100;
  if (size <= 0) return 0;
  return Math.min(99, Math.floor((uploadedBytes / size) * 100));
}

/** Lower-case extension of a file name, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
