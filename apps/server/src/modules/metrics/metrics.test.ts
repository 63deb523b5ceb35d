import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { listenMetrics } from '../../plugins/metrics';

/** The value of one sample line of the Prometheus text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeEachDialect('the metrics endpoint', (ctx) => {
  it('refuses a call without a token and an ordinary user, with the envelope', async () => {
    const anonymous = await ctx.app.inject({ url: '/api/system/Metrics' });
    expect(anonymous.json()).toMatchObject({ code: 602, data: null });
    expect(anonymous.body).not.toContain('tessera_http_requests_total');

    const token = await ctx.signIn('zhangsan');
    const user = await ctx.app.inject({ url: '/api/system/Metrics', headers: { authorization: token } });
    expect(user.json()).toMatchObject({ code: 403, data: null });
    expect(user.body).not.toContain('tessera_http_requests_total');
  });

  it('serves an administrator the text format with figures per route pattern', async () => {
    const app = await ctx.buildApp();
    const admin = await ctx.signIn('admin', undefined, app);
    const user = await ctx.signIn('zhangsan', undefined, app);
    const headers = { authorization: admin };
    for (let i = 0; i < 3; i++) await app.inject({ url: '/api/oauth/CurrentUser', headers });
    await app.inject({ url: '/api/permission/Users/no-such-user-4711', headers });
    await app.inject({ url: '/api/permission/Users/no-such-user-4712', headers });
    await app.inject({ url: '/api/system/Metrics', headers: { authorization: user } });

    const res = await app.inject({ url: '/api/system/Metrics', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const current = 'method="GET",route="/api/oauth/CurrentUser"';
    expect(sample(text, `tessera_http_requests_total{${current},status="200"}`)).toBe(3);
    expect(sample(text, `tessera_http_request_duration_seconds_count{${current}}`)).toBe(3);
    expect(sample(text, `tessera_http_request_duration_seconds_sum{${current}}`)).toBeGreaterThan(0);
    expect(
      sample(text, 'tessera_http_requests_total{method="POST",route="/api/oauth/Login",status="200"}'),
    ).toBe(2);
    // two ids, one series: the route pattern is the label, never the raw URL
    expect(
      sample(
        text,
        'tessera_http_requests_total{method="GET",route="/api/permission/Users/:id",status="200"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('no-such-user');
    // the ordinary user's refusal is counted as an error of the route
    expect(
      sample(text, 'tessera_http_errors_total{method="GET",route="/api/system/Metrics",code="403"}'),
    ).toBe(1);
    expect(sample(text, 'tessera_websockets_open')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    if (ctx.dialect === 'postgres') {
      expect(sample(text, 'tessera_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'tessera_db_pool_connections{state="waiting"}')).toBe(0);
    } else expect(text).not.toContain('tessera_db_pool_connections{');
  });

  it('serves the same text without a token on the separate loopback port, and nothing else there', async () => {
    const app = await ctx.buildApp();
    await app.inject({ url: '/api/health' });
    const server = await listenMetrics(app, 0, '127.0.0.1');
    try {
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(sample(text, 'tessera_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(
        1,
      );
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
