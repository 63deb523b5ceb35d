import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { proxyTrust } from '../../lib/proxy-trust';
import { checkOrigin, lastForwardedElement, publicOrigin, type Connection } from './socket-origin';

const plain: Connection = { encrypted: false, remoteAddress: '127.0.0.1' };
const behindProxy = proxyTrust(true);
const forwardedTo = (extra: IncomingHttpHeaders): IncomingHttpHeaders => ({
  host: '10.0.0.5:3000',
  ...extra,
});

describe('lastForwardedElement', () => {
  it('reads the last element, names in lower case, quoted values with separators and escapes', () => {
    const element = lastForwardedElement(
      'for=198.51.100.1;host=evil.example, For="[2001:db8::1]:4711";Host="app.example:8443";proto=https;x="a,b;c=\\"d\\""',
    );
    expect(Object.fromEntries(element ?? [])).toEqual({
      for: '[2001:db8::1]:4711',
      host: 'app.example:8443',
      proto: 'https',
      x: 'a,b;c="d"',
    });
  });

  it('answers undefined for an absent or malformed header', () => {
    for (const text of [undefined, '', 'host', 'host="open', 'host=a b', '=x']) {
      expect(lastForwardedElement(text), String(text)).toBeUndefined();
    }
  });
});

describe('publicOrigin', () => {
  it('is Host and the connection scheme when no proxy is trusted, whatever is forwarded', () => {
    const headers = forwardedTo({
      'x-forwarded-host': 'app.example',
      forwarded: 'host=app.example;proto=https',
    });
    expect(publicOrigin(headers, plain, false)).toBe('http://10.0.0.5:3000');
    expect(publicOrigin(headers, { ...plain, encrypted: true }, false)).toBe('https://10.0.0.5:3000');
  });

  it('takes what the nearest trusted proxy forwarded: Forwarded first, then X-Forwarded-*, field by field', () => {
    const x = forwardedTo({
      'x-forwarded-host': 'spoof.example, app.example',
      'x-forwarded-proto': 'http, https',
    });
    expect(publicOrigin(x, plain, behindProxy)).toBe('https://app.example');
    const rfc = forwardedTo({
      forwarded: 'host=app.example;proto=https',
      'x-forwarded-host': 'other.example',
    });
    expect(publicOrigin(rfc, plain, behindProxy)).toBe('https://app.example');
    const mixed = forwardedTo({ forwarded: 'for=1.2.3.4;host=app.example', 'x-forwarded-proto': 'https' });
    expect(publicOrigin(mixed, plain, behindProxy)).toBe('https://app.example');
    expect(publicOrigin(forwardedTo({ 'x-forwarded-proto': 'wss' }), plain, behindProxy)).toBe(
      'https://10.0.0.5:3000',
    );
  });

  it('ignores forwarded headers from a peer outside the listed proxies', () => {
    const headers = forwardedTo({ 'x-forwarded-host': 'app.example', 'x-forwarded-proto': 'https' });
    expect(
      publicOrigin(headers, { encrypted: false, remoteAddress: '192.0.2.9' }, proxyTrust(['10.0.0.0/8'])),
    ).toBe('http://10.0.0.5:3000');
    expect(
      publicOrigin(headers, { encrypted: false, remoteAddress: '10.9.9.9' }, proxyTrust(['10.0.0.0/8'])),
    ).toBe('https://app.example');
  });

  it('answers undefined when the forwarded host is not a host', () => {
    expect(
      publicOrigin(forwardedTo({ 'x-forwarded-host': 'evil.example/x' }), plain, behindProxy),
    ).toBeUndefined();
    expect(publicOrigin(forwardedTo({ 'x-forwarded-proto': 'ftp' }), plain, behindProxy)).toBeUndefined();
    expect(publicOrigin({}, plain, false)).toBeUndefined();
  });
});

describe('checkOrigin', () => {
  const policy = { trust: behindProxy, allowed: new Set(['https://admin.example']) };
  const headers = (origin?: string): IncomingHttpHeaders =>
    forwardedTo({
      'x-forwarded-host': 'app.example',
      'x-forwarded-proto': 'https',
      ...(origin ? { origin } : {}),
    });

  it('passes no Origin, the public origin and listed ones; refuses the rest', () => {
    expect(checkOrigin(headers(), plain, policy)).toBe('ok');
    expect(checkOrigin(headers('https://APP.example:443'), plain, policy)).toBe('ok');
    expect(checkOrigin(headers('https://admin.example'), plain, policy)).toBe('ok');
    expect(checkOrigin(headers('https://app.example.evil'), plain, policy)).toBe('foreign');
    expect(checkOrigin(headers('http://app.example'), plain, policy)).toBe('foreign');
    expect(checkOrigin(headers('http://10.0.0.5:3000'), plain, policy)).toBe('foreign');
    expect(checkOrigin(headers('null'), plain, policy)).toBe('malformed');
    expect(checkOrigin({ ...headers(), origin: '' }, plain, policy)).toBe('malformed');
  });

  it('reads Sec-WebSocket-Origin from protocol version 8 clients', () => {
    expect(checkOrigin({ ...headers(), 'sec-websocket-origin': 'https://evil.example' }, plain, policy)).toBe(
      'foreign',
    );
  });
});
