import SparkMD5 from 'spark-md5';
import type { HashRequest, HashReply } from './md5-hasher';

/** Hashes the posted file slice by slice off the main thread; reports progress after each slice. */
self.onmessage = async (event: MessageEvent<HashRequest>) => {
  const { file, slice } = event.data;
  const spark = new SparkMD5.ArrayBuffer();
  try {
    for (let start = 0; start < file.size; start += slice) {
      const end = Math.min(file.size, start + slice);
      spark.append(await file.slice(start, end).arrayBuffer());
      self.postMessage({ kind: 'progress', hashedBytes: end } satisfies HashReply);
    }
    self.postMessage({ kind: 'done', hash: spark.end() } satisfies HashReply);
  } catch (error) {
    self.postMessage({ kind: 'failed', message: String(error) } satisfies HashReply);
  }
};
