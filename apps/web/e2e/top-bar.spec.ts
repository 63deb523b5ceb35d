import { expect, test } from '@playwright/test';
import { sidebar, signIn } from './support';

test('the route search finds a page by keyboard and lands on it', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('route-search-button').focus();
  await page.keyboard.press('Enter');
  const input = page.getByRole('combobox', { name: '搜索：导航菜单' });
  await expect(input).toBeFocused();
  await page.keyboard.type('角色');
  const option = page.getByRole('option', { name: /组织权限 > 角色管理/ });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/permission\/role$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the route search moves with the arrow keys and closes with Esc', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('route-search-button').click();
  // keys typed before the opening dialog focuses its box would be lost
  await expect(page.getByRole('combobox')).toBeFocused();
  await page.keyboard.type('管理');
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page).toHaveURL(/\/home$/);
});

test('the size selector stores the size and confirms', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('size-select').click();
  await page.getByRole('menuitem', { name: '小型' }).click();
  await expect(page.getByText('切换大小成功')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tessera.size'))).toBe('small');
});

test('full screen warns when the browser does not support it', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
  });
  await signIn(page);
  await page.getByTestId('fullscreen-toggle').click();
  await expect(page.getByText('您的浏览器不支持全屏')).toBeVisible();
});

test('the bell opens the 站内消息 drawer and the settings button opens settings', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '站内消息' }).click();
  const drawer = page.getByRole('dialog', { name: '站内消息' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('messages-list')).toBeVisible();
  await expect(drawer.getByTestId('messages-read-all')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByTestId('settings-button').click();
  await expect(page.locator('.ant-drawer-open')).toBeVisible();
});

test('the lock button locks the screen', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('lock-button').click();
  await expect(page).toHaveURL(/\/lockScreen$/);
  expect(await page.evaluate(() => localStorage.getItem('tessera.isLock'))).toBe('1');
});

test('the user menu offers switching application with the current one disabled', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '切换应用' }).hover();
  const popup = page.locator('.ant-dropdown-menu-submenu-popup');
  await expect(popup.getByRole('menuitem')).toHaveCount(2);
  await expect(popup.locator('[role="menuitem"][aria-disabled="true"]')).toHaveCount(1);
});

test('switching application shows its menus and is remembered after a reload', async ({ page }) => {
  await signIn(page, 'heping');
  await expect(sidebar(page).getByText('组织权限', { exact: true })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '切换应用' }).hover();
  const popup = page.locator('.ant-dropdown-menu-submenu-popup');
  await popup.locator('[role="menuitem"]:not([aria-disabled="true"])').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(sidebar(page).getByText('组织权限', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(sidebar(page).getByText('组织权限', { exact: true })).toHaveCount(0);
});

test('the search, language and other items follow the settings', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('tessera.settings') ?? '{}') as object;
    localStorage.setItem(
      'tessera.settings',
      JSON.stringify({ ...stored, showSearch: false, showLanguage: false }),
    );
  });
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('route-search-button')).toHaveCount(0);
  await expect(page.getByTestId('language-select')).toHaveCount(0);
});
