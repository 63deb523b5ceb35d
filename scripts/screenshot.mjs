// Signs in and saves a screenshot of a page, for the README and for looking at the product.
// Usage: node scripts/screenshot.mjs <baseUrl> <path> <lang zh|zhtw|en> <width> <out.png> [account]
import { createHash } from 'node:crypto';
import { launchChromium } from '../tools/chromium.mjs';

const [
  base = 'http://127.0.0.1:3000',
  path = '/home',
  lang = 'en',
  width = '1440',
  out = 'shot.png',
  account = 'admin',
] = process.argv.slice(2);
const md5 = (s) => createHash('md5').update(s).digest('hex');
const form = new URLSearchParams({ account, password: md5('123456'), grant_type: 'password' });
const login = await (await fetch(`${base}/api/oauth/Login`, { method: 'POST', body: form })).json();
if (login.code !== 200) throw new Error(`sign-in failed: ${login.msg}`);

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.addInitScript(
  ([token, language]) => {
    localStorage.setItem('tessera.token', token);
    localStorage.setItem('tessera.language', language);
  },
  [login.data.token, lang],
);
await page.goto(base + path, { waitUntil: 'networkidle' });
await page.waitForTimeout(2500);
await page.screenshot({ path: out });
await browser.close();
console.log(out);
