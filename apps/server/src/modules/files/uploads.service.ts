import type { Readable } from 'node:stream';
import type { UploadedFile } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { fileRef } from './attachments';
import { meter, newFileKey } from './chunks/chunk-store';
import { displayName, formatBytes } from './chunks/chunk-rules';
import { insertFile, usedBytes } from './chunks/chunks.repository';
import { allowedExtension, bytesMatchExtension, mimeOf } from './chunks/file-types';
import type { FileStorage } from './storage/storage';

type Config = Pick<AppConfig, 'FILE_MAX_BYTES' | 'FILE_QUOTA_BYTES'>;

/** The stored file as widgets keep it (spec 02 §3 "Uploaded file item"). */
export const uploadedFile = (row: {
  id: string;
  name: string;
  size: number;
  extension: string;
}): UploadedFile => ({
  name: row.name,
  fileId: row.id,
  fileSize: Number(row.size),
  fileExtension: row.extension,
  fileVersionId: row.id,
  url: fileRef(row.id),
});

/**
 * `POST /api/file/Uploader/file`: one file in one request, streamed to storage while it is
 * hashed, capped and sniffed (the same allow-list and checks as a chunked merge); never held in
 * memory. The baseline the upload benchmark compares chunked uploads against.
 */
export class FileUploadService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: Config,
    private readonly storage: FileStorage,
  ) {}

  /** Stores the stream as the caller's file; `fileName` gives the extension and the shown name. */
  async upload(userId: string, fileName: string, source: Readable): Promise<UploadedFile> {
    const given = /\.([^./\\]{1,20})$/.exec(fileName)?.[1] ?? '';
    const ext = allowedExtension(given);
    if (!ext) throw badRequest('chunkExtensionRefused', { ext: given || fileName.slice(-20) });
    const used = await usedBytes(this.db, userId);
    const room = this.config.FILE_QUOTA_BYTES - used;
    if (room <= 0) throw badRequest('chunkQuotaExceeded');
    const max = Math.min(this.config.FILE_MAX_BYTES, room);
    const mismatch = Object.assign(new Error('content mismatch'), { mismatch: true });
    const { stream, result } = meter(source, max, {
      md5: true,
      check: (head) => (head.length > 0 && !bytesMatchExtension(ext, head) ? mismatch : undefined),
    });
    const key = newFileKey(ext);
    try {
      await this.storage.put(key, stream);
    } catch (error) {
      await this.storage.delete(key).catch(() => undefined);
      const e = error as { tooLarge?: boolean; mismatch?: boolean };
      if (e.mismatch) throw badRequest('chunkContentMismatch');
      if (e.tooLarge && max < this.config.FILE_MAX_BYTES) throw badRequest('chunkQuotaExceeded');
      if (e.tooLarge)
        throw badRequest('chunkFileTooLarge', { size: formatBytes(this.config.FILE_MAX_BYTES) });
      throw error;
    }
    if (result.size === 0) {
      await this.storage.delete(key);
      throw badRequest('chunkFileEmpty');
    }
    const row = {
      id: newId(),
      owner_user_id: userId,
      name: displayName(fileName, ext),
      extension: ext,
      size: result.size,
      md5: result.md5,
      mime: mimeOf(ext),
      storage_key: key,
      belongs_kind: null,
      belongs_id: null,
      created_at: Date.now(),
    };
    await insertFile(this.db, row);
    return uploadedFile(row);
  }
}
