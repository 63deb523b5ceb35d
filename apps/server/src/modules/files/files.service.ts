import { randomBytes } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '@tessera/shared';
import type { AppError } from '../../lib/errors';
import { badRequest, notFound } from '../../lib/errors';
import { imageSize } from './image-size';
import { sniffImage, type SniffedImage } from './image-sniff';
import { formatLimit, isUploadType, STORED_NAME, UPLOAD_RULES } from './upload-types';

/** A stored file ready to send. */
export interface StoredFile {
  bytes: Buffer;
  mime: SniffedImage['mime'];
}

/** Stores uploads under DATA_DIR/files/<type>/ with server-made names and serves them back. */
export class FilesService {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
  }

  /** The path of a stored file, or null when type or name is not one we could have made. */
  private locate(type: string, name: string): string | null {
    if (!isUploadType(type) || !STORED_NAME.test(name)) return null;
    const dir = path.join(this.root, type);
    const full = path.resolve(dir, name);
    return path.dirname(full) === dir ? full : null;
  }

  /** Checks and stores one upload; refuses unknown types, non-images and oversize files. */
  async save(type: string, bytes: Buffer): Promise<UploadResult & { width?: number; height?: number }> {
    if (!isUploadType(type)) throw badRequest('uploadTypeUnknown');
    const rule = UPLOAD_RULES[type];
    if (bytes.length === 0) throw badRequest('fileMissing');
    if (bytes.length > rule.maxBytes) throw this.tooLarge(type);
    const image = sniffImage(bytes);
    if (!image || !rule.formats.includes(image.ext)) throw badRequest('fileTypeRefused');
    const name = `${randomBytes(16).toString('hex')}.${image.ext}`;
    await mkdir(path.join(this.root, type), { recursive: true });
    await writeFile(path.join(this.root, type, name), bytes, { flag: 'wx' });
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
    const file = this.locate(type, name);
    if (!file) return false;
    return stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  /** A stored image with its sniffed type; 404 for anything else. */
  async read(type: string, name: string): Promise<StoredFile> {
    const file = this.locate(type, name);
    if (!file) throw notFound();
    const bytes = await readFile(file).catch(() => null);
    const image = bytes && sniffImage(bytes);
    if (!bytes || !image) throw notFound();
    return { bytes, mime: image.mime };
  }
}
