// Loads /login in Chromium and adds up the gzip size of every JS and CSS file the browser fetched.
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../tools/chromium.mjs';
import { writeResult } from './write-result.mjs';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const BUDGET_KB = 250;
const browser = await launchChromium();
const page = await browser.newPage();
const files = [];
page.on('response', async (response) => {
  const type = response.headers()['content-type'] ?? '';
  if (!/javascript|css/.test(type)) return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  files.push({
    url: new URL(response.url()).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  });
});
await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await browser.close();
const kb = (n) => Math.round((n / 1024) * 10) / 10;
const gzipKB = kb(files.reduce((s, f) => s + f.gzip, 0));
writeResult(
  'login-bundle',
  {
    files: files.length,
    rawKB: kb(files.reduce((s, f) => s + f.raw, 0)),
    gzipKB,
    largest: files
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((f) => `${f.url} ${kb(f.gzip)} KB`),
  },
  `${BUDGET_KB} KB gzip of JS and CSS`,
  gzipKB <= BUDGET_KB,
);
