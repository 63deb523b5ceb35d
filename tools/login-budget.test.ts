import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the tools folder, without types
import { budgetVerdict, LOGIN_BUDGET_KB, measureLoginBundle } from './login-budget.mjs';

/** A built app in miniature: /login's page loads one script of `kb` incompressible bytes and a lazy chunk. */
function serveApp(kb: number): Promise<Server> {
  // base64 of random bytes gzips to about 3/4 of its size: far from the ratio of real code
  const big = `window.__filler = "${randomBytes(Math.ceil((kb * 1024 * 4) / 3)).toString('base64')}";`;
  const files: Record<string, [string, string]> = {
    '/login': ['text/html', '<!doctype html><script type="module" src="/assets/entry.js"></script>'],
    '/assets/entry.js': ['text/javascript', `${big}\nimport('/assets/lazy.js');`],
    '/assets/lazy.js': ['text/javascript', 'export const lazy = 1;'],
    '/assets/unused.js': ['text/javascript', big],
  };
  const server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('the /login bundle budget', () => {
  let over: Server;
  let under: Server;
  beforeAll(async () => {
    over = await serveApp(LOGIN_BUDGET_KB + 40);
    under = await serveApp(40);
  });
  afterAll(() => {
    over.close();
    under.close();
  });

  it('fails a build whose /login loads more than the budget', async () => {
    const measured = await measureLoginBundle(url(over));
    const verdict = budgetVerdict(measured.gzipBytes);
    expect(verdict.ok).toBe(false);
    expect(verdict.kb).toBeGreaterThan(LOGIN_BUDGET_KB);
    expect(verdict.message).toContain('OVER BUDGET');
  }, 60_000);

  it('counts what the browser fetched, lazy chunks included and unused files not', async () => {
    const measured = await measureLoginBundle(url(under));
    const paths = measured.files.map((f: { url: string }) => f.url).sort();
    expect(paths).toEqual(['/assets/entry.js', '/assets/lazy.js']);
    const verdict = budgetVerdict(measured.gzipBytes);
    expect(verdict.ok).toBe(true);
    expect(verdict.kb).toBeGreaterThan(30);
  }, 60_000);
});
