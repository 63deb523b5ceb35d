import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SafeHttpError, addressRefusal, isBlockedAddress, resolveSafe, safeFetch } from './safe-http';

/** The two 16-bit groups of an IPv4 address, optionally inverted (Teredo's client). */
function groups(v4: string, invert = false): [string, string] {
  const n = v4.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  const value = invert ? ~n >>> 0 : n;
  return [(value >>> 16).toString(16), (value & 0xffff).toString(16)];
}

/** Every IPv6 spelling that carries `v4`: mapped, SIIT, compatible, NAT64, 6to4, Teredo. */
function carriers(v4: string): string[] {
  const [hi, lo] = groups(v4);
  const [nhi, nlo] = groups(v4, true);
  return [
    `::ffff:${v4}`,
    `::ffff:${hi}:${lo}`,
    `::FFFF:${hi.toUpperCase()}:${lo}`,
    `0:0:0:0:0:ffff:${hi}:${lo}`,
    `0000:0000:0000:0000:0000:ffff:${hi.padStart(4, '0')}:${lo.padStart(4, '0')}`,
    `::ffff:0:${v4}`,
    `::ffff:0:${hi}:${lo}`,
    `::${v4}`,
    `::${hi}:${lo}`,
    `64:ff9b::${v4}`,
    `64:ff9b::${hi}:${lo}`,
    `64:ff9b:1::${hi}:${lo}`,
    `2002:${hi}:${lo}::1`,
    `2001:0:${hi}:${lo}::1`,
    `2001:0:808:808:0:0:${nhi}:${nlo}`,
  ];
}

/** Odd spellings of each IPv4 target that resolvers accept (octal, hex, one number, short forms). */
const ODD_SPELLINGS: Record<string, string[]> = {
  '127.0.0.1': ['0177.0.0.1', '0177.1', '0x7f.1', '0x7f000001', '2130706433', '127.1', '017700000001'],
  '10.0.0.1': ['012.0.0.1', '0xa.1', '10.1', '167772161', '0x0a000001'],
  '169.254.169.254': [
    '0251.0376.0251.0376',
    '0xa9.0xfe.0xa9.0xfe',
    '0xa9fea9fe',
    '2852039166',
    '169.254.43518',
  ],
};

/** Internal targets in every spelling: none of these may be called. */
const REFUSED = [
  ...Object.entries(ODD_SPELLINGS).flatMap(([v4, odd]) => [v4, ...odd, ...carriers(v4)]),
  '0',
  '0.0.0.0',
  '::',
  '::1',
  '0:0:0:0:0:0:0:1',
  'fd00::',
  'fd00::1',
  'FD00:0:0:0:0:0:0:1',
  'fd00:ec2::254',
  'fe80::1',
  'fe80::1%eth0',
  '100.100.100.200',
  '100.64.0.1',
  '192.0.2.1',
  '198.18.0.1',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '240.0.0.1',
  '255.255.255.255',
  '2001:db8::1',
  '2001:2::1',
  '3fff::1',
  '100::1',
  'ff02::1',
  'fec0::1',
  '4000::1',
];

/** Globally routable unicast, plain or carried: all of these pass. */
const PUBLIC = [
  '8.8.8.8',
  '93.184.216.34',
  '1.1.1.1',
  '::ffff:8.8.8.8',
  '::ffff:808:808',
  '64:ff9b::8.8.8.8',
  '2002:808:808::1',
  '2001:0:808:808:0:0:f7f7:f7f7',
  '2606:4700:4700::1111',
  '2a00:1450:4001:81b::200e',
];

/** The URL host of an address literal (brackets for IPv6). */
const urlHost = (literal: string) => (literal.includes(':') ? `[${literal.replace('%', '%25')}]` : literal);

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
      'http://metadata.google.internal./',
      'http://localhost./',
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

  it('classifies every spelling of loopback, 10/8, metadata and fd00:: as internal, and public ones as public', () => {
    const passed = REFUSED.filter((a) => !isBlockedAddress(a));
    expect(passed).toEqual([]);
    expect(PUBLIC.filter((a) => isBlockedAddress(a))).toEqual([]);
    expect(addressRefusal('::ffff:0:7f00:1')).toBe('rfc6145:loopback');
    expect(addressRefusal('2001:0:808:808:0:0:80ff:fffe')).toBe('teredo:loopback');
    expect(addressRefusal('2002:a9fe:a9fe::1')).toBe('6to4:linkLocal');
    expect(addressRefusal('0x7f.1')).toBe('oddSpelling');
  });

  it('refuses every internal spelling in a URL before connecting, and accepts public literals', async () => {
    const urls = REFUSED.map((a) => `http://${urlHost(a)}/`).filter((u) => URL.canParse(u));
    expect(urls.length).toBeGreaterThan(REFUSED.length - 5);
    for (const url of urls) expect(await reason(safeFetch(url)), url).toBe('blocked');
    for (const a of PUBLIC) {
      const checked = await resolveSafe(new URL(`http://${urlHost(a)}/`));
      expect(isBlockedAddress(checked.address), a).toBe(false);
    }
  });

  it('refuses a name whose answers include an internal address in any spelling', async () => {
    for (const answer of ['::ffff:0:7f00:1', '64:ff9b::a00:1', '::ffff:a9fe:a9fe', 'fd00::1']) {
      const resolver = async () => [
        { address: '93.184.216.34', family: 4 },
        { address: answer, family: 6 },
      ];
      expect(await reason(safeFetch('http://rebind.example/', { resolver })), answer).toBe('blocked');
    }
  });

  it('resolves a name once and connects to the address it checked, whatever DNS answers next', async () => {
    const answers = ['127.0.0.1', '10.9.9.9'];
    let calls = 0;
    const resolver = async () => [{ address: answers[Math.min(calls++, 1)]!, family: 4 }];
    const result = await safeFetch(`http://svc.example:${port}/api`, {
      resolver,
      allowedHosts: ['svc.example'],
    });
    expect(result.status).toBe(200);
    expect(calls).toBe(1);
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
    // An IPv4-mapped loopback in SIIT spelling (the finding of issue 12).
    expect(isBlockedAddress('::ffff:0:7f00:1')).toBe(true);
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
