import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

const v6 = (cidr: string): [IPv6, number] => {
  const [net, bits] = ipaddr.IPv6.parseCIDR(cidr);
  return [net, bits];
};

/** Only global unicast space (2000::/3) can be a public IPv6 destination. */
const GLOBAL_UNICAST = v6('2000::/3');
const MAPPED = v6('::ffff:0:0/96');
const SIIT = v6('::ffff:0:0:0/96');
const COMPATIBLE = v6('::/96');
const NAT64 = v6('64:ff9b::/96');
const NAT64_LOCAL = v6('64:ff9b:1::/48');
const SIX_TO_FOUR = v6('2002::/16');
const TEREDO = v6('2001::/32');

/** IPv4 from four bytes of an IPv6 address's byte array. */
const v4At = (bytes: number[], at: number): IPv4 => new ipaddr.IPv4(bytes.slice(at, at + 4));

/** Why an IPv4 address is not a public destination, or null when it is. */
function ipv4Refusal(address: IPv4): string | null {
  // ipaddr.js names every special-purpose block (loopback, private, linkLocal with the cloud metadata
  // 169.254.169.254, carrierGradeNat with Alibaba's 100.100.100.200, unspecified 0/8, broadcast,
  // multicast, reserved with documentation, benchmarking and 240/4, as112, amt); only the rest passes.
  const range = address.range();
  return range === 'unicast' ? null : range;
}

/**
 * Why an IPv6 address is not a public destination, or null when it is. Forms that carry an IPv4
 * address (mapped, SIIT, compatible, NAT64, 6to4, Teredo) are judged by that address too.
 */
function ipv6Refusal(address: IPv6): string | null {
  const special = address.range();
  if (special === 'unspecified' || special === 'loopback') return special;
  const bytes = address.toByteArray();
  const embedded = (kind: string, ...inner: IPv4[]): string | null => {
    for (const v4 of inner) {
      const refusal = ipv4Refusal(v4);
      if (refusal) return `${kind}:${refusal}`;
    }
    return null;
  };
  // The operating system connects a mapped address over IPv4, so it is exactly its IPv4 address.
  if (address.match(MAPPED)) return embedded('ipv4Mapped', v4At(bytes, 12));
  // SIIT, IPv4-compatible (deprecated) and local-use NAT64 are not globally reachable at all.
  if (address.match(SIIT)) return embedded('rfc6145', v4At(bytes, 12)) ?? 'rfc6145';
  if (address.match(COMPATIBLE)) return embedded('ipv4Compatible', v4At(bytes, 12)) ?? 'ipv4Compatible';
  if (address.match(NAT64_LOCAL)) return embedded('nat64Local', v4At(bytes, 12)) ?? 'nat64Local';
  if (address.match(NAT64)) return embedded('nat64', v4At(bytes, 12));
  if (address.match(SIX_TO_FOUR)) return embedded('6to4', v4At(bytes, 2));
  if (address.match(TEREDO)) {
    // Server in bits 32-63; client in the last 32 bits, inverted (RFC 4380).
    const client = new ipaddr.IPv4(bytes.slice(12, 16).map((b) => ~b & 0xff));
    return embedded('teredo', v4At(bytes, 4), client);
  }
  if (!address.match(GLOBAL_UNICAST)) return 'notGlobal';
  // Within 2000::/3 ipaddr.js names documentation, benchmarking, ORCHID, AMT, AS112 and the other
  // IETF assignments; only plain unicast passes.
  const range = address.range();
  return range === 'unicast' ? null : range;
}

/**
 * Why an address literal may not be called (the range it falls in, e.g. `loopback`,
 * `ipv4Mapped:private`, `oddSpelling`), or null when it is globally routable unicast.
 */
export function addressRefusal(literal: string): string | null {
  const bare = literal.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) {
    // isIP takes only dotted decimal; octal-looking parts (010.0.0.1) would read differently elsewhere.
    if (!ipaddr.IPv4.isValidFourPartDecimal(bare) || /(^|\.)0\d/.test(bare)) return 'oddSpelling';
    return ipv4Refusal(ipaddr.IPv4.parse(bare));
  }
  if (family === 6) {
    if (bare.includes('%')) return 'zoned';
    try {
      // Through the WHATWG form first: ipaddr.js reads ::a.b.c.d as IPv4-mapped, the system does not.
      const canonical = new URL(`http://[${bare}]/`).hostname.slice(1, -1);
      return ipv6Refusal(ipaddr.IPv6.parse(canonical));
    } catch {
      return 'invalid';
    }
  }
  // 0177.1, 0x7f.1, 2130706433, 0: resolvers read these as IPv4, so they are never host names here.
  return ipaddr.isValid(bare) ? 'oddSpelling' : 'invalid';
}

/** Whether an IP literal is anything but globally routable unicast (see {@link addressRefusal}). */
export function isBlockedAddress(literal: string): boolean {
  return addressRefusal(literal) !== null;
}

/** Whether a host name (not an address) spells an IPv4 address in a form resolvers accept. */
export function looksNumeric(host: string): boolean {
  const bare = host.replace(/\.$/, '');
  return isIP(bare) === 0 && ipaddr.IPv4.isValid(bare);
}
