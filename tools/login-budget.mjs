// The /login bundle budget: loads /login in Chromium and adds up the gzip size of every JS and CSS
// file the browser fetched (so lazy chunks the route pulls in count, and unused ones do not).
// CLI: `node tools/login-budget.mjs http://127.0.0.1:PORT` prints the figure and exits 1 over budget.
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium.mjs';

/** What a browser may load for /login: JS and CSS, gzip, in KB (issue 15, ADR 0005). */
export const LOGIN_BUDGET_KB = 250;

/** The JS and CSS files a browser fetches for `${base}/login`, with their raw and gzip sizes. */
export async function measureLoginBundle(base) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript|css/.test(type)) return;
      pending.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({
            url: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          })),
      );
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const files = await Promise.all(pending);
    return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0) };
  } finally {
    await browser.close();
  }
}

/** The verdict on a measured size: within the budget or not, and a line saying so. */
export function budgetVerdict(gzipBytes, budgetKB = LOGIN_BUDGET_KB) {
  const kb = Math.round((gzipBytes / 1024) * 10) / 10;
  const ok = kb <= budgetKB;
  return {
    ok,
    kb,
    message: `/login loads ${kb} KB gzip of JS and CSS (budget ${budgetKB} KB)${ok ? '' : ': OVER BUDGET'}`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2] ?? 'http://127.0.0.1:3000';
  const { files, gzipBytes } = await measureLoginBundle(base);
  const verdict = budgetVerdict(gzipBytes);
  console.log(verdict.message);
  if (!verdict.ok) {
    for (const f of files.sort((a, b) => b.gzip - a.gzip).slice(0, 8))
      console.log(`  ${f.url} ${Math.round(f.gzip / 102.4) / 10} KB`);
    process.exit(1);
  }
}
