import { expect, test } from '@playwright/test';
import { sidebar, signIn } from './support';

test('sign-in lands on /home with the server menus in the sidebar', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByTestId('home-greeting')).toContainText('你好');
  await expect(page).toHaveTitle('首页 - Tessera');
  const menu = sidebar(page);
  for (const title of [
    '组织权限',
    '系统管理',
    '数据应用',
    '在线开发',
    '流程中心',
    '消息中心',
    '代码生成',
    '示例',
  ]) {
    await expect(menu.getByText(title, { exact: true })).toBeVisible();
  }
  // a built-in page without a component yet shows the placeholder, titled from the menu
  // the first group opens by default on /home; unfold it only if it is still closed
  const group = menu.getByRole('menuitem', { name: '组织权限' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByText('分级管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/permission\/gradeManage$/);
  await expect(page.getByTestId('placeholder-path')).toHaveText('/permission/gradeManage');
  await expect(page).toHaveTitle('分级管理 - Tessera');
});
