import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('an unknown path shows /404 with a way home', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('strong').filter({ hasText: '页面不存在' })).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the /redirect helper goes back to the path after it', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/redirect/permission/user?x=1');
  await expect(page).toHaveURL(/\/permission\/user\?x=1$/);
});
