import { expect, test, type Page } from '@playwright/test';
import { sidebar, signIn } from './support';

const tabBar = (page: Page) => page.getByTestId('tags-view');
const tab = (page: Page, title: string) => tabBar(page).locator('li', { hasText: title });

/** Opens menu pages through the side menu (in-app navigation keeps the tabs). */
async function openFromMenu(page: Page, titles: string[]) {
  for (const title of titles) {
    await sidebar(page).getByText(title, { exact: true }).click();
    await expect(tab(page, title)).toHaveClass(/is-active/);
  }
}

test('four tabs: middle-click closes one, close others keeps home and the picked tab', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, ['组织管理', '岗位管理', '用户管理', '角色管理']);
  await expect(tabBar(page).locator('li')).toHaveCount(5);

  await tab(page, '岗位管理').click({ button: 'middle' });
  await expect(tab(page, '岗位管理')).toHaveCount(0);
  await expect(page).toHaveURL(/\/permission\/role$/);

  await tab(page, '用户管理').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tabBar(page).locator('li')).toHaveCount(2);
  await expect(tab(page, '首页')).toBeVisible();
  await expect(page).toHaveURL(/\/permission\/user$/);
});

test('the affixed home tab has no close button and cannot be closed', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, ['用户管理']);
  await expect(tab(page, '首页').getByRole('button', { name: /关闭/ })).toHaveCount(0);
  await tab(page, '首页').click({ button: 'middle' });
  await expect(tab(page, '首页')).toBeVisible();
  await tab(page, '首页').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '关闭', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '关闭 用户管理' }).click();
  await expect(tabBar(page).locator('li')).toHaveCount(1);
  await expect(page).toHaveURL(/\/home$/);
});

test('refreshing a tab from its context menu renders that page afresh', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile');
  await page.waitForLoadState('networkidle');
  const field = page.locator('#baseInfo_realName');
  const saved = await field.inputValue();
  await field.fill('unsaved text');
  await tab(page, '个人信息').locator('button').first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(field).toHaveValue(saved);
});

test('tabs work by keyboard: Enter switches, Delete closes', async ({ page }) => {
  await signIn(page);
  await openFromMenu(page, ['组织管理', '用户管理']);
  await tab(page, '组织管理').getByRole('button', { name: '组织管理', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/permission\/organize$/);
  // the page that opens may take the focus once loaded; Delete acts on the focused tab
  await tab(page, '组织管理').getByRole('button', { name: '组织管理', exact: true }).focus();
  await page.keyboard.press('Delete');
  await expect(tab(page, '组织管理')).toHaveCount(0);
});

test('typed text survives switching tabs and coming back', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile');
  await page.waitForLoadState('networkidle');
  const field = page.locator('#baseInfo_realName');
  await expect(field).toBeVisible();
  await field.fill('keep-alive text');
  await sidebar(page).getByText('组织权限', { exact: true }).click();
  await sidebar(page).getByText('用户管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/permission\/user$/);
  await expect(field).toBeHidden();
  await tab(page, '个人信息').locator('button').first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(field).toHaveValue('keep-alive text');
});
