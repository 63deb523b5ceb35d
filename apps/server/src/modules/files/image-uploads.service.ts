import { createHash } from 'node:crypto';
import type { UploadType } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { displayName } from './chunks/chunk-rules';
import { insertFile } from './chunks/chunks.repository';
import type { BaseFileTable } from './chunks/chunks.table';
import { mimeOf } from './chunks/file-types';
import type { FilesService, SavedImage } from './files.service';
import type { FileStorage } from './storage/storage';
import { isUploadType, publicImageKey } from './upload-types';

/**
 * What a public image belongs to (`base_file.belongs_kind`), and whether that is the uploader's own
 * profile (`belongs_id` = the user) or a thing not made yet (a chat message, a legacy notice: null).
 * No module registers a file reader for these kinds: the signed-link path serves them to their
 * owner only; everyone else sees them through the public image route (ADR 0022).
 */
export const PUBLIC_IMAGE_OWNERS: Readonly<Record<UploadType, { kind: string; isProfile: boolean }>> = {
  userAvatar: { kind: 'profile', isProfile: true },
  signImg: { kind: 'profile', isProfile: true },
  IM: { kind: 'chat', isProfile: false },
  annex: { kind: 'notice', isProfile: false },
  annexpic: { kind: 'notice', isProfile: false },
};

/**
 * `POST /api/file/Uploader/{type}` for the public image types: stores the image (checked, sniffed,
 * under a server-made name) and records it in `base_file` with its owner and what it belongs to.
 * The answer is the image's public address as before.
 */
export class ImageUploadService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly files: FilesService,
    private readonly storage: FileStorage,
  ) {}

  /** Stores and records one image of `type` uploaded by `userId` under the client's `fileName`. */
  async upload(userId: string, type: string, fileName: string, bytes: Buffer): Promise<SavedImage> {
    const saved = await this.files.save(type, bytes);
    if (!isUploadType(type)) return saved;
    const owner = PUBLIC_IMAGE_OWNERS[type];
    const key = publicImageKey(type, saved.name);
    const row: BaseFileTable = {
      id: newId(),
      owner_user_id: userId,
      name: displayName(fileName, saved.fileExtension),
      extension: saved.fileExtension,
      size: bytes.length,
      md5: createHash('md5').update(bytes).digest('hex'),
      mime: mimeOf(saved.fileExtension),
      storage_key: key,
      belongs_kind: owner.kind,
      belongs_id: owner.isProfile ? userId : null,
      created_at: Date.now(),
    };
    try {
      await insertFile(this.db, row);
    } catch (error) {
      // an image nobody has a record of is not kept
      await this.storage.delete(key).catch(() => undefined);
      throw error;
    }
    return saved;
  }
}
