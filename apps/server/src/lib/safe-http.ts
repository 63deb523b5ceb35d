import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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
}

/** An answer of {@link safeFetch}. */
export interface SafeFetchResult {
  status: number;
  contentType: string;
  body: string;
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, also Alibaba's metadata 100.100.100.200
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['64:ff9b::', 96], // NAT64 embeds IPv4
  ['100::', 64],
  ['2001::', 32], // Teredo embeds IPv4
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4 embeds IPv4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

const BLOCKED_NAMES = /(^|\.)(localhost|internal|local|localdomain|home\.arpa)$/i;

/** Whether an IP literal is internal (loopback, private, link-local, metadata, unique-local...). */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family === 6) {
    // Node's BlockList applies IPv4-mapped rules to plain IPv4 too, so the ::/96 and ::ffff:0:0/96
    // ranges (unspecified, loopback, IPv4-compatible and IPv4-mapped: a classic bypass) are matched here.
    const canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1).toLowerCase();
    if (/^::(ffff:)?([0-9a-f]{1,4}(:[0-9a-f]{1,4})?)?$/.test(canonical)) return true;
    return blocked.check(bare, 'ipv6');
  }
  return true;
}

/** The address a URL's host may be reached at, checked; throws SafeHttpError otherwise. */
export async function resolveSafe(url: URL, allowedHosts: readonly string[] = []): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeHttpError('protocol', url.protocol);
  if (url.username || url.password) throw new SafeHttpError('blocked', url.hostname);
  // WHATWG URL already normalises 0177.1, 0x7f.1 and 2130706433 to 127.0.0.1.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = allowedHosts.some(
    (h) => h.toLowerCase() === host.toLowerCase() || h.toLowerCase() === url.host,
  );
  if (isIP(host)) {
    if (!allowed && isBlockedAddress(host)) throw new SafeHttpError('blocked', host);
    return host;
  }
  if (!allowed && BLOCKED_NAMES.test(host)) throw new SafeHttpError('blocked', host);
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new SafeHttpError('resolve', host);
  }
  if (!addresses.length) throw new SafeHttpError('resolve', host);
  // Every address must be public, or a rebinding name could answer differently at connect time.
  if (!allowed && addresses.some((a) => isBlockedAddress(a.address)))
    throw new SafeHttpError('blocked', host);
  return addresses[0]!.address;
}

/**
 * The one outbound HTTP client: http/https only, internal addresses refused, the connection
 * pinned to the checked address (no second resolution), redirects refused, size and time capped.
 */
export async function safeFetch(target: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new SafeHttpError('protocol', '');
  }
  const address = await resolveSafe(url, options.allowedHosts);
  const timeoutMs = options.timeoutMs ?? 10000;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const family = isIP(address);
  const pinned: LookupFunction = (_hostname, opts, callback) => {
    if (opts.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
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
    request.on('error', (error) => reject(new SafeHttpError('network', url.hostname, error.message)));
    request.end(options.body);
  });
}
