import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from '../storage/storage';

/** Server-made path parts only: ids and identifiers are checked before they reach here. */
const SAFE_PART = /^[0-9A-Za-z_-]{1,64}$/;
/** A storage key segment is lower case: other ids are written as `x` and their hex. */
const segment = (part: string) =>
  /^[0-9a-z_-]+$/.test(part) ? part : `x${Buffer.from(part).toString('hex')}`;
const unsegment = (part: string) =>
  /^x([0-9a-f]{2})+$/.test(part) && part.length > 1 ? Buffer.from(part.slice(1), 'hex').toString() : part;

/** What joining the chunks produced. */
export interface JoinedFile {
  storageKey: string;
  size: number;
  md5: string;
}

/** Marks an error raised because a stream went over its byte limit. */
export const tooLargeError = () => Object.assign(new Error('too large'), { tooLarge: true });

/**
 * Counts (and caps) the bytes going through, keeping the first 4096 for sniffing and, when asked,
 * an MD5 of everything. `check` runs once the head is known, before later bytes pass.
 */
export function meter(
  source: Readable,
  maxBytes: number,
  options: { md5?: boolean; check?: (head: Buffer) => Error | undefined } = {},
) {
  const hash = options.md5 ? createHash('md5') : undefined;
  const result = { size: 0, head: Buffer.alloc(0), md5: '' };
  let checked = false;
  const heads: Buffer[] = [];
  const flushHead = () => {
    result.head = Buffer.concat(heads).subarray(0, 4096);
    checked = true;
    const error = options.check?.(result.head);
    if (error) throw error;
  };
  async function* measured() {
    for await (const piece of source) {
      const chunk = piece as Buffer;
      result.size += chunk.length;
      if (result.size > maxBytes) throw tooLargeError();
      hash?.update(chunk);
      if (!checked) {
        heads.push(chunk);
        if (result.size >= 4096) flushHead();
      }
      yield chunk;
    }
    if (!checked) flushHead();
    result.md5 = hash?.digest('hex') ?? '';
  }
  return { stream: Readable.from(measured()), result };
}

/**
 * Every storage access of chunked uploads, through the configured file storage: chunks under
 * `chunks/<userId>/<identifier>/<n>`, finished files under `files/<random>.<ext>`.
 */
export class ChunkStore {
  constructor(private readonly storage: FileStorage) {}

  private dir(userId: string, identifier: string): string {
    const safe = (part: unknown) => typeof part === 'string' && SAFE_PART.test(part);
    if (!safe(userId) || !safe(identifier)) throw new Error('unsafe chunk path');
    return `chunks/${segment(userId)}/${segment(identifier)}`;
  }

  private chunkKey(userId: string, identifier: string, n: number): string {
    if (!Number.isSafeInteger(n) || n < 1) throw new Error('unsafe chunk number');
    return `${this.dir(userId, identifier)}/${n}`;
  }

  /**
   * Writes one chunk from a stream, at most `maxBytes` (more throws `tooLarge`); the storage makes
   * it visible only once complete. Answers the first bytes (for sniffing) and the size.
   */
  async writeChunk(
    userId: string,
    identifier: string,
    n: number,
    source: Readable,
    maxBytes: number,
  ): Promise<{ size: number; head: Buffer }> {
    const key = this.chunkKey(userId, identifier, n);
    const { stream, result } = meter(source, maxBytes);
    try {
      await this.storage.put(key, stream);
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
    return { size: result.size, head: result.head };
  }

  /** Removes one stored chunk (a refused one). */
  async removeChunk(userId: string, identifier: string, n: number): Promise<void> {
    await this.storage.delete(this.chunkKey(userId, identifier, n));
  }

  /** The first bytes of chunk 1 (for sniffing). */
  async head(userId: string, identifier: string, bytes = 4096): Promise<Buffer> {
    const stream = await this.storage.get(this.chunkKey(userId, identifier, 1), { start: 0, end: bytes - 1 });
    if (!stream) return Buffer.alloc(0);
    const parts: Buffer[] = [];
    for await (const piece of stream) parts.push(piece as Buffer);
    return Buffer.concat(parts).subarray(0, bytes);
  }

  /**
   * Joins chunks 1..total into a new file under a server-made key, one chunk at a time as a
   * stream, hashing while writing; never the whole file in memory.
   */
  async join(userId: string, identifier: string, total: number, extension: string): Promise<JoinedFile> {
    const storageKey = newFileKey(extension);
    const storage = this.storage;
    const keys = Array.from({ length: total }, (_, i) => this.chunkKey(userId, identifier, i + 1));
    async function* chunks() {
      for (const key of keys) {
        const stream = await storage.get(key);
        if (!stream) throw new Error('chunk missing');
        yield* stream as AsyncIterable<Buffer>;
      }
    }
    const { stream, result } = meter(Readable.from(chunks()), Number.MAX_SAFE_INTEGER, { md5: true });
    try {
      await this.storage.put(storageKey, stream);
    } catch (error) {
      await this.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
    return { storageKey, size: result.size, md5: result.md5 };
  }

  /** Removes a finished file (one that failed its checks). */
  async removeFile(storageKey: string): Promise<void> {
    await this.storage.delete(storageKey);
  }

  /** Removes every chunk of one upload. */
  async removeUpload(userId: string, identifier: string): Promise<void> {
    for (const key of await this.storage.list(this.dir(userId, identifier))) await this.storage.delete(key);
  }

  /** Every upload with chunks in storage (at most `limit`), whether or not its rows exist. */
  async uploads(limit: number): Promise<{ userId: string; identifier: string }[]> {
    const found = new Map<string, { userId: string; identifier: string }>();
    for (const key of await this.storage.list('chunks')) {
      const [, user, id] = key.split('/');
      if (!user || !id) continue;
      const upload = { userId: unsegment(user), identifier: unsegment(id) };
      if (!SAFE_PART.test(upload.userId) || !SAFE_PART.test(upload.identifier)) continue;
      found.set(`${user}/${id}`, upload);
      if (found.size >= limit) break;
    }
    return [...found.values()];
  }
}

/** A new server-made key for a stored file: 128 random bits and the checked extension. */
export function newFileKey(extension: string): string {
  if (!/^[a-z0-9]{1,10}$/.test(extension)) throw new Error('unsafe extension');
  return `files/${randomBytes(16).toString('hex')}.${extension}`;
}
