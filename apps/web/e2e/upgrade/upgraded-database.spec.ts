import { expect, test } from '@playwright/test';
import { UPGRADE_ROWS } from '../../../server/test/upgrade/fixtures/rows';
import { sidebar, signIn, submitLogin } from '../support';

// Runs only against a server opened on the previous release's database (E2E_UPGRADE=1, see
// scripts/test.sh): the current code has migrated it at start, and its users and rows still work.
const ROWS = UPGRADE_ROWS;

test('the previous release’s administrator signs in and finds its users and notices in the lists', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const menu = sidebar(page);
  const group = menu.getByRole('menuitem', { name: '组织权限' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByText('用户管理', { exact: true }).click();
  const users = page.getByTestId('users-page');
  const search = users.getByRole('searchbox', { name: '请输入账户、姓名或手机号' });
  await search.fill(ROWS.user.account);
  await search.press('Enter');
  const row = users.locator('.ant-table-row', { hasText: ROWS.user.account });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(ROWS.user.realName);
  await expect(users.getByRole('tree')).toContainText(ROWS.department.fullName);

  await menu.getByRole('menuitem', { name: '系统管理' }).click();
  await menu.getByText('系统公告', { exact: true }).click();
  const notices = page.getByTestId('notice-page');
  await expect(notices.locator('.ant-table-row', { hasText: ROWS.notice.title })).toHaveCount(1);
});

test('a user the previous release made signs in with the password it was given', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, ROWS.user.account, 'Upgrade#2026');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-greeting')).toContainText(ROWS.user.realName);
});
