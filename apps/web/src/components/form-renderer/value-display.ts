import DOMPurify from 'dompurify';

/** A location value (form-model.md §2.2: a JSON text). */
export interface LocationValue {
  address: string;
  lng?: number;
  lat?: number;
}

const finite = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** Reads a location value (a JSON text or the object); undefined when it holds nothing to show. */
export function readLocation(value: unknown): LocationValue | undefined {
  let v = value;
  if (typeof value === 'string') {
    if (!value.trim()) return undefined;
    try {
      v = JSON.parse(value) as unknown;
    } catch {
      return { address: value };
    }
  }
  if (typeof v !== 'object' || v === null) return undefined;
  const o = v as Record<string, unknown>;
  const text = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : '');
  const address =
    text('fullAddress') ||
    [text('pName'), text('cName'), text('adName'), text('address'), text('name')].join('');
  const lng = finite(o.lng);
  const lat = finite(o.lat);
  if (!address && (lng === undefined || lat === undefined)) return undefined;
  return { address, ...(lng !== undefined && lat !== undefined ? { lng, lat } : {}) };
}

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|data:image\/(?:png|jpe?g|gif|webp);base64,)/i;

/** Rich text made safe to show: no scripts, handlers, styles, frames or forms; links open apart. */
export function sanitizeRichText(html: string): string {
  const purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return purifier.sanitize(html, {
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
  });
}

/** A signature image's address: a path on this site, the web, or an inline image. */
export const safeImageSrc = (value: unknown): string | undefined =>
  typeof value === 'string' && SAFE_URL.test(value.trim()) && !/^(mailto|tel):/i.test(value.trim())
    ? value.trim()
    : undefined;
