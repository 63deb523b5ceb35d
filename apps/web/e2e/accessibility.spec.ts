import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, submitLogin, tokenOf } from './support';

/** The menu fields the journey reads from `CurrentUser`. */
interface Menu {
  type: number;
  urlAddress: string;
  children?: Menu[];
}

const ZH = { code: 'zh', button: '简体中文' } as const;
const ZHTW = { code: 'zhtw', button: '繁體中文' } as const;
const EN = { code: 'en', button: 'English' } as const;

/**
 * Each width with the languages scanned at it. What axe finds depends on the layout (the width),
 * not on the words: a missing text would be a missing key, which the locale files' types refuse.
 * So every screen is scanned once at each width (simplified Chinese, the default, wide; traditional
 * Chinese narrow), and English, the language with the longest words, on the shell and a sample of
 * screens of each kind (lists, trees, forms, designer): every language and both widths are covered
 * in about half the CI time of scanning every screen in every language (issue 15).
 */
const PASSES = [
  { size: { width: 1440, height: 900 }, languages: [ZH], only: undefined },
  { size: { width: 375, height: 812 }, languages: [ZHTW], only: undefined },
  {
    size: { width: 1440, height: 900 },
    languages: [EN],
    only: [
      '/permission/user',
      '/permission/organize',
      '/system/menu',
      '/systemData/dictionary',
      '/onlineDev/webDesign',
    ],
  },
] as const;

/** Pages every signed-in user reaches outside the menu (the user menu, the message centre). */
const SHELL_PAGES = ['/profile', '/messageRecord'];

/** Page menus (type 2) of the tree, as route paths. */
function menuPaths(menus: readonly Menu[]): string[] {
  return menus.flatMap((menu) => {
    if (menu.children?.length) return menuPaths(menu.children);
    return menu.type === 2 ? [`/${menu.urlAddress.replace(/^\/+/, '').split('?')[0]}`] : [];
  });
}

/** Serious and critical axe findings in the page (or only in `scope`), one line per rule. */
async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/** Waits until the screen at `path` shows its heading (or is a placeholder) and nothing loads. */
async function settled(page: Page, path: string): Promise<void> {
  const heading = page.locator('main > :not([data-a11y-left]) :is(h1, h4):visible');
  const placeholder = page.locator('[data-testid=placeholder-path]:visible').filter({ hasText: path });
  await expect(heading.or(placeholder).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-spin-spinning:visible, .ant-skeleton-active:visible')).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** Client-side navigation (no reload), as a click on the sidebar would do. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    // the screen shown now is marked, so waiting for the next one never settles on it
    for (const old of document.querySelectorAll('main > *')) old.setAttribute('data-a11y-left', '');
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
  await settled(page, path);
}

/** Opens /login in a language, checks it, signs the admin in; returns the menu's page paths. */
async function signInIn(page: Page, button: string, check: (screen: string) => Promise<void>) {
  await page.goto('/login');
  await page.getByTestId('language-switch').getByRole('button', { name: button }).click();
  await expect(page.getByTestId('language-switch').getByRole('button', { name: button })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await check('/login');
  await submitLogin(page, 'admin');
  // the password hash is slow on a busy machine
  await expect(page.getByTestId('home-greeting')).toBeVisible({ timeout: 30_000 });
  const me = await api<{ menuList: Menu[] }>(
    page.request,
    await tokenOf(page),
    'GET',
    '/api/oauth/CurrentUser',
  );
  return menuPaths(me.menuList);
}

for (const { size, languages, only } of PASSES) {
  const names = languages.map((l) => l.code).join(' and ');
  const which = only ? `the shell and ${only.length} screens` : 'every real screen';
  test(`${which} in ${names} at ${size.width}px has no serious or critical axe violation`, async ({
    browser,
  }) => {
    // about 50 scans: 1.5 to 3 minutes; a 2-core machine shared with other work needs the room
    test.setTimeout(600_000);
    const failures: string[] = [];
    let scanned = 0;
    const placeholders = new Set<string>();
    for (const language of languages) {
      // a fresh context per language: no language or session left over from the previous one
      const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
      // one mounted page at a time (no kept-alive tabs), so each scan reads only the screen shown
      await context.addInitScript(() =>
        localStorage.setItem('tessera.settings', JSON.stringify({ useCache: false })),
      );
      const page = await context.newPage();
      const check = async (screen: string, scope?: string) => {
        scanned += 1;
        for (const line of await seriousViolations(page, scope)) {
          const failure = `${size.width}px ${language.code} ${screen}: ${line}`;
          failures.push(failure);
          // kept in the report even when a busy machine runs the test out of time
          test.info().annotations.push({ type: 'axe', description: failure });
        }
      };
      const paths = await signInIn(page, language.button, check);
      await settled(page, '/home');
      // the whole shell (sidebar, top bar, tabs) once, then each screen's own content
      await check('/home');
      const walk = only ? only.filter((p) => paths.includes(p) || SHELL_PAGES.includes(p)) : paths;
      if (only) expect(walk, 'the sampled screens are in the menu').toHaveLength(only.length);
      for (const path of [...SHELL_PAGES, ...walk]) {
        await visit(page, path);
        if (await page.locator('[data-testid=placeholder-path]:visible').count()) {
          placeholders.add(path);
          continue;
        }
        await check(path, 'main');
      }
      await context.close();
    }
    test.info().annotations.push({
      type: 'screens',
      description: `${scanned} scans; ${placeholders.size} "coming soon" placeholders skipped: ${[...placeholders].join(' ')}`,
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test('the light sidebar and the lightest theme colour keep the shell and a few screens readable', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  // yellow is the theme colour that needs the most darkening; the light sidebar the other style
  await context.addInitScript(() =>
    localStorage.setItem(
      'tessera.settings',
      JSON.stringify({ useCache: false, themeClass: 'yellow', slideClass: 'lightWhite' }),
    ),
  );
  const page = await context.newPage();
  const failures: string[] = [];
  await signInIn(page, '简体中文', async () => undefined);
  await settled(page, '/home');
  failures.push(...(await seriousViolations(page)).map((line) => `/home: ${line}`));
  for (const path of ['/system/menu', '/permission/user', '/profile']) {
    await visit(page, path);
    failures.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
  }
  await context.close();
  expect(failures, failures.join('\n')).toEqual([]);
});
