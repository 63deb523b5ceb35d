import { expect, test } from '@playwright/test';
import { resetLanguage, sidebar, signIn } from './support';

test.afterEach(({ request }) => resetLanguage(request, 'admin'));

test('switching to English and traditional Chinese changes menu titles and antd widgets', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.getByTestId('language-select').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText('Language switched')).toBeVisible();
  await expect(sidebar(page).getByText('Permissions', { exact: true })).toBeVisible();
  await expect(page.getByTestId('home-greeting')).toContainText('Hello');
  await expect(page).toHaveTitle('Home - Tessera');
  // an antd widget: the confirmation buttons follow the locale
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to sign out?');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByTestId('language-select').click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
  await expect(page.getByText('切換語言成功')).toBeVisible();
  await expect(sidebar(page).getByText('組織權限', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tessera.language'))).toBe('zhtw');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

  // the choice survives a reload
  await page.reload();
  await expect(sidebar(page).getByText('組織權限', { exact: true })).toBeVisible();
});

test('the sign-in page switches language too', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-switch').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});
