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
import { ChunkStore } from './chunk-store';
import { checkChunk, checkUpload, displayName, type UploadDescription } from './chunk-rules';
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
  /** Uploads found in storage without rows, by `user/identifier`: when the sweep first saw them. */
  private readonly orphans = new Map<string, number>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    storage: FileStorage,
  ) {
    this.store = new ChunkStore(storage);
    this.rate = memoryRateLimiter(config.FILE_CHUNK_RATE_PER_MINUTE);
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

  /** Refusals that need the database, all before a byte is written. */
  private async admit(userId: string, upload: UploadDescription, chunkSize: number): Promise<void> {
    const chunks = await repo.listChunks(this.db, userId, upload.identifier);
    const other = chunks[0];
    if (other && (other.total_size !== upload.totalSize || other.total_chunks !== upload.totalChunks)) {
      throw badRequest('chunkSizeInvalid');
    }
    if (!other) {
      const pending = await repo.pendingIdentifiers(this.db, userId);
      if (pending.length >= this.config.FILE_MAX_PENDING_UPLOADS) throw badRequest('chunkTooManyUploads');
    }
    const sent = chunks.reduce((sum, c) => sum + c.size, 0);
    const used = await repo.usedBytes(this.db, userId);
    if (used + Math.max(chunkSize, upload.totalSize - sent) > this.config.FILE_QUOTA_BYTES) {
      throw badRequest('chunkQuotaExceeded');
    }
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
    await this.admit(userId, upload, expected);
    const n = input.chunkNumber;
    const written = await this.store
      .writeChunk(userId, upload.identifier, n, source, expected)
      .catch((error: { tooLarge?: boolean }) => {
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
    await repo.insertChunk(this.db, {
      user_id: userId,
      identifier: upload.identifier,
      chunk_number: n,
      size: written.size,
      total_chunks: upload.totalChunks,
      total_size: upload.totalSize,
      created_at: Date.now(),
    });
    return this.state(userId, upload);
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
    const joined = await this.store.join(userId, upload.identifier, upload.totalChunks, upload.ext);
    if (joined.md5 !== upload.identifier || joined.size !== upload.totalSize) {
      await this.store.removeFile(joined.storageKey);
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

  private async discard(userId: string, identifier: string): Promise<void> {
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
