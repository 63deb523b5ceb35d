import type { Readable } from 'node:stream';
import type { ChunkMergeResult, ChunkState } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config/env';
import type { DB } from '../../../db/schema';
import { AppError, badRequest } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { memoryRateLimiter, type RateLimiter } from '../../../lib/rate-limit';
import { ResultCode } from '@tessera/shared';
import type { FileStorage } from '../storage/storage';
import { ChunkStore, type JoinedFile } from './chunk-store';
import { md5Thread } from './md5-worker';
import { RunningMd5s, type ChunkSource } from './running-md5';
import { CHUNK_SIZE, checkChunk, checkUpload, displayName, type UploadDescription } from './chunk-rules';
import * as repo from './chunks.repository';
import type { BaseFileTable } from './chunks.table';
import { bytesMatchExtension, mimeOf } from './file-types';

/** A chunk's description as the query carries it. */
export interface ChunkInput {
  identifier: string;
  chunkNumber: number;
  totalChunks: number;
  totalSize: number;
  extension: string;
}

/** The merge's finish form data. */
export interface MergeInput {
  identifier: string;
  fileName: string;
  fileSize: number;
  extension: string;
}

/** Chunk writes one user may run at once on one instance. */
const WRITES_PER_USER = 2;
/** Running hashes followed per allowed upload in progress (of one user). */
const RUNNING_PER_PENDING = 16;

type Config = Pick<
  AppConfig,
  | 'DATA_DIR'
  | 'FILE_MAX_BYTES'
  | 'FILE_QUOTA_BYTES'
  | 'FILE_MAX_PENDING_UPLOADS'
  | 'FILE_CHUNK_RATE_PER_MINUTE'
  | 'FILE_CHUNK_MAX_AGE_HOURS'
>;

const tooManyRequests = () => new AppError(ResultCode.TooManyRequests, 'chunkTooManyRequests');

/**
 * Chunked uploads (spec 02 §3, §7): chunks bound to their uploader and the file's MD5, checked
 * (number, size, type, quota, uploads in progress, rate) before a byte is kept, joined as a stream.
 */
export class ChunksService {
  private readonly store: ChunkStore;
  private readonly rate: RateLimiter;
  private readonly writing = new Map<string, number>();
  private readonly merging = new Set<string>();
  /**
   * Uploads with a chunk being admitted or written on this instance, by `user/identifier`: the chunk
   * numbers (one write per chunk region at a time) and the upload's declared size, which counts
   * against the quota of the user's other uploads, so two first chunks arriving together cannot both
   * claim the same room.
   */
  private readonly inFlight = new Map<string, { chunks: Set<number>; size: number }>();
  private readonly running: RunningMd5s;
  /** Uploads found in storage without rows, by `user/identifier`: when the sweep first saw them. */
  private readonly orphans = new Map<string, number>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    storage: FileStorage,
  ) {
    this.store = new ChunkStore(storage);
    this.rate = memoryRateLimiter(config.FILE_CHUNK_RATE_PER_MINUTE);
    // on local disk the running hashes are computed by a worker thread, which reads the chunks itself
    this.running = new RunningMd5s(
      config.FILE_MAX_PENDING_UPLOADS * RUNNING_PER_PENDING,
      storage.localPath && storage.writeAt ? md5Thread : undefined,
    );
  }

  private async limit(userId: string): Promise<void> {
    if (!(await this.rate.hit(`chunk:${userId}`)).allowed) throw tooManyRequests();
  }

  private async state(userId: string, upload: UploadDescription): Promise<ChunkState> {
    if (await repo.findOwnFileByMd5(this.db, userId, upload.identifier)) {
      return { uploaded: true, merge: false, chunkNumbers: [] };
    }
    const chunkNumbers = await repo.listChunkNumbers(this.db, userId, upload.identifier);
    return { uploaded: false, merge: chunkNumbers.length === upload.totalChunks, chunkNumbers };
  }

  /** What the caller already holds of this file (`GET /api/file/chunk`). */
  async check(userId: string, input: ChunkInput): Promise<ChunkState> {
    await this.limit(userId);
    const upload = checkUpload(input, this.config.FILE_MAX_BYTES);
    checkChunk(upload, input.chunkNumber, input.totalChunks);
    return this.state(userId, upload);
  }

  /** Refusals that need the database, all before a byte is written; answers the upload's rows. */
  private async admit(userId: string, upload: UploadDescription) {
    const chunks = await repo.listChunks(this.db, userId, upload.identifier);
    const other = chunks[0];
    if (other && (other.total_size !== upload.totalSize || other.total_chunks !== upload.totalChunks)) {
      throw badRequest('chunkSizeInvalid');
    }
    if (!other) {
      const pending = await repo.pendingIdentifiers(this.db, userId);
      if (pending.length >= this.config.FILE_MAX_PENDING_UPLOADS) throw badRequest('chunkTooManyUploads');
    }
    const others = await repo.usedBytes(this.db, userId, upload.identifier);
    if (
      others + this.claimedElsewhere(userId, upload.identifier) + upload.totalSize >
      this.config.FILE_QUOTA_BYTES
    ) {
      throw badRequest('chunkQuotaExceeded');
    }
    return chunks;
  }

  /** Bytes claimed on this instance by the user's uploads other than `identifier`. */
  private claimedElsewhere(userId: string, identifier: string): number {
    let sum = 0;
    for (const [key, upload] of this.inFlight)
      if (key.startsWith(`${userId}/`) && key !== `${userId}/${identifier}`) sum += upload.size;
    return sum;
  }

  /** Stores one chunk (`POST /api/file/chunk`); `source` is drained when it is refused. */
  async put(userId: string, input: ChunkInput, source: Readable): Promise<ChunkState> {
    const running = this.writing.get(userId) ?? 0;
    if (running >= WRITES_PER_USER) throw tooManyRequests();
    this.writing.set(userId, running + 1);
    try {
      return await this.putChunk(userId, input, source);
    } finally {
      const left = (this.writing.get(userId) ?? 1) - 1;
      if (left > 0) this.writing.set(userId, left);
      else this.writing.delete(userId);
    }
  }

  private async putChunk(userId: string, input: ChunkInput, source: Readable): Promise<ChunkState> {
    await this.limit(userId);
    const upload = checkUpload(input, this.config.FILE_MAX_BYTES);
    const expected = checkChunk(upload, input.chunkNumber, input.totalChunks);
    const known = await this.state(userId, upload);
    if (known.uploaded || known.chunkNumbers.includes(input.chunkNumber)) return known;
    const key = `${userId}/${upload.identifier}`;
    const writing = this.inFlight.get(key) ?? { chunks: new Set<number>(), size: upload.totalSize };
    if (writing.chunks.has(input.chunkNumber)) throw tooManyRequests();
    writing.chunks.add(input.chunkNumber);
    this.inFlight.set(key, writing);
    let failed = false;
    try {
      return await this.storeChunk(userId, upload, input.chunkNumber, expected, source);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      writing.chunks.delete(input.chunkNumber);
      if (writing.chunks.size === 0) this.inFlight.delete(key);
      if (failed) await this.removeIfUnused(userId, upload.identifier).catch(() => undefined);
    }
  }

  /** Writes, checks and records one admitted chunk. */
  private async storeChunk(
    userId: string,
    upload: UploadDescription,
    n: number,
    expected: number,
    source: Readable,
  ): Promise<ChunkState> {
    const rows = await this.admit(userId, upload);
    const key = `${userId}/${upload.identifier}`;
    // an upload begun with one object per chunk (before the assembling file) keeps that layout
    const assemble =
      this.store.canAssemble &&
      (rows.length === 0 || (await this.store.assembledSize(userId, upload.identifier)) !== undefined);
    const hash = assemble ? this.running.inlineHash(key, n) : undefined;
    const written = await this.store
      .writeChunk(userId, upload.identifier, n, source, expected, { assemble, hash })
      .catch(async (error: { tooLarge?: boolean }) => {
        await this.store.removeChunk(userId, upload.identifier, n);
        if (error.tooLarge) throw badRequest('chunkSizeInvalid');
        throw error;
      });
    if (written.size !== expected || (source as { truncated?: boolean }).truncated) {
      await this.store.removeChunk(userId, upload.identifier, n);
      throw badRequest('chunkSizeInvalid');
    }
    if (n === 1 && !bytesMatchExtension(upload.ext, written.head)) {
      await this.store.removeChunk(userId, upload.identifier, n);
      throw badRequest('chunkContentMismatch');
    }
    const createdAt = Date.now();
    const inserted = await repo.insertChunk(this.db, {
      user_id: userId,
      identifier: upload.identifier,
      chunk_number: n,
      size: written.size,
      total_chunks: upload.totalChunks,
      total_size: upload.totalSize,
      created_at: createdAt,
    });
    // another writer recorded this chunk first: its region may hold either body, hash it afresh
    if (!inserted) this.running.drop(key);
    else if (assemble)
      void this.running.advance(
        key,
        this.chunkSource(userId, upload.identifier),
        hash && { n, hash, createdAt },
      );
    return this.state(userId, upload);
  }

  /** The rows and assembling-file ranges of one upload, for its running hash. */
  private chunkSource(userId: string, identifier: string): ChunkSource {
    return {
      rows: () => repo.listChunks(this.db, userId, identifier),
      read: (n, size) => this.store.readRange(userId, identifier, (n - 1) * CHUNK_SIZE, size),
      file: (n) => this.store.assembledFile(userId, identifier, n),
    };
  }

  /** Removes the storage of an upload left without rows or writes (its only chunk was refused). */
  private async removeIfUnused(userId: string, identifier: string): Promise<void> {
    if (!this.store.canAssemble) return;
    if ((await repo.listChunkNumbers(this.db, userId, identifier)).length > 0) return;
    if (this.inFlight.has(`${userId}/${identifier}`)) return;
    this.running.drop(`${userId}/${identifier}`);
    await this.store.removeUpload(userId, identifier);
  }

  /** Joins the caller's chunks into one stored file (`POST /api/file/merge`). */
  async merge(userId: string, input: MergeInput): Promise<ChunkMergeResult> {
    const upload = checkUpload(
      { identifier: input.identifier, extension: input.extension, totalSize: input.fileSize },
      this.config.FILE_MAX_BYTES,
    );
    const key = `${userId}/${upload.identifier}`;
    if (this.merging.has(key)) throw badRequest('chunkMissing');
    this.merging.add(key);
    try {
      return await this.join(userId, upload, displayName(input.fileName, upload.ext));
    } finally {
      this.merging.delete(key);
    }
  }

  private async join(userId: string, upload: UploadDescription, name: string): Promise<ChunkMergeResult> {
    const chunks = await repo.listChunks(this.db, userId, upload.identifier);
    if (chunks.length === 0) {
      const existing = await repo.findOwnFileByMd5(this.db, userId, upload.identifier);
      if (existing && existing.size === upload.totalSize) return present(existing);
    }
    const complete =
      chunks.length === upload.totalChunks &&
      chunks.every((c, i) => c.chunk_number === i + 1 && c.total_size === upload.totalSize) &&
      chunks.reduce((sum, c) => sum + c.size, 0) === upload.totalSize;
    if (!complete) throw badRequest('chunkMissing');
    if (!bytesMatchExtension(upload.ext, await this.store.head(userId, upload.identifier))) {
      await this.discard(userId, upload.identifier);
      throw badRequest('chunkContentMismatch');
    }
    const joined =
      (await this.finishAssembled(userId, upload, chunks)) ??
      (await this.store.join(userId, upload.identifier, upload.totalChunks, upload.ext));
    if (joined.md5 !== upload.identifier || joined.size !== upload.totalSize) {
      if (joined.storageKey) await this.store.removeFile(joined.storageKey);
      await this.discard(userId, upload.identifier);
      throw badRequest('chunkMd5Mismatch');
    }
    const row: BaseFileTable = {
      id: newId(),
      owner_user_id: userId,
      name,
      extension: upload.ext,
      size: joined.size,
      md5: joined.md5,
      mime: mimeOf(upload.ext),
      storage_key: joined.storageKey,
      belongs_kind: null,
      belongs_id: null,
      created_at: Date.now(),
    };
    await repo.insertFile(this.db, row);
    await this.discard(userId, upload.identifier);
    return present(row);
  }

  /**
   * The local fast path: the MD5 from the running hash when it covers every chunk, else from one
   * read of the assembling file; then the file is moved to its final key (no key when the MD5 or
   * size is wrong). Undefined when the upload has no assembling file (S3, or begun per chunk).
   */
  private async finishAssembled(
    userId: string,
    upload: UploadDescription,
    chunks: repo.ChunkRowOf[],
  ): Promise<JoinedFile | undefined> {
    const size = await this.store.assembledSize(userId, upload.identifier);
    if (size === undefined) return undefined;
    const { identifier, totalSize } = upload;
    const running = await this.running.digest(`${userId}/${identifier}`, chunks);
    const md5 =
      size === totalSize ? (running ?? (await this.store.assembledMd5(userId, identifier, size))) : '';
    if (md5 !== identifier) return { storageKey: '', size, md5: md5 ?? '' };
    return { storageKey: await this.store.finishAssembled(userId, identifier, upload.ext), size, md5 };
  }

  private async discard(userId: string, identifier: string): Promise<void> {
    this.running.drop(`${userId}/${identifier}`);
    await repo.deleteChunks(this.db, userId, identifier);
    await this.store.removeUpload(userId, identifier);
  }

  /** Removes uploads whose chunks are older than FILE_CHUNK_MAX_AGE_HOURS; answers how many. */
  async sweep(now = Date.now()): Promise<number> {
    const before = now - this.config.FILE_CHUNK_MAX_AGE_HOURS * 3_600_000;
    let removed = 0;
    for (;;) {
      const stale = await repo.staleUploads(this.db, before, 200);
      for (const { user_id, identifier } of stale) await this.discard(user_id, identifier);
      removed += stale.length;
      if (stale.length < 200) break;
    }
    // chunks whose rows were never recorded (a crash between the write and the insert) go once a
    // sweep saw them without rows longer ago than the age limit
    const seen = new Set<string>();
    for (const { userId, identifier } of await this.store.uploads(1000)) {
      const key = `${userId}/${identifier}`;
      seen.add(key);
      if ((await repo.listChunkNumbers(this.db, userId, identifier)).length > 0) continue;
      const first = this.orphans.get(key) ?? now;
      this.orphans.set(key, first);
      if (first >= before) continue;
      await this.discard(userId, identifier);
      this.orphans.delete(key);
      removed += 1;
    }
    for (const key of this.orphans.keys()) if (!seen.has(key)) this.orphans.delete(key);
    return removed;
  }
}

/** A stored file as the merge answers it; the url is the file's internal reference (see routes). */
const present = (row: Pick<BaseFileTable, 'id' | 'name' | 'size' | 'extension'>): ChunkMergeResult => ({
  name: row.name,
  fileSize: row.size,
  fileExtension: row.extension,
  fileVersionId: row.id,
  url: `/api/file/Download/file/${row.id}`,
});
