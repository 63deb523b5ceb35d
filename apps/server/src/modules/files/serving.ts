import type { Disposition } from './links/signed-links';

/**
 * Types a browser may show in our origin's tab: raster images, PDF, plain text, CSV (ADR 0022).
 * Never SVG, HTML or anything unrecognised: those are always downloaded.
 */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'application/pdf',
  'text/plain',
  'text/csv',
]);

/** Whether a stored type may be answered inline. */
export const isInlineType = (mime: string) => INLINE_TYPES.has(mime);

/** The disposition actually used: inline only when asked and the type allows it. */
export const effectiveDisposition = (asked: Disposition, mime: string): Disposition =>
  asked === 'inline' && isInlineType(mime) ? 'inline' : 'attachment';

/** The `Content-Type` answered: the stored (sniffed) type; text says it is UTF-8. */
export const contentType = (mime: string) => (mime.startsWith('text/') ? `${mime}; charset=utf-8` : mime);

/** RFC 5987 value characters (attr-char); everything else is percent-encoded from UTF-8. */
const encode5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` with an ASCII fallback name and the exact name as RFC 5987 `filename*`,
 * so Chinese names survive; quotes, backslashes and control characters never reach the header.
 */
export function contentDisposition(d: Disposition, name: string): string {
  const clean = [...name].filter((c) => c >= ' ' && c !== '\u007f').join('') || 'file';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${d}; filename="${ascii}"; filename*=UTF-8''${encode5987(clean)}`;
}

/** A satisfiable byte range, inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One `bytes=` range of a `Range` header against a file of `size` bytes: the range, `'unsatisfiable'`,
 * or undefined (no header, several ranges or a malformed one: answer the whole file).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
