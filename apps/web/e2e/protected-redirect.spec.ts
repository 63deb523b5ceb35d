import { expect, test } from '@playwright/test';
import { submitLogin } from './support';

test('a protected address while signed out goes to /login and returns there after sign-in', async ({
  page,
}) => {
  await page.goto('/permission/role?tab=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpermission%2Frole%3Ftab%3D2$/);
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/\/permission\/role\?tab=2$/);
  await expect(page.getByTestId('roles-page')).toBeVisible();
});

test('a signed-in user opening /login goes home', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});
