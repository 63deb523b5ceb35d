import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { lstat, mkdir, open, readdir, realpath, rename, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  assertStoragePrefix,
  isStorageKey,
  StorageKeyError,
  StorageTooLargeError,
  type FileStorage,
  type StoredObject,
  type WrittenRange,
} from './file-storage';

const TEMP_PREFIX = '.tmp-';
/** Bytes of a body kept for sniffing. */
const HEAD_BYTES = 4096;
/** A positional write sends its body in batches of about this many bytes or pieces. */
const WRITE_BATCH_BYTES = 1024 * 1024;
const WRITE_BATCH_PIECES = 256;

/** Writes the buffers at `position`, going on after a short write. */
async function writeFully(handle: FileHandle, buffers: Buffer[], position: number): Promise<void> {
  if (buffers.length === 0) return;
  const total = buffers.reduce((sum, b) => sum + b.length, 0);
  let done = (await handle.writev(buffers, position)).bytesWritten;
  if (done === total) return;
  const rest = Buffer.concat(buffers).subarray(done);
  for (let at = 0; at < rest.length; at += done) {
    done = (await handle.write(rest, at, rest.length - at, position + (total - rest.length) + at))
      .bytesWritten;
  }
}

/** Whether an error is the file system saying "nothing there" (or a symlink we refused to follow). */
const isMissing = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'ELOOP'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Files under `DATA_DIR/storage`, one file per key. Each key's path is resolved and checked to stay
 * under the root, its folders are made one at a time and must be real folders (no symlink is
 * followed), the parent's real path must be under the root's, and files are opened with
 * O_NOFOLLOW. A put writes a temporary file in the same folder, flushes it and renames it over the
 * key, so a reader sees the old file or the new one, never a part.
 */
export class LocalStorage implements FileStorage {
  /** The root folder, absolute. */
  readonly root: string;
  private realRoot: Promise<string> | undefined;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'storage');
  }

  /** The root's real path, made on first use. */
  private async rootReal(): Promise<string> {
    this.realRoot ??= mkdir(this.root, { recursive: true }).then(() => realpath(this.root));
    return this.realRoot;
  }

  /** The key's path under the root; throws for a key whose path would leave it. */
  private resolve(key: string): string {
    const full = path.resolve(this.root, ...assertStorageKey(key).split('/'));
    if (!full.startsWith(this.root + path.sep)) throw new StorageKeyError();
    return full;
  }

  /** Throws unless the folder's real path is the root or under it. */
  private async checkFolder(folder: string): Promise<void> {
    const [real, root] = await Promise.all([realpath(folder), this.rootReal()]);
    if (real !== root && !real.startsWith(root + path.sep)) throw new StorageKeyError();
  }

  /** Makes the key's folders one by one, refusing anything there that is not a real folder. */
  private async makeFolders(full: string): Promise<string> {
    let folder = await this.rootReal().then(() => this.root);
    const parts = path.relative(this.root, path.dirname(full)).split(path.sep).filter(Boolean);
    for (const part of parts) {
      folder = path.join(folder, part);
      await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      if (!(await lstat(folder)).isDirectory()) throw new StorageKeyError();
    }
    await this.checkFolder(folder);
    return folder;
  }

  async put(key: string, body: Readable | Buffer): Promise<StoredObject> {
    const full = this.resolve(key);
    const folder = await this.makeFolders(full);
    const temp = path.join(folder, `${TEMP_PREFIX}${randomBytes(12).toString('hex')}`);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(source, counter, createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true }));
      await rename(temp, full);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    return { size };
  }

  /** Opens the key's file without following a symlink; undefined when missing or not a file. */
  private async openFile(key: string) {
    const full = this.resolve(key);
    try {
      await this.checkFolder(path.dirname(full));
      const handle = await open(full, constants.O_RDONLY | constants.O_NOFOLLOW);
      const info = await handle.stat();
      if (info.isFile()) return { handle, size: info.size };
      await handle.close();
      return undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async get(key: string, range?: { start: number; end: number }): Promise<Readable | undefined> {
    const file = await this.openFile(key);
    return file?.handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    const file = await this.openFile(key);
    if (!file) return undefined;
    await file.handle.close();
    return { size: file.size };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    const full = this.resolve(key);
    try {
      await this.checkFolder(path.dirname(full));
      await unlink(full);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const start = assertStoragePrefix(prefix) ? this.resolve(prefix) : this.root;
    const keys: string[] = [];
    const walk = async (folder: string, keyPrefix: string): Promise<void> => {
      const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
        // temporary files start with a dot, symlinks are never followed
        if (!isStorageKey(key)) continue;
        if (entry.isDirectory()) await walk(path.join(folder, entry.name), key);
        else if (entry.isFile()) keys.push(key);
      }
    };
    try {
      await this.checkFolder(start);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    await walk(start, prefix);
    return keys.sort();
  }

  /**
   * Writes the body at `offset` into the key's file, made sparse when missing (O_NOFOLLOW, and
   * O_NONBLOCK so a FIFO is never waited on); nothing past `offset + maxBytes` is ever written.
   * The bytes are flushed before it answers. A failed write may leave part of its range written.
   */
  async writeAt(
    key: string,
    offset: number,
    body: Readable | Buffer,
    maxBytes: number,
  ): Promise<WrittenRange> {
    const full = this.resolve(key);
    if (!Number.isSafeInteger(offset) || offset < 0 || !Number.isSafeInteger(maxBytes) || maxBytes < 0) {
      throw new RangeError('invalid range');
    }
    await this.makeFolders(full);
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK;
    const handle = await open(full, flags, 0o600);
    // pieces go out in batches of ~1 MiB, one batch written while the next is read
    let writing: Promise<void> = Promise.resolve();
    try {
      if (!(await handle.stat()).isFile()) throw new StorageKeyError();
      const heads: Buffer[] = [];
      let size = 0;
      let batch: Buffer[] = [];
      let batchStart = offset;
      const flush = async () => {
        await writing;
        const [buffers, at] = [batch, batchStart];
        batch = [];
        batchStart = offset + size;
        writing = writeFully(handle, buffers, at);
        writing.catch(() => undefined);
      };
      const source = Buffer.isBuffer(body) ? [body] : (body as AsyncIterable<Buffer>);
      for await (const piece of source) {
        if (size + piece.length > maxBytes) throw new StorageTooLargeError();
        if (size < HEAD_BYTES) heads.push(piece.subarray(0, HEAD_BYTES - size));
        batch.push(piece);
        size += piece.length;
        if (offset + size - batchStart >= WRITE_BATCH_BYTES || batch.length >= WRITE_BATCH_PIECES)
          await flush();
      }
      await flush();
      await writing;
      await handle.datasync();
      return { size, head: Buffer.concat(heads) };
    } finally {
      await writing.catch(() => undefined);
      await handle.close();
    }
  }

  localPath(key: string): string {
    return this.resolve(key);
  }

  /** Renames a regular file (never a symlink or folder) to another key under the root. */
  async move(fromKey: string, toKey: string): Promise<void> {
    const from = this.resolve(fromKey);
    const to = this.resolve(toKey);
    await this.checkFolder(path.dirname(from));
    if (!(await lstat(from)).isFile()) throw new StorageKeyError();
    await this.makeFolders(to);
    await rename(from, to);
  }
}
