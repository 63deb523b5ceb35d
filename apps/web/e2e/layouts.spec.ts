import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sidebar, signIn } from './support';

type Layout = 'classic' | 'functional' | 'blend' | 'plain';

/** Switches the layout through the persisted settings, then reloads. */
async function useLayout(page: Page, layoutType: Layout, extra: Record<string, unknown> = {}) {
  await page.evaluate(
    ([layout, more]) => {
      const stored = JSON.parse(localStorage.getItem('tessera.settings') ?? '{}') as object;
      localStorage.setItem('tessera.settings', JSON.stringify({ ...stored, ...more, layoutType: layout }));
    },
    [layoutType, extra] as const,
  );
  await page.reload();
  await expect(page.locator(`[data-layout="${layoutType}"]`)).toBeVisible();
  await expect(page.getByTestId('home-greeting')).toBeVisible();
}

async function seriousViolations(page: Page) {
  await page.mouse.move(700, 600);
  await page.waitForTimeout(400); // hover popups close
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const topMenu = (page: Page) => page.getByTestId('top-menu');

test('classic shows the whole tree in the side menu with the first group open on /home', async ({ page }) => {
  await signIn(page);
  await useLayout(page, 'classic');
  await expect(topMenu(page)).toHaveCount(0);
  await expect(sidebar(page).getByText('组织权限', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('用户管理', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('classic-zh-1440.png') });
  expect(await seriousViolations(page)).toEqual([]);
});

test('functional shows the tree as a top menu and no side menu', async ({ page }) => {
  await signIn(page);
  await useLayout(page, 'functional');
  await expect(sidebar(page)).toHaveCount(0);
  await topMenu(page).getByText('组织权限', { exact: true }).click();
  await page.getByRole('menuitem', { name: '用户管理' }).click();
  await expect(page).toHaveURL(/\/permission\/user$/);
  await page.screenshot({ path: test.info().outputPath('functional-zh-1440.png') });
  expect(await seriousViolations(page)).toEqual([]);
});

test('blend: picking a top group changes the side menu to its children', async ({ page }) => {
  await signIn(page);
  await useLayout(page, 'blend');
  await topMenu(page).getByText('系统管理', { exact: true }).click();
  await expect(sidebar(page).getByText('系统配置', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('用户管理', { exact: true })).toHaveCount(0);
  await topMenu(page).getByText('组织权限', { exact: true }).click();
  await expect(sidebar(page).getByText('用户管理', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText('系统配置', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('blend-zh-1440.png') });
  expect(await seriousViolations(page)).toEqual([]);
});

test('plain shows a collapsed side menu of icons only', async ({ page }) => {
  await signIn(page);
  await useLayout(page, 'plain');
  await expect(page.locator('.shell-sider')).toHaveCSS('width', '64px');
  await expect(page.getByTestId('sidebar-toggle')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('plain-zh-1440.png') });
  expect(await seriousViolations(page)).toEqual([]);
});

test('top-menu items beyond the width go into the 更多 overflow submenu', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page);
  await useLayout(page, 'functional');
  const more = topMenu(page).getByText('更多', { exact: true });
  await expect(more).toBeVisible();
  await more.hover();
  await expect(page.locator('.ant-menu-submenu-popup').getByText('系统管理', { exact: true })).toBeVisible();
});

test('the light sidebar, hidden logo and hidden tab bar follow the settings', async ({ page }) => {
  await signIn(page);
  await useLayout(page, 'classic', { slideClass: 'lightWhite', sidebarLogo: false, tagsView: false });
  await expect(sidebar(page)).toHaveClass(/ant-menu-light/);
  await expect(page.locator('.shell-sider .shell-brand')).toHaveCount(0);
  await expect(page.getByTestId('tags-view')).toHaveCount(0);
});

test('the logo links to / which lands on /home', async ({ page }) => {
  await signIn(page);
  await page.goto('/permission/user');
  await page.locator('.shell-sider .shell-brand').click();
  await expect(page).toHaveURL(/\/home$/);
});

for (const [layout, language, group] of [
  ['functional', 'en', 'Permissions'],
  ['blend', 'zhtw', '組織權限'],
  ['classic', 'zhtw', '組織權限'],
  ['plain', 'en', 'Home'],
] as const) {
  test(`${layout} shows its menus in ${language}`, async ({ page }) => {
    await signIn(page);
    await page.evaluate((lang) => localStorage.setItem('tessera.language', lang), language);
    await useLayout(page, layout);
    const menus = layout === 'classic' || layout === 'plain' ? sidebar(page) : topMenu(page);
    if (layout === 'plain') await expect(menus.getByRole('menuitem', { name: group })).toBeAttached();
    else await expect(menus.getByText(group, { exact: true })).toBeVisible();
    await page.mouse.move(700, 600);
    await page.screenshot({ path: test.info().outputPath(`${layout}-${language}-1440.png`) });
  });
}
