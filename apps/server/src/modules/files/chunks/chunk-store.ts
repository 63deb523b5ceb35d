import { createHash, randomBytes, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from '../storage/storage';
import { CHUNK_SIZE } from './chunk-rules';

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

/** Feeds every piece going through to `hash`. */
async function* hashing(source: AsyncIterable<Buffer>, hash: Hash) {
  for await (const piece of source) {
    hash.update(piece);
    yield piece;
  }
}

/**
 * Every storage access of chunked uploads, through the configured file storage. Storage that
 * writes at an offset (local disk) gets one assembling file per upload,
 * `chunks/<userId>/<identifier>/data`, chunk n at (n-1)*CHUNK_SIZE, moved to its final key on
 * merge; other storage (S3), and uploads begun before that layout, one object per chunk,
 * `chunks/<userId>/<identifier>/<n>`, joined by a copy. Finished files: `files/<random>.<ext>`.
 */
export class ChunkStore {
  constructor(private readonly storage: FileStorage) {}

  /** Whether the storage can hold an upload in one assembling file. */
  get canAssemble(): boolean {
    return typeof this.storage.writeAt === 'function' && typeof this.storage.move === 'function';
  }

  private dir(userId: string, identifier: string): string {
    const safe = (part: unknown) => typeof part === 'string' && SAFE_PART.test(part);
    if (!safe(userId) || !safe(identifier)) throw new Error('unsafe chunk path');
    return `chunks/${segment(userId)}/${segment(identifier)}`;
  }

  private chunkKey(userId: string, identifier: string, n: number): string {
    if (!Number.isSafeInteger(n) || n < 1) throw new Error('unsafe chunk number');
    return `${this.dir(userId, identifier)}/${n}`;
  }

  private dataKey(userId: string, identifier: string): string {
    return `${this.dir(userId, identifier)}/data`;
  }

  /** The assembling file's size; undefined when the upload has none (S3, or one chunk per file). */
  async assembledSize(userId: string, identifier: string): Promise<number | undefined> {
    if (!this.canAssemble) return undefined;
    return (await this.storage.stat(this.dataKey(userId, identifier)))?.size;
  }

  /**
   * Writes chunk n, at most `maxBytes` (more throws `tooLarge`), into the assembling file when
   * `assemble` (feeding `hash` while writing), else as its own object, visible only once complete.
   * Answers the first bytes (for sniffing) and the size.
   */
  async writeChunk(
    userId: string,
    identifier: string,
    n: number,
    source: Readable,
    maxBytes: number,
    options: { assemble?: boolean; hash?: Hash | undefined } = {},
  ): Promise<{ size: number; head: Buffer }> {
    if (options.assemble && this.storage.writeAt) {
      if (!Number.isSafeInteger(n) || n < 1) throw new Error('unsafe chunk number');
      const body = options.hash ? Readable.from(hashing(source, options.hash)) : source;
      // a failed write leaves part of its range written: the chunk has no row and is sent again
      return this.storage.writeAt(this.dataKey(userId, identifier), (n - 1) * CHUNK_SIZE, body, maxBytes);
    }
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

  /** The first bytes of the upload (for sniffing), from the assembling file or chunk 1. */
  async head(userId: string, identifier: string, bytes = 4096): Promise<Buffer> {
    const range = { start: 0, end: bytes - 1 };
    const stream =
      (this.canAssemble ? await this.storage.get(this.dataKey(userId, identifier), range) : undefined) ??
      (await this.storage.get(this.chunkKey(userId, identifier, 1), range));
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

  /** Where chunk n lies in the assembling file on this machine's disk; undefined off local disk. */
  assembledFile(userId: string, identifier: string, n: number): { path: string; offset: number } | undefined {
    if (!this.canAssemble || !this.storage.localPath) return undefined;
    return { path: this.storage.localPath(this.dataKey(userId, identifier)), offset: (n - 1) * CHUNK_SIZE };
  }

  /** Bytes `start..start+size-1` of the assembling file as a stream; undefined when it is missing. */
  async readRange(userId: string, identifier: string, start: number, size: number) {
    if (size <= 0) return Readable.from([]);
    return this.storage.get(this.dataKey(userId, identifier), { start, end: start + size - 1 });
  }

  /** The MD5 of the assembling file's first `size` bytes, read once as a stream. */
  async assembledMd5(userId: string, identifier: string, size: number): Promise<string | undefined> {
    const stream = await this.readRange(userId, identifier, 0, size);
    if (!stream) return undefined;
    const hash = createHash('md5');
    let read = 0;
    for await (const piece of stream as AsyncIterable<Buffer>) {
      hash.update(piece);
      read += piece.length;
    }
    return read === size ? hash.digest('hex') : undefined;
  }

  /** Moves the assembling file to a new server-made key (no copy); answers the key. */
  async finishAssembled(userId: string, identifier: string, extension: string): Promise<string> {
    const storageKey = newFileKey(extension);
    if (!this.storage.move) throw new Error('storage cannot move');
    await this.storage.move(this.dataKey(userId, identifier), storageKey);
    return storageKey;
  }

  /** Removes a finished file (one that failed its checks). */
  async removeFile(storageKey: string): Promise<void> {
    await this.storage.delete(storageKey);
  }

  /** Removes every chunk (and the assembling file) of one upload. */
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
