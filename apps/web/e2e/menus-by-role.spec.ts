import { expect, test, type Page } from '@playwright/test';
import { sidebar, signIn } from './support';

async function topLevelCount(page: Page): Promise<number> {
  return sidebar(page).locator(':scope > li').count();
}

test('the ordinary user zhangsan sees fewer menus than admin', async ({ browser }) => {
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, 'admin');
  const adminCount = await topLevelCount(adminPage);

  const userPage = await (await browser.newContext()).newPage();
  await signIn(userPage, 'zhangsan');
  const userCount = await topLevelCount(userPage);

  expect(userCount).toBeGreaterThan(1);
  expect(userCount).toBeLessThan(adminCount);
  await expect(sidebar(userPage).getByText('系统管理', { exact: true })).toHaveCount(0);
});
