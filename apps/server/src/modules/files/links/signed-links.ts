import { createHmac, timingSafeEqual } from 'node:crypto';

/** How a signed link asks the file to be answered. */
export type Disposition = 'inline' | 'attachment';

/** Seconds a signed link stays valid (ADR 0022). */
export const LINK_LIFETIME_SECONDS = 300;

/** Ids of stored files: the platform's decimal ids, nothing a path could be made of. */
export const FILE_ID = /^[0-9]{1,40}$/;

/** The parts of a signed link's query. */
export interface LinkQuery {
  d: Disposition;
  e: number;
  sig: string;
}

/**
 * Short-lived capabilities to one file (ADR 0022): HMAC-SHA256 over `fileId|d|e` with the server
 * key, base64url; compared in constant time. The URL carries no session.
 */
export class SignedLinks {
  private key: Buffer | undefined;

  /** `key` is a key or how to get it (read, or made, on the first link: see `fileUrlKey`). */
  constructor(
    private readonly keySource: Buffer | (() => Buffer),
    private readonly now: () => number = Date.now,
  ) {}

  private mac(fileId: string, d: Disposition, e: number): Buffer {
    this.key ??= typeof this.keySource === 'function' ? this.keySource() : this.keySource;
    return createHmac('sha256', this.key).update(`${fileId}|${d}|${e}`).digest();
  }

  /** A signed URL to the file, valid LINK_LIFETIME_SECONDS from now. */
  url(fileId: string, d: Disposition): string {
    if (!FILE_ID.test(fileId)) throw new Error('unsafe file id');
    const e = Math.floor(this.now() / 1000) + LINK_LIFETIME_SECONDS;
    const sig = this.mac(fileId, d, e).toString('base64url');
    return `/api/file/s/${fileId}?d=${d}&e=${e}&sig=${sig}`;
  }

  /**
   * Seconds the link has left when its signature is this server's for exactly this file,
   * disposition and expiry and it has not expired; 0 otherwise (never says which check failed).
   */
  check(fileId: string, query: LinkQuery): number {
    const { d, e, sig } = query;
    if (!FILE_ID.test(fileId) || (d !== 'inline' && d !== 'attachment')) return 0;
    if (!Number.isSafeInteger(e) || typeof sig !== 'string') return 0;
    const left = e - Math.floor(this.now() / 1000);
    const want = this.mac(fileId, d, e);
    const given = Buffer.from(sig, 'base64url');
    const same = given.length === want.length && timingSafeEqual(given, want);
    // a signature from the future beyond one lifetime was not made by this server's clock
    return same && left > 0 && left <= LINK_LIFETIME_SECONDS + 60 ? left : 0;
  }
}
