import { expect, test } from '@playwright/test';
import { apiToken } from './support';

test('/sso with a valid token lands on /home signed in', async ({ page, request }) => {
  const token = await apiToken(request);
  await page.goto(`/sso?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tessera.token'))).toBe(token);
});

test('/sso follows a same-site redirect and ignores an outside one', async ({ page, request }) => {
  await page.goto(`/sso?token=${encodeURIComponent(await apiToken(request))}&redirect=%2FmessageRecord`);
  await expect(page).toHaveURL(/\/messageRecord$/);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/sso?token=${encodeURIComponent(await apiToken(request))}&redirect=%2F%2Fevil.example`);
  await expect(page).toHaveURL(/\/home$/);
});

test('/sso with an invalid token goes to /login with the error and keeps no token', async ({ page }) => {
  await page.goto(`/sso?token=${encodeURIComponent('Bearer ' + 'x'.repeat(43))}`);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-error')).toContainText('登录凭证无效');
  expect(await page.evaluate(() => localStorage.getItem('tessera.token'))).toBeNull();
});

test('/sso with a confirmed scan ticket signs in', async ({ page, request }) => {
  const ticket = ((await (await request.get('/api/oauth/getTicket')).json()) as { data: { ticket: string } })
    .data.ticket;
  const phone = { headers: { Authorization: await apiToken(request) } };
  await request.post(`/api/oauth/ScanCode/${ticket}/Confirm`, phone);
  await page.goto(`/sso?ticket=${ticket}`);
  await expect(page).toHaveURL(/\/home$/);
});

test('/auth-redirect completes an external sign-in with token and theme', async ({ page, request }) => {
  const token = await apiToken(request);
  await page.goto(`/auth-redirect?token=${encodeURIComponent(token)}&theme=classic`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
});

test('/auth-redirect without a token goes back to /login', async ({ page }) => {
  await page.goto('/auth-redirect');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-error')).toBeVisible();
});
