import type { IncomingHttpHeaders } from 'node:http';
import { normalizeOrigin } from '../../lib/origin';
import type { ProxyTrust } from '../../lib/proxy-trust';

/** What the socket's Origin check needs to know about the deployment. */
export interface OriginPolicy {
  /** Which proxies are believed (`TRUST_PROXY`); false ignores every forwarded header. */
  trust: ProxyTrust | false;
  /** Canonical extra origins the operator allows (`SOCKET_ALLOWED_ORIGINS`). */
  allowed: ReadonlySet<string>;
}

/** The connection the handshake came on. */
export interface Connection {
  /** TLS to this server (not what a proxy says). */
  encrypted: boolean;
  /** The peer's address (a proxy's, behind one). */
  remoteAddress: string | undefined;
}

/** Why a handshake's Origin was refused, or `ok`. */
export type OriginVerdict = 'ok' | 'malformed' | 'foreign';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The last entry of a comma-separated header (the one the nearest proxy wrote), as Fastify reads it. */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value.join(',') : value;
  if (text === undefined) return undefined;
  const entry = text.slice(text.lastIndexOf(',') + 1).trim();
  return entry === '' ? undefined : entry;
}

/**
 * The parameters of the last element of an RFC 7239 `Forwarded` header (names in lower case), or
 * undefined when the header is absent or not well formed. Quoted values may hold `,` `;` `=`.
 */
export function lastForwardedElement(header: string | string[] | undefined): Map<string, string> | undefined {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text === undefined || text.trim() === '') return undefined;
  const elements: Map<string, string>[] = [new Map()];
  let i = 0;
  const skipBlanks = () => {
    while (text[i] === ' ' || text[i] === '\t') i += 1;
  };
  while (i < text.length) {
    skipBlanks();
    const nameMatch = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+/.exec(text.slice(i));
    if (!nameMatch || text[i + nameMatch[0].length] !== '=') return undefined;
    const name = nameMatch[0].toLowerCase();
    i += nameMatch[0].length + 1;
    let value = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) return undefined;
        const ch = text[i]!;
        i += 1;
        if (ch === '"') break;
        if (ch === '\\') {
          if (i >= text.length) return undefined;
          value += text[i];
          i += 1;
        } else value += ch;
      }
    } else {
      const token = /^[!#$%&'*+.^_`|~0-9A-Za-z:[\]-]*/.exec(text.slice(i))![0];
      value = token;
      i += token.length;
    }
    elements[elements.length - 1]!.set(name, value);
    skipBlanks();
    if (i >= text.length) break;
    if (text[i] === ';') i += 1;
    else if (text[i] === ',') {
      i += 1;
      elements.push(new Map());
    } else return undefined;
  }
  return elements[elements.length - 1];
}

/** `ws`/`wss` (some proxies name the socket's scheme so) are `http`/`https` for the page's origin. */
const pageScheme = (proto: string) =>
  ({ ws: 'http', wss: 'https' })[proto.toLowerCase()] ?? proto.toLowerCase();

/**
 * The origin the browser sees this server at: `Host` and the connection's TLS; when the peer is a
 * trusted proxy, the host and scheme it forwarded (`Forwarded`, else `X-Forwarded-Host` /
 * `X-Forwarded-Proto`, the last entry as Fastify reads them), field by field. Undefined when no
 * valid origin can be formed.
 */
export function publicOrigin(
  headers: IncomingHttpHeaders,
  connection: Connection,
  trust: ProxyTrust | false,
): string | undefined {
  let host = first(headers.host);
  let proto = connection.encrypted ? 'https' : 'http';
  if (trust && connection.remoteAddress !== undefined && trust(connection.remoteAddress, 0)) {
    const forwarded = lastForwardedElement(headers.forwarded);
    const forwardedHost = forwarded?.get('host') ?? lastEntry(headers['x-forwarded-host']);
    const forwardedProto = forwarded?.get('proto') ?? lastEntry(headers['x-forwarded-proto']);
    if (forwardedHost) host = forwardedHost;
    if (forwardedProto) proto = forwardedProto;
  }
  if (!host) return undefined;
  return normalizeOrigin(`${pageScheme(proto)}://${host}`);
}

/**
 * The handshake's Origin rule (ASVS 4.4.2, cross-site WebSocket hijacking): a browser always sends
 * `Origin`, which must be this server's public origin or one the operator listed, compared whole
 * after normalising; `null` and malformed values are refused. A client without `Origin` (a native
 * app, a script) is no browser page, so no other site can be acting through it: it passes, and the
 * token decides.
 */
export function checkOrigin(
  headers: IncomingHttpHeaders,
  connection: Connection,
  policy: OriginPolicy,
): OriginVerdict {
  // Protocol version 8 clients name the header Sec-WebSocket-Origin.
  const raw = first(headers.origin) ?? first(headers['sec-websocket-origin']);
  if (raw === undefined) return 'ok';
  const origin = normalizeOrigin(raw);
  if (!origin) return 'malformed';
  if (policy.allowed.has(origin)) return 'ok';
  return origin === publicOrigin(headers, connection, policy.trust) ? 'ok' : 'foreign';
}
