import { MAX_IMAGE_BYTES, UPLOAD_TYPES, type UploadType } from '@tessera/shared';
import type { SniffedImage } from './image-sniff';

/** What one upload type accepts. */
export interface UploadRule {
  maxBytes: number;
  /** Formats allowed, by sniffed extension. */
  formats: readonly SniffedImage['ext'][];
}

const IMAGES = ['png', 'jpg', 'gif', 'webp'] as const;

/** The allow-list: only these types exist; each accepts sniffed raster images only for now. */
export const UPLOAD_RULES: Record<UploadType, UploadRule> = {
  userAvatar: { maxBytes: MAX_IMAGE_BYTES, formats: IMAGES },
  IM: { maxBytes: MAX_IMAGE_BYTES, formats: IMAGES },
  annex: { maxBytes: 10 * 1024 * 1024, formats: IMAGES },
  annexpic: { maxBytes: 10 * 1024 * 1024, formats: IMAGES },
  signImg: { maxBytes: 200 * 1024, formats: ['png', 'jpg'] },
};

/** The biggest file any type accepts (the multipart plugin's hard ceiling). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

/** True for a known upload type. */
export const isUploadType = (type: string): type is UploadType =>
  (UPLOAD_TYPES as readonly string[]).includes(type);

/** Storage keys of the public images start with this (`uploads/<type>/<name>`); stored files' with `files/`. */
export const PUBLIC_IMAGE_KEY_PREFIX = 'uploads/';

/** Storage key of a public image (type and name already checked). */
export const publicImageKey = (type: UploadType, name: string) =>
  `${PUBLIC_IMAGE_KEY_PREFIX}${type.toLowerCase()}/${name}`;

/** Stored names are server-made: 32 random hex digits and a sniffed extension, nothing else. */
export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** Human size for messages: "5MB", "200KB". */
export const formatLimit = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)}MB` : `${Math.round(bytes / 1024)}KB`;
