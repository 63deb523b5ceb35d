import { MAX_SIGN_BYTES } from '@tessera/shared';
import { badRequest } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/html-sanitizer';
import { sniffImage } from '../files/image-sniff';

/** Longest rich text (characters, before sanitizing) a form field may hold. */
export const MAX_EDITOR_CHARS = 200_000;
/** Longest location field part (address, names). */
const MAX_PLACE_TEXT = 500;

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const OWN_IMAGE = /^\/api\/file\/Image\/[A-Za-z]+\/[0-9a-f]{32}\.(png|jpg)$/;

/** A handwritten or chosen signature: a PNG/JPEG data URL up to MAX_SIGN_BYTES, or our own image URL. */
function signValue(value: unknown, label: string): unknown {
  if (value === null || value === undefined || value === '') return value;
  if (typeof value !== 'string') throw badRequest('visualDevSignInvalid', { label });
  if (OWN_IMAGE.test(value)) return value;
  // base64 is 4/3 of the bytes; refuse long strings before decoding them
  if (value.length > Math.ceil((MAX_SIGN_BYTES * 4) / 3) + 32)
    throw badRequest('visualDevSignInvalid', { label });
  const match = DATA_URL.exec(value);
  if (!match) throw badRequest('visualDevSignInvalid', { label });
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  const image = sniffImage(bytes);
  if (bytes.length > MAX_SIGN_BYTES || !image || (image.ext !== 'png' && image.ext !== 'jpg'))
    throw badRequest('visualDevSignInvalid', { label });
  return value;
}

const PLACE_TEXTS = ['pName', 'cName', 'adName', 'address', 'name', 'fullAddress'] as const;

/** A location: JSON `{pName,cName,adName,address,name,lng,lat,fullAddress}` (string or object), bounds checked; the column stores it as JSON. */
function locationValue(value: unknown, label: string): unknown {
  if (value === null || value === undefined || value === '') return value;
  let parsed: unknown;
  try {
    parsed = typeof value === 'string' && value.length <= 10_000 ? JSON.parse(value) : value;
  } catch {
    throw badRequest('visualDevLocationInvalid', { label });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('visualDevLocationInvalid', { label });
  const raw = parsed as Record<string, unknown>;
  const lng = Number(raw.lng);
  const lat = Number(raw.lat);
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90)
    throw badRequest('visualDevLocationInvalid', { label });
  const out: Record<string, unknown> = {};
  for (const k of PLACE_TEXTS) {
    const v = raw[k];
    if (v === undefined || v === null) {
      out[k] = '';
      continue;
    }
    if (typeof v !== 'string' || v.length > MAX_PLACE_TEXT)
      throw badRequest('visualDevLocationInvalid', { label });
    out[k] = v;
  }
  out.lng = lng;
  out.lat = lat;
  return out;
}

/**
 * The stored form of a rich value (form-model.md §2): rich text sanitized with the one HTML
 * sanitizer, signatures bounded PNG/JPEG images, locations checked JSON. Others pass unchanged.
 */
export function richValue(jnpfKey: string, value: unknown, label: string): unknown {
  switch (jnpfKey) {
    case 'editor':
      if (value === null || value === undefined || value === '') return value;
      if (typeof value !== 'string') throw badRequest('visualDevEditorInvalid', { label });
      if (value.length > MAX_EDITOR_CHARS)
        throw badRequest('visualDevEditorTooLong', { label, max: MAX_EDITOR_CHARS });
      return sanitizeHtml(value);
    case 'sign':
    case 'signature':
      return signValue(value, label);
    case 'location':
      return locationValue(value, label);
    default:
      return value;
  }
}
