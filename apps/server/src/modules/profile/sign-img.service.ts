import { MAX_SIGN_BYTES, MAX_SIGN_IMAGES, type SignImgBody, type SignImgItem } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { CurrentUserService } from '../auth/current-user.service';
import { sniffImage } from '../files/image-sniff';
import type { FilesService } from '../files/files.service';
import {
  countSignImgs,
  deleteSignImg,
  insertSignImg,
  listSignImgs,
  setDefaultSignImg,
} from './sign-img.repository';

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The caller's handwritten signature images (at most ten, PNG or JPEG, up to 200 KB each). */
export class SignImgService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly files: FilesService,
    private readonly currentUser: CurrentUserService,
  ) {}

  /** The caller's images, default first. */
  async list(userId: string): Promise<SignImgItem[]> {
    const rows = await listSignImgs(this.db, userId);
    return rows.map((r) => ({
      id: r.id,
      signImg: r.sign_img,
      isDefault: r.is_default,
      creatorTime: Number(r.created_at),
    }));
  }

  /** The bytes of a data URL or of an uploaded signImg file; refuses anything but PNG/JPEG. */
  private async bytesOf(source: string): Promise<Buffer> {
    const match = DATA_URL.exec(source);
    const bytes = match
      ? Buffer.from(match[2] ?? '', 'base64')
      : (await this.files.read('signImg', source).catch(() => null))?.bytes;
    if (!bytes) throw badRequest('fileTypeRefused');
    if (bytes.length > MAX_SIGN_BYTES) throw this.files.tooLarge('signImg');
    const image = sniffImage(bytes);
    if (!image || (image.ext !== 'png' && image.ext !== 'jpg')) throw badRequest('fileTypeRefused');
    return bytes;
  }

  /** Adds an image; the first one (or one asked for) becomes the default. */
  async add(userId: string, body: SignImgBody): Promise<string> {
    const bytes = await this.bytesOf(body.signImg);
    const count = await countSignImgs(this.db, userId);
    if (count >= MAX_SIGN_IMAGES) throw badRequest('signImgLimit', { n: MAX_SIGN_IMAGES });
    const mime = sniffImage(bytes)?.mime ?? 'image/png';
    const id = newId();
    await insertSignImg(this.db, {
      id,
      user_id: userId,
      sign_img: `data:${mime};base64,${bytes.toString('base64')}`,
      is_default: 0,
      created_at: Date.now(),
      created_by: userId,
    });
    if (count === 0 || body.isDefault === 1) await this.makeDefault(userId, id);
    this.currentUser.invalidate(userId);
    return id;
  }

  /** Deletes one of the caller's images; another user's id answers 404. */
  async remove(userId: string, id: string): Promise<void> {
    if (!(await deleteSignImg(this.db, userId, id))) throw notFound();
    this.currentUser.invalidate(userId);
  }

  /** Makes one of the caller's images the default; another user's id answers 404. */
  async setDefault(userId: string, id: string): Promise<void> {
    if (!(await this.makeDefault(userId, id))) throw notFound();
    this.currentUser.invalidate(userId);
  }

  /** Makes one of the user's images the default (one transaction); false when it is not theirs. */
  private makeDefault(userId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute((trx) => setDefaultSignImg(trx, userId, id));
  }
}
