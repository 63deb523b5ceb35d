import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetLanguage, shot, sidebar, signIn } from './support';

test.afterEach(({ request }) => resetLanguage(request, 'admin', 'zhangsan'));

/** Switches the interface language from the top bar and waits for the menus in it. */
async function switchTo(page: Page, name: 'English' | '繁體中文' | '简体中文') {
  const saved = page.waitForResponse((r) => r.url().includes('/SystemLanguage'));
  await page.getByTestId('language-select').click();
  await page.getByRole('menuitem', { name }).click();
  await saved;
}

/** The tree row of a node whose title reads exactly `name`. */
const treeNode = (tree: Locator, name: string) =>
  tree.locator('.ant-tree-treenode').filter({ has: tree.page().getByText(name, { exact: true }) });

/** Screenshots of the menus and authorisation pages at 1440 and 375 px. */
async function pages(page: Page, lang: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.goto('/system/menu');
    await expect(page.getByTestId('menus-page').locator('.ant-table-row').first()).toBeVisible();
    await shot(page, `menus-${lang}-${width}`, true);
    await page.goto('/permission/authorize');
    await expect(page.getByTestId('authorize-type')).toBeVisible();
    await shot(page, `authorize-${lang}-${width}`, true);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('in English the sidebar, tabs, headings and grant trees use the menus’ English names', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await switchTo(page, 'English');
  await expect(page.getByText('Language switched')).toBeVisible();
  await expect(sidebar(page).getByText('Permissions', { exact: true })).toBeVisible();
  await sidebar(page).getByText('System', { exact: true }).click();
  await expect(sidebar(page).getByText('Announcements', { exact: true })).toBeVisible();

  await page.goto('/permission/authorize');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authorisation');
  await expect(page).toHaveTitle('Authorisation - Tessera');
  await page.getByTestId('authorize-type').getByText('Role', { exact: true }).click();
  await page.getByTestId('authorize-object-普通员工').click();
  const menus = page.getByTestId('authorize-tree-module');
  await expect(treeNode(menus, 'Announcements')).toBeVisible();
  await treeNode(menus, 'Announcements').locator('.ant-tree-checkbox').click();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/Authority/Data/'),
  );
  await page.getByTestId('authorize-save').click();
  expect(await (await saved).json()).toMatchObject({ code: 200 });
  // The grant holds after a reload.
  await page.reload();
  await page.getByTestId('authorize-type').getByText('Role', { exact: true }).click();
  await page.getByTestId('authorize-object-普通员工').click();
  await expect(treeNode(menus, 'Announcements').locator('.ant-tree-checkbox-checked')).toBeVisible();

  await page.goto('/system/menu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menus');
  await expect(page.getByText('Numbering rules', { exact: true }).first()).toBeVisible();
  await pages(page, 'en');

  await switchTo(page, '繁體中文');
  await expect(sidebar(page).getByText('組織權限', { exact: true })).toBeVisible();
  await page.goto('/permission/authorize');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('權限管理');
  await pages(page, 'zhtw');
  await switchTo(page, '简体中文');
});

test('the language a user chose in one browser applies when they sign in in another', async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await browser.newContext();
  const a = await first.newPage();
  await signIn(a, 'zhangsan');
  await switchTo(a, 'English');
  await first.close();

  const second = await browser.newContext({ locale: 'zh-CN' });
  const b = await second.newPage();
  await signIn(b, 'zhangsan');
  await expect(b.locator('html')).toHaveAttribute('lang', 'en');
  await expect(b.getByTestId('home-greeting')).toContainText('Hello');
  await expect(sidebar(b).getByText('Workflow', { exact: true })).toBeVisible();
  await switchTo(b, '简体中文');
  await second.close();
});
