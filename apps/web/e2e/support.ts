import { expect, type Page } from '@playwright/test';

/** Seeded accounts (fictitious data); every one has the password 123456. */
export const PASSWORD = '123456';

/** Fills the sign-in form and submits it. */
export async function submitLogin(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.locator('#login-account').fill(account);
  await page.locator('#login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Opens /login, signs in and waits for the home page. */
export async function signIn(page: Page, account = 'admin'): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
}

/** The visible top-level and nested menu titles of the sidebar. */
export function sidebar(page: Page) {
  return page.getByTestId('sidebar-menu');
}
