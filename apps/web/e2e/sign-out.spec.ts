import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('sign-out asks for confirmation, returns to /login, and protected pages then redirect', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('您确定要退出应用程序吗?');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('tessera.token'))).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
});

test('cancelling the confirmation keeps the session', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(page).toHaveURL(/\/home$/);
});
