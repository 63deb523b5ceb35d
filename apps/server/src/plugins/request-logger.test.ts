import { expect, it } from 'vitest';
import { describeEachDialect, testConfig } from '../../test/helpers/dialects';
import { buildApp, loggerOptions } from '../app';
import { SEED_PASSWORD_MD5 } from '../db/seed';

interface LogLine {
  reqId?: string;
  msg?: string;
  [key: string]: unknown;
}

describeEachDialect('logs', (ctx) => {
  it('are JSON lines carrying the request id, never a password, token or form value', async () => {
    const lines: string[] = [];
    const config = testConfig({ LOG_LEVEL: 'trace' });
    const app = await buildApp({
      config,
      database: ctx.database,
      logger: loggerOptions(config, { write: (l) => void lines.push(l) }),
    });
    // a service writing in a request, through the logger every service is built with
    app.post('/api/test/log', { config: { auth: 'public' } }, async (request) => {
      app.services.logger.warn(
        { body: request.body, password: 'pw-in-service-1', user: { token: 'tok-in-service-2' } },
        'service line',
      );
      return { code: 200, msg: '', data: null };
    });
    await app.ready();

    const wrong = 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0';
    await app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account: 'admin', password: wrong },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account: 'admin', password: SEED_PASSWORD_MD5 },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    expect(token).toMatch(/^Bearer /);
    await app.inject({
      url: '/api/oauth/CurrentUser',
      headers: { authorization: token, cookie: 'sid=cookie-777' },
    });
    const logged = await app.inject({
      method: 'POST',
      url: '/api/test/log',
      headers: { authorization: token, 'x-request-id': 'req-service-1' },
      payload: { fullName: 'form-value-555' },
    });
    expect(logged.headers['x-request-id']).toBe('req-service-1');
    await app.close();

    const parsed = lines.map((line) => JSON.parse(line) as LogLine);
    const all = lines.join('');
    for (const secret of [SEED_PASSWORD_MD5, wrong, token.slice(7), 'pw-in-service-1', 'tok-in-service-2'])
      expect(all, secret).not.toContain(secret);
    expect(all).not.toContain('form-value-555');
    expect(all).not.toContain('cookie-777');

    // every line of the service's request carries its id, the service's own line too
    const ofRequest = parsed.filter((l) => l.reqId === 'req-service-1');
    expect(ofRequest.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'service line', 'request completed']),
    );
    const service = ofRequest.find((l) => l.msg === 'service line')!;
    expect(service).toMatchObject({
      body: '[redacted]',
      password: '[redacted]',
      user: { token: '[redacted]' },
    });
    // every request line has a request id (the two sign-ins, CurrentUser and the service call)
    const requestLines = parsed.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
    expect(requestLines).toHaveLength(8);
    expect(requestLines.every((l) => typeof l.reqId === 'string' && l.reqId.length > 0)).toBe(true);
  });
});
