import net from 'node:net';

/**
 * Which reverse proxies are believed (`TRUST_PROXY`): none, the immediate peer whatever its address,
 * or the peers whose addresses are in a list of addresses, CIDR ranges and named ranges.
 */
export type ProxySetting = boolean | readonly string[];

/** Fastify's trust function: is the address at this hop (0 = the connection's peer) a trusted proxy. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** Named ranges, as proxy-addr (Express, Fastify) names them. */
const NAMED: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An address or CIDR range (`10.0.0.0/8`, `fd00::/8`) as `[address, prefix, family]`, or undefined. */
function parseRange(text: string): [string, number, 'ipv4' | 'ipv6'] | undefined {
  const [address = '', prefixText, extra] = text.split('/');
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return undefined;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return undefined;
  return [address, prefix, version === 4 ? 'ipv4' : 'ipv6'];
}

/** Whether one `TRUST_PROXY` list entry is an address, a CIDR range or a named range. */
export function isProxyEntry(text: string): boolean {
  return text in NAMED || parseRange(text) !== undefined;
}

/**
 * Fastify's `trustProxy` for a setting: false when off; when on, only the hop nearest the server
 * (its peer), so the client address is the one that proxy appended to X-Forwarded-For and never an
 * entry further left, which the client may have written; with a list, every hop in the list.
 */
export function proxyTrust(setting: ProxySetting): ProxyTrust | false {
  if (setting === false) return false;
  if (setting === true) return (_address, hop) => hop === 0;
  const list = new net.BlockList();
  for (const entry of setting.flatMap((e) => NAMED[e] ?? [e])) {
    const range = parseRange(entry);
    if (range) list.addSubnet(...range);
  }
  return (address) => {
    const version = net.isIP(address);
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
}
