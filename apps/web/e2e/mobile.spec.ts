import { expect, test } from '@playwright/test';
import { resetLanguage, sidebar, signIn } from './support';

test.use({ viewport: { width: 375, height: 740 } });
// a language picked from the top bar is saved for the account and applied at its next sign-in
test.afterEach(({ request }) => resetLanguage(request, 'admin'));

test('at 375 px the sidebar is a drawer that closes on navigation', async ({ page }) => {
  await signIn(page);
  await expect(page.locator('.shell-sider')).toHaveCount(0);
  await expect(sidebar(page)).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('mobile-zh-375.png') });
  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar(page)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('mobile-drawer-zh-375.png') });
  await sidebar(page).getByText('用户管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/permission\/user$/);
  await expect(sidebar(page)).toBeHidden();
});

test('at 375 px nothing overflows sideways and the less important actions sit in a menu', async ({
  page,
}) => {
  await signIn(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByTestId('fullscreen-toggle')).toHaveCount(0);
  await page.getByTestId('top-bar-more').click();
  await page.getByRole('menuitem', { name: '语言' }).hover();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('home-greeting')).toContainText('Hello');
  await page.screenshot({ path: test.info().outputPath('mobile-en-375.png') });
});

test('a desktop layout choice still gives phones the drawer', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('tessera.settings') ?? '{}') as object;
    localStorage.setItem('tessera.settings', JSON.stringify({ ...stored, layoutType: 'functional' }));
  });
  await page.reload();
  await expect(page.getByTestId('top-menu')).toHaveCount(0);
  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar(page)).toBeVisible();
});
