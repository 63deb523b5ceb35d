// Issue 18 point 5: a generated list page showing 10,000 rows in one page (a design without paging
// loads every row) renders virtualised without freezing the tab. Starts its own server in this
// process (SQLite in a scratch folder, the built web app from WEB_DIST or apps/web/dist, port
// BENCH_BROWSER_PORT or 3450), releases the 30-field bench design with hasPage false, loads
// BIG_ROWS rows, then in Chromium (playwright-core, /usr/bin/chromium) opens the page from the
// signed-in shell and scrolls the table from top to bottom. Figures: the longest main-thread task
// (Long Tasks API) while the page loads and while it scrolls (aim < 200 ms), the time to the
// first rows, and the table rows in the DOM (a virtual table keeps a screenful).
// Run: node --import tsx bench/online-list-browser.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../tools/chromium.mjs';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { createDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { SEED_PASSWORD_MD5, seedDatabase } from '../apps/server/src/db/seed';
import { bulkLoad, releaseDesign } from './online-list-data.mjs';
import { writeResult } from './write-result.mjs';

const ROWS = Number(process.env.BIG_ROWS ?? 10_000);
const PORT = Number(process.env.BENCH_BROWSER_PORT ?? 3450);
const WEB_DIST = process.env.WEB_DIST ?? path.resolve('apps/web/dist');
const AIM_MS = 200;
const base = `http://127.0.0.1:${PORT}`;

/** Collects every long task (> 50 ms) of the page from its first script on. */
const PROBE = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-online-list-browser-'));
const database = createDatabase({ sqliteFile: path.join(dir, 'tessera.db') });
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    ALLOW_DEFAULT_ADMIN_PASSWORD: 'true',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '100000',
    DATA_DIR: dir,
    WEB_DIST,
  }),
  database,
  logger: false,
});
let browser;
try {
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/oauth/Login',
    payload: { account: 'admin', password: SEED_PASSWORD_MD5 },
  });
  const token = login.json().data.token;
  const call = async (method, url, payload) => {
    const body = (await app.inject({ method, url, payload, headers: { authorization: token } })).json();
    if (body.code !== 200) throw new Error(`${method} ${url}: ${body.code} ${body.msg}`);
    return body.data;
  };
  const design = await releaseDesign(call, database.db, { code: 'bench_big', hasPage: false });
  const orgs = (await database.db.selectFrom('base_organize').select('id').execute()).map((r) => r.id);
  const users = (await database.db.selectFrom('base_user').select('id').execute()).map((r) => r.id);
  await bulkLoad(database.db, database.dialect, design, ROWS, { orgs, users, positions: [] });
  await app.listen({ port: PORT, host: '127.0.0.1' });

  // the server's share: one list call of every row, as the page asks for it
  let t = performance.now();
  const all = await call('POST', `/api/visualdev/OnlineDev/${design.id}/List`, {
    currentPage: 1,
    pageSize: 10_000,
  });
  const serverMs = Math.round(performance.now() - t);
  if (all.list.length !== Math.min(ROWS, 10_000)) throw new Error(`listed ${all.list.length} rows`);

  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(PROBE);
  await page.goto(`${base}/login`);
  await page.locator('#login-account').fill('admin');
  await page.locator('#login-password').fill('123456');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/home$/);
  await page.waitForLoadState('networkidle');

  // open the list inside the running shell (no reload: the shell's own start is not the list's)
  const loadFrom = await page.evaluate((to) => {
    window.__longTasks = [];
    const at = performance.now();
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return at;
  }, `/model/${design.menuCode}`);
  const listPage = page.getByTestId('online-list-page');
  await listPage.locator('.ant-table-row').first().waitFor({ timeout: 60_000 });
  const shownAt = await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => r(performance.now()))),
  );
  await page.waitForTimeout(500); // tasks right after the first rows belong to the load
  const loadTasks = await page.evaluate(() => window.__longTasks.splice(0));
  const domRows = await listPage.locator('.ant-table-row').count();

  // scroll the table body from the top to the bottom with the wheel, a frame between steps
  const holder = listPage.locator('.ant-table-tbody-virtual-holder, .ant-table-body').first();
  const box = await holder.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
  t = performance.now();
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  }
  // then a jump to the end and back to the top, as a dragged scrollbar does
  for (const top of [1e9, 0]) {
    await holder.evaluate((el, y) => {
      el.scrollTop = y;
    }, top);
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
    );
  }
  const scrollMs = Math.round(performance.now() - t);
  await page.waitForTimeout(300);
  const scrollTasks = await page.evaluate(() => window.__longTasks.splice(0));
  const longest = (tasks) => Math.round(Math.max(0, ...tasks.map((x) => x.ms)));
  const figures = {
    rows: ROWS,
    serverListAllRowsMs: serverMs,
    firstRowsMs: Math.round(shownAt - loadFrom),
    tableRowsInDom: domRows,
    longestTaskLoadingMs: longest(loadTasks),
    longTasksLoading: loadTasks.length,
    longestTaskScrollingMs: longest(scrollTasks),
    longTasksScrolling: scrollTasks.length,
    scrollStepsMs: scrollMs,
    aimLongestTaskMs: `< ${AIM_MS}`,
  };
  writeResult(
    'online-list-browser',
    figures,
    `${ROWS} rows in one page: longest main-thread task < ${AIM_MS} ms while loading and while scrolling (Chromium)`,
    figures.longestTaskLoadingMs < AIM_MS && figures.longestTaskScrollingMs < AIM_MS,
  );
} finally {
  await browser?.close();
  await app.close();
  await database.db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
