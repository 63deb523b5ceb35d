import { expect, test } from '@playwright/test';
import { submitLogin } from './support';

test('a wrong password shows the server error and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'admin', 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('账号或密码错误');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('tessera.token'))).toBeNull();
});

test('empty fields are refused before any call', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
});

test('caps lock warning and statement dialog', async ({ page }) => {
  await page.goto('/login');
  // a real caps-lock state cannot be set headless; the event carries it as the browser would
  await page.locator('#login-password').dispatchEvent('keyup', { key: 'A', modifierCapsLock: true });
  await expect(page.getByTestId('caps-lock-warning')).toBeVisible();
  await page.getByTestId('statement-link').click();
  await expect(page.getByRole('dialog')).toContainText('虚构的测试数据');
});

test('the caps-lock warning goes away when caps lock is off', async ({ page }) => {
  await page.goto('/login');
  const password = page.locator('#login-password');
  await password.dispatchEvent('keyup', { key: 'A', modifierCapsLock: true });
  await expect(page.getByTestId('caps-lock-warning')).toBeVisible();
  await password.dispatchEvent('keyup', { key: 'a', modifierCapsLock: false });
  await expect(page.getByTestId('caps-lock-warning')).toHaveCount(0);
});
