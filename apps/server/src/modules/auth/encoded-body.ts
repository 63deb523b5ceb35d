import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** A content coding the server answers cached bodies in. */
export type BodyCoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compresses quickly (a few milliseconds for the CurrentUser answer) to about a tenth of its size. */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/** The weight an Accept-Encoding entry gives (`q=`), 1 when absent, 0 when unreadable. */
function weightOf(params: string[]): number {
  const q = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
}

const picked = new Map<string, BodyCoding>();

/**
 * The coding to answer a request in: brotli, else gzip, when the Accept-Encoding header accepts it
 * (by name or `*`, with a weight above 0); otherwise the bytes as they are.
 */
export function pickCoding(acceptEncoding: string | string[] | undefined): BodyCoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return 'identity';
  // Browsers send one of a handful of values, so each is read once.
  let coding = picked.get(header);
  if (coding === undefined) {
    if (picked.size >= 100) picked.clear();
    coding = readAcceptEncoding(header);
    picked.set(header, coding);
  }
  return coding;
}

function readAcceptEncoding(header: string): BodyCoding {
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';');
    const coding = name.trim().toLowerCase();
    if (coding) weights.set(coding, weightOf(params));
  }
  const accepts = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/**
 * One answer's bytes, serialised once, with its brotli and gzip forms made the first time a
 * client asks for them and kept for as long as the answer is.
 */
export class EncodedBody {
  private readonly coded = new Map<'br' | 'gzip', Promise<Buffer>>();

  constructor(readonly bytes: Buffer) {}

  /** The bytes in a coding. */
  async in(coding: BodyCoding): Promise<Buffer> {
    if (coding === 'identity') return this.bytes;
    let hit = this.coded.get(coding);
    if (!hit) {
      hit = coding === 'br' ? brotli(this.bytes, BROTLI_OPTIONS) : gzipped(this.bytes);
      this.coded.set(coding, hit);
    }
    return hit;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The headers of a JSON answer in a coding (caches must keep one copy per Accept-Encoding). */
export const JSON_HEADERS: Record<BodyCoding, Record<string, string>> = {
  br: { 'content-type': JSON_TYPE, vary: 'Accept-Encoding', 'content-encoding': 'br' },
  gzip: { 'content-type': JSON_TYPE, vary: 'Accept-Encoding', 'content-encoding': 'gzip' },
  identity: { 'content-type': JSON_TYPE, vary: 'Accept-Encoding' },
};
