import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '@tessera/shared';
import type { AppError } from '../../lib/errors';
import { badRequest, notFound } from '../../lib/errors';
import { imageSize } from './image-size';
import { sniffImage, type SniffedImage } from './image-sniff';
import { LocalStorage } from './storage/local-storage';
import type { FileStorage } from './storage/storage';
import {
  formatLimit,
  isUploadType,
  MAX_UPLOAD_BYTES,
  publicImageKey,
  STORED_NAME,
  UPLOAD_RULES,
} from './upload-types';

/** What storing a public image answers (the upload's answer, with the size chat pictures are laid out at). */
export type SavedImage = UploadResult & { width?: number; height?: number };

/** A stored file ready to send. */
export interface StoredFile {
  bytes: Buffer;
  mime: SniffedImage['mime'];
}

/**
 * Stores uploads of the legacy types (images) in the file storage under `uploads/<type>/<name>`
 * with server-made names and serves them back. Files stored before the storage existed, under
 * DATA_DIR/files/<type>/, are still read from there.
 */
export class FilesService {
  private readonly legacyRoot: string;

  constructor(
    dataDir: string,
    private readonly storage: FileStorage = new LocalStorage(dataDir),
  ) {
    this.legacyRoot = path.join(dataDir, 'files');
  }

  /** The storage key of a stored file, or null when type or name is not one we could have made. */
  private key(type: string, name: string): string | null {
    if (!isUploadType(type) || !STORED_NAME.test(name)) return null;
    return publicImageKey(type, name);
  }

  /** Where a file stored before the storage existed lies (type and name already checked). */
  private legacyPath(type: string, name: string): string {
    return path.join(this.legacyRoot, type, name);
  }

  /** Checks and stores one upload; refuses unknown types, non-images and oversize files. */
  async save(type: string, bytes: Buffer): Promise<SavedImage> {
    if (!isUploadType(type)) throw badRequest('uploadTypeUnknown');
    const rule = UPLOAD_RULES[type];
    if (bytes.length === 0) throw badRequest('fileMissing');
    if (bytes.length > rule.maxBytes) throw this.tooLarge(type);
    const image = sniffImage(bytes);
    if (!image || !rule.formats.includes(image.ext)) throw badRequest('fileTypeRefused');
    const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
    await this.storage.put(publicImageKey(type, name), bytes);
    return {
      name,
      url: `/api/file/Image/${type}/${name}`,
      fileSize: bytes.length,
      fileExtension: image.ext,
      // chat pictures are laid out before they load
      ...(imageSize(bytes, image.ext) ?? {}),
    };
  }

  /** The refusal for a file over its type's limit. */
  tooLarge(type: string): AppError {
    if (type === 'IM') return badRequest('chatImageTooLarge');
    const max = isUploadType(type) ? UPLOAD_RULES[type].maxBytes : 0;
    return badRequest('fileTooLarge', { size: formatLimit(max) });
  }

  /** Whether a stored file exists. */
  async exists(type: string, name: string): Promise<boolean> {
    const key = this.key(type, name);
    if (!key) return false;
    if (await this.storage.exists(key)) return true;
    return (await this.readLegacy(type, name)) !== undefined;
  }

  private readLegacy(type: string, name: string): Promise<Buffer | undefined> {
    return readFile(this.legacyPath(type, name)).catch(() => undefined);
  }

  /** The bytes under a key, at most the largest upload; undefined when missing. */
  private async readKey(key: string): Promise<Buffer | undefined> {
    const stream = await this.storage.get(key);
    if (!stream) return undefined;
    const parts: Buffer[] = [];
    let size = 0;
    for await (const piece of stream) {
      size += (piece as Buffer).length;
      if (size > MAX_UPLOAD_BYTES) {
        stream.destroy();
        return undefined;
      }
      parts.push(piece as Buffer);
    }
    return Buffer.concat(parts);
  }

  /** A stored image with its sniffed type; 404 for anything else. */
  async read(type: string, name: string): Promise<StoredFile> {
    const key = this.key(type, name);
    if (!key) throw notFound();
    const bytes = (await this.readKey(key)) ?? (await this.readLegacy(type, name));
    const image = bytes && sniffImage(bytes);
    if (!bytes || !image) throw notFound();
    return { bytes, mime: image.mime };
  }
}
