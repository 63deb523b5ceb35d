import { describe, expect, it } from 'vitest';
import { isProxyEntry, proxyTrust } from './proxy-trust';

describe('proxyTrust', () => {
  it('trusts nothing when off, and only the nearest hop when on', () => {
    expect(proxyTrust(false)).toBe(false);
    const on = proxyTrust(true);
    if (!on) throw new Error('expected a trust function');
    expect(on('10.0.0.1', 0)).toBe(true);
    expect(on('10.0.0.2', 1)).toBe(false);
  });

  it('trusts listed addresses, CIDR ranges and named ranges, IPv4-mapped included', () => {
    const trust = proxyTrust(['loopback', '10.1.0.0/16', '2001:db8::7']);
    if (!trust) throw new Error('expected a trust function');
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.200.3', '2001:db8::7']) {
      expect(trust(address, 3), address).toBe(true);
    }
    for (const address of ['10.2.0.1', '192.168.1.1', '2001:db8::8', 'not-an-address']) {
      expect(trust(address, 0), address).toBe(false);
    }
  });

  it('knows a valid list entry from a wrong one', () => {
    for (const entry of ['uniquelocal', '192.168.0.0/16', 'fd00::/8', '203.0.113.7'])
      expect(isProxyEntry(entry)).toBe(true);
    for (const entry of [
      '10.0.0.0/33',
      '10.0.0.0/8/1',
      'proxy.example',
      '300.1.1.1',
      '10.0.0.0/-1',
      'everything',
    ]) {
      expect(isProxyEntry(entry), entry).toBe(false);
    }
  });
});
