import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { isBlockedAddress, looksNumeric } from './safe-http-address';

export { addressRefusal, isBlockedAddress } from './safe-http-address';

/** Why the client refused or failed a call. */
export type SafeHttpFailure =
  'protocol' | 'blocked' | 'resolve' | 'redirect' | 'timeout' | 'tooLarge' | 'network';

/** A refused or failed outbound call. */
export class SafeHttpError extends Error {
  constructor(
    readonly reason: SafeHttpFailure,
    /** The host concerned (for the user's message). */
    readonly host: string,
    detail?: string,
  ) {
    super(detail ?? reason);
    this.name = 'SafeHttpError';
  }
}

/** Options of {@link safeFetch}. */
export interface SafeFetchOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Whole call, connection to last byte. */
  timeoutMs?: number;
  /** Largest response body accepted, bytes. */
  maxBytes?: number;
  /** Host names (or host:port) an operator allowed although they resolve to internal addresses. */
  allowedHosts?: readonly string[];
  /** The DNS resolver (tests pin answers); the system's by default. */
  resolver?: SafeResolver;
}

/** An answer of {@link safeFetch}. */
export interface SafeFetchResult {
  status: number;
  contentType: string;
  body: string;
}

/** Every address a host name resolves to (the system's resolver unless a test pins one). */
export type SafeResolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: SafeResolver = (host) => lookup(host, { all: true, verbatim: true });

const BLOCKED_NAMES = /(^|\.)(localhost|internal|local|localdomain|home\.arpa)$/i;

/** Whether the operator allowed this host (or host:port) although it may resolve internally. */
const isAllowed = (url: URL, allowedHosts: readonly string[]): boolean => {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return allowedHosts.some((h) => h.toLowerCase() === host || h.toLowerCase() === url.host.toLowerCase());
};

/**
 * The address a URL's host may be reached at, checked; throws SafeHttpError otherwise. A name
 * must resolve to public addresses only, or a rebinding name could pick an internal one later.
 */
export async function resolveSafe(
  url: URL,
  allowedHosts: readonly string[] = [],
  resolver: SafeResolver = systemResolver,
): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeHttpError('protocol', url.protocol);
  if (url.username || url.password) throw new SafeHttpError('blocked', url.hostname);
  // WHATWG URL turns 0177.1, 0x7f.1, 2130706433 and 0 into dotted IPv4; anything numeric left is refused.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = isAllowed(url, allowedHosts);
  const family = isIP(host);
  if (family) {
    if (!allowed && isBlockedAddress(host)) throw new SafeHttpError('blocked', host);
    return { address: host, family };
  }
  // A trailing dot is the same name (localhost. is localhost).
  const name = host.replace(/\.$/, '');
  if (!allowed && (BLOCKED_NAMES.test(name) || looksNumeric(name))) throw new SafeHttpError('blocked', host);
  let addresses: { address: string; family: number }[];
  try {
    addresses = await resolver(host);
  } catch {
    throw new SafeHttpError('resolve', host);
  }
  if (!addresses.length) throw new SafeHttpError('resolve', host);
  if (!allowed && addresses.some((a) => isBlockedAddress(a.address)))
    throw new SafeHttpError('blocked', host);
  return addresses[0]!;
}

/**
 * The one outbound HTTP client: http/https only, only globally routable addresses (see
 * safe-http-address.ts), the connection pinned to the checked address (no second resolution) and
 * its peer checked again on connect, redirects refused, size and time capped.
 */
export async function safeFetch(target: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new SafeHttpError('protocol', '');
  }
  const allowedHosts = options.allowedHosts ?? [];
  // One resolution: the connection goes to the address checked here, whatever DNS answers later.
  const { address, family } = await resolveSafe(url, allowedHosts, options.resolver);
  const timeoutMs = options.timeoutMs ?? 10000;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const allowed = isAllowed(url, allowedHosts);
  const pinned: LookupFunction = (_hostname, opts, callback) => {
    if (!allowed && isBlockedAddress(address)) {
      callback(new SafeHttpError('blocked', url.hostname), '', 0);
      return;
    }
    if (opts.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  // The last gate: the peer the socket actually reached, before a byte of the request is written.
  const checkPeer = (socket: Socket) =>
    socket.prependOnceListener('connect', () => {
      const peer = socket.remoteAddress ?? '';
      if (!allowed && isBlockedAddress(peer))
        socket.destroy(new SafeHttpError('blocked', url.hostname, `connected to ${peer}`));
    });
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SafeFetchResult>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.body !== undefined ? { 'content-length': Buffer.byteLength(options.body) } : {}),
        },
        lookup: pinned,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.destroy();
          reject(new SafeHttpError('redirect', url.hostname));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > maxBytes) {
          response.destroy();
          reject(new SafeHttpError('tooLarge', url.hostname));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(new SafeHttpError('tooLarge', url.hostname));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error) => reject(new SafeHttpError('network', url.hostname, error.message)));
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      reject(new SafeHttpError('timeout', url.hostname));
    }, timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('timeout', () => {
      request.destroy();
      reject(new SafeHttpError('timeout', url.hostname));
    });
    request.on('socket', checkPeer);
    request.on('error', (error) =>
      reject(
        error instanceof SafeHttpError ? error : new SafeHttpError('network', url.hostname, error.message),
      ),
    );
    request.end(options.body);
  });
}
