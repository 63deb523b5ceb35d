import { expect, test, type Locator, type Page } from '@playwright/test';
import { sidebar, signIn } from './support';

/** The tree row of a node whose title reads exactly `name`. */
function treeNode(tree: Locator, name: string): Locator {
  return tree.locator('.ant-tree-treenode').filter({ has: tree.page().getByText(name, { exact: true }) });
}

/** Opens the authorisation page on one object of a type. */
async function pick(page: Page, typeLabel: string, name: string, keyword?: string) {
  await page.goto('/permission/authorize');
  await page.getByTestId('authorize-type').getByText(typeLabel, { exact: true }).click();
  if (keyword) {
    await page.getByTestId('authorize-keyword').locator('input').fill(keyword);
    await page.getByTestId('authorize-keyword').locator('input').press('Enter');
  }
  await page.getByTestId(`authorize-object-${name}`).click();
  await expect(page.getByTestId('authorize-object-name')).toHaveText(name);
  await expect(page.getByTestId('authorize-tree-module')).toBeVisible();
}

/** Saves and waits for the server's answer. */
async function save(page: Page) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/Authority/Data/'),
  );
  await page.getByTestId('authorize-save').click();
  expect(await (await saved).json()).toMatchObject({ code: 200 });
}

test('a role gets a menu with one button, its user sees it, and loses it on revocation', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await pick(page, '角色', '普通员工');
  const menus = page.getByTestId('authorize-tree-module');
  await treeNode(menus, '用户管理').locator('.ant-tree-checkbox').click();
  await page.getByTestId('authorize-tab-button').click();
  const buttons = page.getByTestId('authorize-tree-button');
  // only the ticked menus' buttons are offered
  await expect(treeNode(buttons, '用户管理')).toBeVisible();
  await expect(treeNode(buttons, '角色管理')).toHaveCount(0);
  // the first leaf under 用户管理 is its 新增 (btn_add); 普通员工's workflow menus have one too
  const add = treeNode(buttons, '用户管理').locator('xpath=following-sibling::div[1]');
  await expect(add).toContainText('btn_add');
  await add.locator('.ant-tree-checkbox').click();
  await save(page);

  // zhangsan (普通员工) signs in elsewhere and finds the menu
  const other = await browser.newContext({ locale: 'zh-CN', reducedMotion: 'reduce' });
  const zhangsan = await other.newPage();
  await signIn(zhangsan, 'zhangsan');
  await expect(sidebar(zhangsan)).toContainText('组织权限');
  // the directory may start open or closed: toggle until its page shows
  await expect(async () => {
    await sidebar(zhangsan).getByText('组织权限', { exact: true }).click();
    await expect(sidebar(zhangsan).getByText('用户管理', { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });

  // the effective permissions name the role as the source
  await pick(page, '用户', '张三', 'zhangsan');
  await page.getByTestId('authorize-effective').click();
  const drawer = page.getByTestId('authorize-effective-drawer');
  await expect(drawer.getByText('用户管理', { exact: true })).toBeVisible();
  await expect(drawer.getByText('角色: 普通员工').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // the administrator takes the menu back: zhangsan's page refreshes without him doing anything
  await pick(page, '角色', '普通员工');
  await treeNode(page.getByTestId('authorize-tree-module'), '用户管理').locator('.ant-tree-checkbox').click();
  await save(page);
  await expect(sidebar(zhangsan)).not.toContainText('组织权限', { timeout: 20_000 });
  await other.close();
});

for (const lang of ['zh', 'en'] as const) {
  test(`authorisation page screenshots in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
    await signIn(page, 'admin');
    const [role, user] = lang === 'zh' ? ['角色', '用户'] : ['Role', 'User'];
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await page.goto('/permission/authorize');
      await page.getByTestId('authorize-type').getByText(role, { exact: true }).click();
      await page.getByTestId('authorize-object-人事人员').click();
      await expect(page.getByTestId('authorize-tree-module')).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`authorize-${lang}-${width}.png`),
        fullPage: true,
      });
      await page.getByTestId('authorize-tab-button').click();
      await expect(page.getByTestId('authorize-tree-button')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`authorize-buttons-${lang}-${width}.png`) });
      await page.getByTestId('authorize-type').getByText(user, { exact: true }).click();
      await page.getByTestId('authorize-object-周八').click();
      await page.getByTestId('authorize-effective').click();
      await expect(page.getByTestId('authorize-effective-drawer').locator('.ant-tree')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`authorize-effective-${lang}-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  });
}
