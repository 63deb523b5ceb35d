import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Server-made path parts only: ids and identifiers are checked before they reach here. */
const SAFE_PART = /^[0-9A-Za-z_-]{1,64}$/;

/** What joining the chunks produced. */
export interface JoinedFile {
  storageKey: string;
  size: number;
  md5: string;
}

/**
 * Every disk access of chunked uploads, so a storage backend can replace it later: chunks under
 * DATA_DIR/chunks/<userId>/<identifier>/<n>, finished files under DATA_DIR/files/chunked/<key>.
 */
export class ChunkStore {
  private readonly chunks: string;
  private readonly files: string;

  constructor(dataDir: string) {
    this.chunks = path.join(dataDir, 'chunks');
    this.files = path.join(dataDir, 'files', 'chunked');
  }

  private dir(userId: string, identifier: string): string {
    const safe = (part: unknown) => typeof part === 'string' && SAFE_PART.test(part);
    if (!safe(userId) || !safe(identifier)) throw new Error('unsafe chunk path');
    return path.join(this.chunks, userId, identifier);
  }

  private chunkPath(userId: string, identifier: string, n: number): string {
    if (!Number.isSafeInteger(n) || n < 1) throw new Error('unsafe chunk number');
    return path.join(this.dir(userId, identifier), String(n));
  }

  /**
   * Writes one chunk from a stream, at most `maxBytes` (more throws `tooLarge`), through a temporary
   * name so a half-written chunk is never seen. Answers the first bytes (for sniffing) and the size.
   */
  async writeChunk(
    userId: string,
    identifier: string,
    n: number,
    source: Readable,
    maxBytes: number,
  ): Promise<{ size: number; head: Buffer }> {
    const dir = this.dir(userId, identifier);
    await mkdir(dir, { recursive: true });
    const final = this.chunkPath(userId, identifier, n);
    const temp = path.join(dir, `.${n}.${randomBytes(6).toString('hex')}`);
    let size = 0;
    const heads: Buffer[] = [];
    let headLength = 0;
    try {
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            if (size > maxBytes) throw Object.assign(new Error('chunk too large'), { tooLarge: true });
            if (headLength < 4096) {
              heads.push(chunk);
              headLength += chunk.length;
            }
            yield chunk;
          }
        },
        createWriteStream(temp, { flags: 'wx' }),
      );
      await rename(temp, final);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { size, head: Buffer.concat(heads).subarray(0, 4096) };
  }

  /** Removes one stored chunk (a refused one). */
  async removeChunk(userId: string, identifier: string, n: number): Promise<void> {
    await rm(this.chunkPath(userId, identifier, n), { force: true });
  }

  /** The first bytes of chunk 1 (for sniffing). */
  async head(userId: string, identifier: string, bytes = 4096): Promise<Buffer> {
    const handle = await open(this.chunkPath(userId, identifier, 1), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /**
   * Joins chunks 1..total into a new file under a server-made name, one chunk at a time as a
   * stream, hashing while writing; never the whole file in memory.
   */
  async join(userId: string, identifier: string, total: number, extension: string): Promise<JoinedFile> {
    await mkdir(this.files, { recursive: true });
    const storageKey = `${randomBytes(16).toString('hex')}.${extension}`;
    const target = path.join(this.files, storageKey);
    const hash = createHash('md5');
    let size = 0;
    const chunkPath = (n: number) => this.chunkPath(userId, identifier, n);
    try {
      await pipeline(
        async function* () {
          for (let n = 1; n <= total; n += 1) {
            for await (const piece of createReadStream(chunkPath(n))) {
              const buffer = piece as Buffer;
              hash.update(buffer);
              size += buffer.length;
              yield buffer;
            }
          }
        },
        createWriteStream(target, { flags: 'wx' }),
      );
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    return { storageKey, size, md5: hash.digest('hex') };
  }

  /** Removes a finished file (one that failed its checks). */
  async removeFile(storageKey: string): Promise<void> {
    if (!/^[0-9a-f]{32}\.[a-z0-9]{1,10}$/.test(storageKey)) return;
    await rm(path.join(this.files, storageKey), { force: true });
  }

  /** Removes every chunk of one upload. */
  async removeUpload(userId: string, identifier: string): Promise<void> {
    await rm(this.dir(userId, identifier), { recursive: true, force: true });
  }

  /**
   * Upload folders on disk not written to since `before` (at most `limit`), including ones whose
   * rows were never recorded (a crash between the write and the insert).
   */
  async staleUploads(before: number, limit: number): Promise<{ userId: string; identifier: string }[]> {
    const found: { userId: string; identifier: string }[] = [];
    const users = await readdir(this.chunks).catch(() => [] as string[]);
    for (const userId of users) {
      if (!SAFE_PART.test(userId)) continue;
      const uploads = await readdir(path.join(this.chunks, userId)).catch(() => [] as string[]);
      for (const identifier of uploads) {
        if (!SAFE_PART.test(identifier)) continue;
        const info = await stat(path.join(this.chunks, userId, identifier)).catch(() => null);
        if (info && info.mtimeMs < before) found.push({ userId, identifier });
        if (found.length >= limit) return found;
      }
    }
    return found;
  }
}
