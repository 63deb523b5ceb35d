import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { SEED_PASSWORD_MD5 } from '../../db/seed';
import { startProxy, type TestProxy } from './test-proxy';
import { connectUser, listen, openSocket } from './test-socket';

const PUBLIC_HOST = 'tessera.example.com';
const PUBLIC = `https://${PUBLIC_HOST}`;

describeEachDialect('socket behind a reverse proxy', (ctx) => {
  let trusting: FastifyInstance;
  let proxied: TestProxy;
  let proxiedForwarded: TestProxy;
  let proxiedUntrusted: TestProxy;
  const proxies: TestProxy[] = [];
  const proxy = async (app: FastifyInstance, style?: 'forwarded') => {
    const started = await startProxy({
      target: await listen(app),
      publicHost: PUBLIC_HOST,
      publicProto: 'https',
      style,
    });
    proxies.push(started);
    return started;
  };

  beforeAll(async () => {
    trusting = await ctx.buildApp({ TRUST_PROXY: 'on' });
    proxied = await proxy(trusting);
    proxiedForwarded = await proxy(await ctx.buildApp({ TRUST_PROXY: 'on' }), 'forwarded');
    proxiedUntrusted = await proxy(await ctx.buildApp({ TRUST_PROXY: 'off' }));
  });
  afterAll(async () => {
    for (const started of proxies) await started.close();
  });

  it('accepts the public origin through a proxy that forwards host and scheme when TRUST_PROXY is on', async () => {
    const token = await ctx.signIn('zhengshi', undefined, trusting);
    for (const [via, origin] of [
      [proxied, PUBLIC],
      [proxied, 'HTTPS://Tessera.Example.COM:443'],
      [proxiedForwarded, PUBLIC],
    ] as const) {
      const { socket, init } = await connectUser(via.base, token, { origin });
      expect(init.method).toBe('initMessage');
      await socket.close();
    }
  });

  it('refuses the public origin through the proxy when TRUST_PROXY is off, and forwarded headers sent straight to it', async () => {
    const token = await ctx.signIn('zhengshi', undefined, trusting);
    await expect(openSocket(proxiedUntrusted.base, token, { origin: PUBLIC })).rejects.toThrow(/HTTP 403/);
    const untrusted = await ctx.buildApp({ TRUST_PROXY: 'off' });
    const spoofed = {
      'x-forwarded-host': PUBLIC_HOST,
      'x-forwarded-proto': 'https',
      forwarded: `host=${PUBLIC_HOST};proto=https`,
    };
    await expect(
      openSocket(await listen(untrusted), token, { origin: PUBLIC, headers: spoofed }),
    ).rejects.toThrow(/HTTP 403/);
  });

  it('refuses foreign, null and look-alike origins through the trusted proxy', async () => {
    const token = await ctx.signIn('zhengshi', undefined, trusting);
    for (const origin of [
      'https://evil.example',
      'null',
      'http://tessera.example.com',
      'https://tessera.example.com:8443',
      'https://tessera.example.com.evil.example',
      'https://evil.example/https://tessera.example.com',
      'https://tessera.example.com, https://evil.example',
      proxied.base,
    ]) {
      await expect(openSocket(proxied.base, token, { origin }), origin).rejects.toThrow(/HTTP 403/);
    }
  });

  it('accepts a client without Origin that has a valid token, and logs out one with a bad token', async () => {
    const token = await ctx.signIn('zhengshi', undefined, trusting);
    for (const via of [proxied, proxiedUntrusted]) {
      const { socket, init } = await connectUser(via.base, token, { origin: null });
      expect(init.onlineUserList).toContain((await ctx.userRow('zhengshi')).id);
      await socket.close();

      const bad = await openSocket(via.base, 'Bearer not-a-token', { origin: null, lang: 'en' });
      expect((await bad.next('logout')).msg).toBe('Session expired, please sign in again');
      expect((await bad.closed).code).toBe(4001);
    }
  });

  it('accepts the origins the operator lists, compared whole after normalising', async () => {
    const listed = await ctx.buildApp({
      SOCKET_ALLOWED_ORIGINS: 'https://app.example.org, http://localhost:5173',
    });
    const base = await listen(listed);
    const token = await ctx.signIn('zhengshi', undefined, listed);
    for (const origin of [
      'https://app.example.org',
      'HTTPS://APP.example.org:443',
      'http://localhost:5173',
    ]) {
      const { socket } = await connectUser(base, token, { origin });
      await socket.close();
    }
    for (const origin of [
      'https://app.example.org.evil.example',
      'https://app.example.org:444',
      'http://app.example.org',
      'http://localhost:5174',
      'https://evil.example',
    ]) {
      await expect(openSocket(base, token, { origin }), origin).rejects.toThrow(/HTTP 403/);
    }
  });

  it('takes the client address the trusted hops saw for sign-in, never one the client wrote', async () => {
    const signInVia = async (base: string) => {
      const res = await fetch(`${base}/api/oauth/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ account: 'wujiu', password: SEED_PASSWORD_MD5 }),
      });
      expect(((await res.json()) as { code: number }).code).toBe(200);
      return (await ctx.userRow('wujiu')).last_log_ip;
    };
    // One trusted hop: the address the proxy saw (loopback), not the client's own X-Forwarded-For.
    expect(await signInVia(proxied.base)).toMatch(/127\.0\.0\.1$/);
    // Off: the proxy's own address.
    expect(await signInVia(proxiedUntrusted.base)).toMatch(/127\.0\.0\.1$/);
    // A chain of listed proxies: the entry the outer proxy (one on loopback here) wrote.
    const chain = await proxy(await ctx.buildApp({ TRUST_PROXY: '203.0.113.0/24, loopback' }));
    expect(await signInVia(chain.base)).toBe('203.0.113.9');
  });
});
