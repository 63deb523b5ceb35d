import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SafeHttpError, safeFetch } from './safe-http';
import type * as addressModule from './safe-http-address';

// The classification answers "public" for the first `publicChecks` calls and "internal" after: the
// address is judged again at each gate, so a later gate must stop what an earlier one let through.
const gate = vi.hoisted(() => ({ calls: 0, publicChecks: Infinity }));
vi.mock('./safe-http-address', async (importOriginal) => {
  const real = await importOriginal<typeof addressModule>();
  return {
    ...real,
    isBlockedAddress: () => {
      gate.calls += 1;
      return gate.calls > gate.publicChecks;
    },
  };
});

describe('safe-http connect-time checks', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  const resolver = async () => [{ address: '127.0.0.1', family: 4 }];
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      hits += 1;
      res.end('reached');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    gate.calls = 0;
    hits = 0;
  });

  async function refusal(publicChecks: number): Promise<string> {
    gate.publicChecks = publicChecks;
    try {
      await safeFetch(`http://svc.example:${port}/`, { resolver });
    } catch (error) {
      if (error instanceof SafeHttpError) return error.reason;
      throw error;
    }
    return 'went through';
  }

  it('checks the address again when the connection looks it up', async () => {
    expect(await refusal(1)).toBe('blocked');
    expect(gate.calls).toBe(2);
    expect(hits).toBe(0);
  });

  it('checks the peer the socket reached before the request is written', async () => {
    expect(await refusal(2)).toBe('blocked');
    expect(gate.calls).toBe(3);
    expect(hits).toBe(0);
  });

  it('goes through when every gate passes (the three checks are the only ones)', async () => {
    expect(await refusal(Infinity)).toBe('went through');
    expect(gate.calls).toBe(3);
    expect(hits).toBe(1);
  });
});
