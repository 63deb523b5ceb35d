import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeHttpError, isBlockedAddress, safeFetch } from './safe-http';

async function reason(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (error instanceof SafeHttpError) return error.reason;
    throw error;
  }
  throw new Error('the call went through');
}

describe('safe-http', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
      } else if (req.url === '/big') {
        res.writeHead(200);
        res.end('x'.repeat(5000));
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 2000);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { list: [{ id: 1 }] }, method: req.method }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses internal, metadata and odd-notation addresses', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://localhost/',
      'http://[::1]/',
      'http://0/',
      'http://0177.1/',
      'http://0x7f.1/',
      'http://2130706433/',
      'http://[::ffff:169.254.169.254]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/',
      'http://100.100.100.200/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://172.16.0.1/',
      'http://user:pw@example.com/',
    ])
      expect(await reason(safeFetch(url)), url).toBe('blocked');
  });

  it('refuses other protocols', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1:70/', 'ftp://example.com/'])
      expect(await reason(safeFetch(url)), url).toBe('protocol');
  });

  it('classifies public addresses as allowed', () => {
    expect(isBlockedAddress('93.184.216.34')).toBe(false);
    expect(isBlockedAddress('2606:2800:220:1::1')).toBe(false);
    expect(isBlockedAddress('fd00::')).toBe(true);
    expect(isBlockedAddress('::ffff:a9fe:a9fe')).toBe(true);
    expect(isBlockedAddress('::7f00:1')).toBe(true);
    expect(isBlockedAddress('::')).toBe(true);
  });

  it('calls an allow-listed local server and reads JSON', async () => {
    const result = await safeFetch(`http://127.0.0.1:${port}/api`, {
      method: 'POST',
      body: '{}',
      allowedHosts: ['127.0.0.1'],
    });
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ data: { list: [{ id: 1 }] }, method: 'POST' });
  });

  it('refuses redirects, oversized and slow answers', async () => {
    const allowedHosts = ['127.0.0.1'];
    expect(await reason(safeFetch(`http://127.0.0.1:${port}/redirect`, { allowedHosts }))).toBe('redirect');
    expect(await reason(safeFetch(`http://127.0.0.1:${port}/big`, { allowedHosts, maxBytes: 1000 }))).toBe(
      'tooLarge',
    );
    expect(await reason(safeFetch(`http://127.0.0.1:${port}/slow`, { allowedHosts, timeoutMs: 300 }))).toBe(
      'timeout',
    );
  });
});
