import SparkMD5 from 'spark-md5';
import { HASH_SLICE } from './chunks';
import type { UploadHasher } from './upload-types';

/** What the page posts to the MD5 worker. */
export interface HashRequest {
  file: Blob;
  slice: number;
}

/** What the MD5 worker posts back. */
export type HashReply =
  | { kind: 'progress'; hashedBytes: number }
  | { kind: 'done'; hash: string }
  | { kind: 'failed'; message: string };

const aborted = () => new DOMException('Hashing stopped', 'AbortError');

/** Hashes on the main thread, one slice at a time, yielding between slices so the page stays responsive. */
export async function hashOnMainThread(
  file: Blob,
  onProgress: (hashedBytes: number) => void,
  signal: AbortSignal,
  slice = HASH_SLICE,
): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  for (let start = 0; start < file.size; start += slice) {
    if (signal.aborted) throw aborted();
    const end = Math.min(file.size, start + slice);
    spark.append(await file.slice(start, end).arrayBuffer());
    onProgress(end);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (signal.aborted) throw aborted();
  return spark.end();
}

/** Hashes in a Web Worker (Vite bundles `md5.worker.ts`); the worker ends when the signal aborts. */
export function hashInWorker(
  file: Blob,
  onProgress: (hashedBytes: number) => void,
  signal: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', stop);
    };
    const stop = () => {
      finish();
      reject(aborted());
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if (reply.kind === 'progress') return onProgress(reply.hashedBytes);
      finish();
      if (reply.kind === 'done') resolve(reply.hash);
      else reject(new Error(reply.message));
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message));
    };
    worker.postMessage({ file, slice: HASH_SLICE } satisfies HashRequest);
  });
}

/** The default hasher: a Web Worker where the browser has one, else the main thread with yields. */
export const defaultHasher: UploadHasher = (file, onProgress, signal) =>
  typeof Worker === 'undefined'
    ? hashOnMainThread(file, onProgress, signal)
    : hashInWorker(file, onProgress, signal);
