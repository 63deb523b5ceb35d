// How fast screens appear in Chromium (issue 15 point 1), against the built app on BENCH_URL:
// - sign-in: a cold load of /login (new browser context, empty cache) until the sign-in form is
//   visible, beside a cold load of an empty document from the same server; median of 5;
// - lists: from a click on a sidebar menu entry to the first rows of its admin list (or its empty
//   state), median of 5 per list. "warm" = the page's code has been loaded once and is in the
//   browser's cache, and the shell has been reloaded at /home, so nothing of the page is in memory
//   (its code is evaluated and its data asked for after the click). The revisit figure opens the
//   closed tab again without a reload. Every page of the built-in page registry that shows a
//   table counts as an admin list.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { launchChromium } from '../tools/chromium.mjs';
import { writeResult } from './write-result.mjs';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 5);
const ONLY = process.env.BENCH_SCREEN_ONLY; // a path such as /permission/user
const AIM_MS = 300;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.floor(s.length / 2)]) : NaN;
};

/** In-page probe: resolves with performance.now() at the first frame that shows `test()` true. */
const PROBE = () => {
  window.__benchWait = (test) =>
    new Promise((resolve) => {
      const hit = () => requestAnimationFrame(() => resolve(performance.now()));
      if (test()) return hit();
      const observer = new MutationObserver(() => {
        if (!test()) return;
        observer.disconnect();
        hit();
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    });
  window.__benchVisible = (el) => !!el && el.getClientRects().length > 0 && el.checkVisibility();
  document.addEventListener(
    'click',
    (e) => {
      if (e.target instanceof Element && e.target.closest('[data-testid="sidebar-menu"] .ant-menu-item'))
        window.__benchClickAt = performance.now();
    },
    true,
  );
};

async function signInTimes(browser) {
  const empty = [];
  const form = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/api/health`, { waitUntil: 'load' });
    empty.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd));
    await context.close();

    const context2 = await browser.newContext();
    const page2 = await context2.newPage();
    await page2.addInitScript(PROBE);
    await page2.goto(`${base}/login`, { waitUntil: 'commit' });
    form.push(
      await page2.evaluate(() =>
        window.__benchWait(() => window.__benchVisible(document.querySelector('#login-password'))),
      ),
    );
    await context2.close();
  }
  return { emptyPageMs: median(empty), formVisibleMs: median(form), form, empty };
}

/** Paths of the built-in pages (apps/web/src/app/routes/page-registry.ts). */
function registeredPaths() {
  const source = readFileSync('apps/web/src/app/routes/page-registry.ts', 'utf8');
  return [...source.matchAll(/^\s*'(\/[^']+)':/gm)].map((m) => m[1]);
}

async function listTimes(browser) {
  const md5 = (s) => createHash('md5').update(s).digest('hex');
  const form = new URLSearchParams({ account: 'admin', password: md5('123456'), grant_type: 'password' });
  const login = await (await fetch(`${base}/api/oauth/Login`, { method: 'POST', body: form })).json();
  const me = await (
    await fetch(`${base}/api/oauth/CurrentUser`, { headers: { authorization: login.data.token } })
  ).json();
  const trails = new Map(); // path -> [ancestor ids..., id]
  const walk = (nodes, trail) => {
    for (const n of nodes) {
      if (n.urlAddress) trails.set(`/${n.urlAddress.replace(/^\/+/, '')}`, [...trail, n.id]);
      if (n.children) walk(n.children, [...trail, n.id]);
    }
  };
  walk(me.data.menuList, []);

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  await page.goto(`${base}/login`);
  await page.locator('#login-account').fill('admin');
  await page.locator('#login-password').fill('123456');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/home$/);
  await page.waitForLoadState('networkidle');

  const menu = page.getByTestId('sidebar-menu');
  const item = (id) => menu.locator(`[data-menu-id$="-${id}"]`).first();
  const open = async (trail) => {
    for (const id of trail.slice(0, -1)) {
      const title = item(id);
      const li = menu.locator(`li.ant-menu-submenu:has(> [data-menu-id$="-${id}"])`).first();
      if (!(await li.evaluate((el) => el.classList.contains('ant-menu-submenu-open')))) {
        await title.click();
        await page.waitForTimeout(350); // the submenu's opening motion
      }
    }
  };
  const closeTab = async (path) => {
    await page.locator(`.tags-view-item[data-path="${path}"] .tags-view-close`).click();
    await page.waitForFunction((p) => location.pathname !== p, path);
  };
  const rowsShown = () =>
    page.evaluate(() =>
      window.__benchWait(() => {
        for (const table of document.querySelectorAll('.ant-table')) {
          if (!window.__benchVisible(table)) continue;
          if (table.closest('.ant-modal, .ant-drawer')) continue;
          const row = table.querySelector('.ant-table-row');
          if (row && window.__benchVisible(row)) return true;
          const empty = table.querySelector('.ant-table-placeholder .ant-empty');
          const spinning = table.closest('.ant-spin-nested-loading')?.querySelector('.ant-spin-spinning');
          if (empty && window.__benchVisible(empty) && !spinning) return true;
        }
        return false;
      }),
    );

  const lists = {};
  const skipped = [];
  for (const path of registeredPaths()) {
    if (ONLY && path !== ONLY) continue;
    const trail = trails.get(path);
    if (!trail) continue; // not in the administrator's menu (an older address of a demo)
    await open(trail);
    // first visit: loads the page's code; a page without a table within 5 s is no list
    await item(trail.at(-1)).click();
    const first = await Promise.race([
      rowsShown().then(() => true),
      page.waitForTimeout(5000).then(() => false),
    ]);
    await page.waitForLoadState('networkidle');
    await closeTab(path);
    if (!first) {
      skipped.push(path);
      continue;
    }
    const times = [];
    const revisits = [];
    for (let i = 0; i < RUNS; i++) {
      // warm: the code is in the browser's cache, nothing is in the page's memory (a reload)
      await page.goto(`${base}/home`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await open(trail);
      const shown = rowsShown();
      await item(trail.at(-1)).click();
      const at = await shown;
      times.push(at - (await page.evaluate(() => window.__benchClickAt)));
      await page.waitForLoadState('networkidle');
      await closeTab(path);
      // revisit: the same tab opened again (code and data in memory; the list asks again)
      await page.waitForTimeout(300);
      await open(trail);
      const again = rowsShown();
      await item(trail.at(-1)).click();
      revisits.push((await again) - (await page.evaluate(() => window.__benchClickAt)));
      await page.waitForLoadState('networkidle');
      await closeTab(path);
    }
    lists[path] = { medianMs: median(times), runs: times.map(Math.round), revisitMs: median(revisits) };
    console.log(
      `${path}: ${lists[path].medianMs} ms (${lists[path].runs.join(', ')}); revisit ${lists[path].revisitMs} ms`,
    );
  }
  await context.close();
  return { lists, skipped };
}

const browser = await launchChromium();
try {
  const signIn = ONLY ? null : await signInTimes(browser);
  if (signIn) console.log('sign-in', signIn);
  const { lists, skipped } = await listTimes(browser);
  const worst = Math.max(...Object.values(lists).map((l) => l.medianMs));
  const signInOverEmpty = signIn ? signIn.formVisibleMs - signIn.emptyPageMs : null;
  if (!ONLY)
    writeResult(
      'screens',
      {
        signInFormVisibleMs: signIn.formVisibleMs,
        emptyPageLoadMs: signIn.emptyPageMs,
        signInOverEmptyMs: signInOverEmpty,
        worstListMs: worst,
        ...Object.fromEntries(Object.entries(lists).map(([p, l]) => [`list ${p}`, l.medianMs])),
        notLists: skipped.join(' '),
        runs: RUNS,
      },
      `sign-in form visible within ${AIM_MS} ms of an empty page (cold); menu click to first rows <= ${AIM_MS} ms for every admin list (median of ${RUNS}, warm)`,
      signInOverEmpty <= AIM_MS && worst <= AIM_MS,
    );
} finally {
  await browser.close();
}
