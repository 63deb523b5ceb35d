import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** Locks the screen from the user menu. */
async function lock(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '锁定屏幕' }).click();
  await expect(page).toHaveURL(/\/lockScreen$/);
}

test('a locked screen survives a reload, keeps every page on /lockScreen and unlocks back to where the user was', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/permission/user');
  await expect(page).toHaveURL(/\/permission\/user$/);
  await lock(page);
  await page.reload();
  await expect(page).toHaveURL(/\/lockScreen$/);
  await expect(page.getByTestId('lock-user')).toContainText('admin');
  for (const path of ['/home', '/permission/user', '/no/such/page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/lockScreen$/);
  }
  const password = page.getByLabel('密码');
  await password.fill('wrong');
  await page.getByTestId('unlock-submit').click();
  await expect(page.locator('.lock-form .ant-form-item-explain-error')).toHaveText('密码错误');
  await expect(page).toHaveURL(/\/lockScreen$/);
  await password.fill('123456');
  await page.getByTestId('unlock-submit').click();
  await expect(page).toHaveURL(/\/permission\/user$/);
  await page.reload();
  await expect(page).toHaveURL(/\/permission\/user$/);
});

test('the lock screen unlocks by keyboard alone', async ({ page }) => {
  await signIn(page, 'admin');
  await lock(page);
  await expect(page.getByLabel('密码')).toBeFocused();
  await page.keyboard.type('123456');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
});

test('signing out from the lock screen asks first, then leaves for /login unlocked', async ({ page }) => {
  await signIn(page, 'admin');
  await lock(page);
  await page.getByTestId('lock-sign-out').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('您确定要退出应用程序吗?');
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page).toHaveURL(/\/lockScreen$/);
  await page.getByTestId('lock-sign-out').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  expect(await page.evaluate(() => localStorage.getItem('tessera.isLock'))).toBeNull();
});

test('the lock screen is usable at phone width and has no serious accessibility violations', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await lock(page);
  await page.setViewportSize({ width: 375, height: 740 });
  const submit = page.getByTestId('unlock-submit');
  await expect(submit).toBeInViewport();
  const box = await page.locator('.lock-card').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});
