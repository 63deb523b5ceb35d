import { expect, test, type Locator, type Page } from '@playwright/test';
import { sidebar, signIn } from './support';

const CONFIRM = /确\s*定/;

/** The table row whose cell reads exactly `name`. */
function rowOf(scope: Page | Locator, name: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
}

/** Picks an option of an antd Select by its visible label. */
async function choose(page: Page, select: Locator, label: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByText(label, { exact: true }).click();
}

/** Saves the menu drawer and waits for it to close. */
async function save(page: Page, form: Locator) {
  await form.getByTestId('form-save').click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect(form).toBeHidden();
}

/** Searches the menu tree (a search expands every match). */
async function search(page: Page, keyword: string) {
  await page.getByTestId('menus-keyword').locator('input').fill(keyword);
  await page.getByTestId('menus-keyword').locator('input').press('Enter');
}

/** Clicks delete on a row and confirms the question that names what it deletes. */
async function remove(page: Page, row: Locator) {
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText(/将永久删除.+，是否继续？/)).toBeVisible();
  await page.getByRole('button', { name: CONFIRM }).click();
}

test('the administrator builds a directory and a page with two buttons, edits, sees and deletes them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const dir = `测试目录${stamp}`;
  const pageName = `测试页面${stamp}`;
  const renamed = `改名页面${stamp}`;
  await signIn(page, 'admin');
  await page.goto('/system/menu');
  await expect(rowOf(page, '系统管理')).toBeVisible();

  // a directory at the top level; a taken code and a javascript: link are refused first
  await page.getByTestId('menus-add').click();
  const form = page.getByTestId('menu-form');
  await choose(page, form.getByTestId('field-type'), '外链');
  await form.getByTestId('field-fullName').fill(dir);
  await form.getByTestId('field-enCode').fill(`e2e${stamp}`);
  await form.getByTestId('field-urlAddress').fill('javascript:alert(1)');
  await form.getByTestId('form-save').click();
  await expect(form.getByText('链接地址必须以 http:// 或 https:// 开头')).toBeVisible();
  await choose(page, form.getByTestId('field-type'), '目录');
  await expect(form.getByTestId('field-urlAddress')).toHaveCount(0);
  await form.getByTestId('field-enCode').fill('system.menu');
  await form.getByTestId('form-save').click();
  await expect(page.getByText('编码已存在：system.menu')).toBeVisible();
  await form.getByTestId('field-enCode').fill(`e2e${stamp}`);
  await save(page, form);

  // a page under it: a bad path first
  await search(page, stamp);
  await rowOf(page, dir)
    .getByRole('button', { name: /添加下级/ })
    .click();
  await form.getByTestId('field-fullName').fill(pageName);
  await form.getByTestId('field-enCode').fill(`e2e${stamp}.page`);
  await form.getByTestId('field-urlAddress').fill('/abs/path');
  await form.getByTestId('form-save').click();
  await expect(form.getByText('页面地址只能是相对路径，例如 system/menu')).toBeVisible();
  await form.getByTestId('field-urlAddress').fill(`e2e/page${stamp}`);
  await save(page, form);
  await expect(rowOf(page, pageName)).toBeVisible();
  await expect(rowOf(page, pageName).getByText('页面', { exact: true })).toBeVisible();

  // two buttons in its resources drawer; a bad button code is refused
  await rowOf(page, pageName)
    .getByRole('button', { name: /资\s*源/ })
    .click();
  const drawer = page.getByTestId('resources-drawer');
  const buttons = drawer.getByTestId('resources-ModuleButton');
  for (const [name, code] of [
    ['新增', 'btn_add'],
    ['编辑', 'btn_edit'],
  ]) {
    await buttons.getByTestId('resource-add').click();
    const modal = page.getByTestId('resource-form');
    await modal.getByTestId('res-fullName').fill(name!);
    await modal.getByTestId('res-enCode').fill(name === '新增' ? 'add' : code!);
    await page.getByRole('dialog').getByRole('button', { name: CONFIRM }).click();
    if (name === '新增') {
      await expect(modal.getByText('按钮编码必须以 btn_ 开头，只能含英文、数字和下划线')).toBeVisible();
      await modal.getByTestId('res-enCode').fill(code!);
      await page.getByRole('dialog').getByRole('button', { name: CONFIRM }).click();
    }
    await expect(rowOf(buttons, code!)).toBeVisible();
  }
  await expect(buttons.getByRole('row')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // edit its name
  await rowOf(page, pageName)
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await expect(form.getByTestId('field-urlAddress')).toHaveValue(`e2e/page${stamp}`);
  await form.getByTestId('field-fullName').fill(renamed);
  await save(page, form);
  await expect(rowOf(page, renamed)).toBeVisible();

  // after a reload the side menu holds the new directory and page
  await page.reload();
  await expect(sidebar(page).getByText(dir)).toBeVisible();
  await sidebar(page).getByText(dir).click();
  await expect(sidebar(page).getByText(renamed)).toBeVisible();

  // a directory with children cannot go; the page, then the directory can
  await search(page, stamp);
  await remove(page, rowOf(page, dir));
  await expect(page.getByText('该菜单下还有1个子菜单，请先删除子菜单')).toBeVisible();
  await remove(page, rowOf(page, renamed));
  await expect(page.getByText('删除成功').last()).toBeVisible();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  await remove(page, rowOf(page, dir));
  await expect(rowOf(page, dir)).toHaveCount(0);
  await page.reload();
  await expect(sidebar(page).getByText(dir)).toHaveCount(0);
});

test('the main system cannot be disabled or deleted; zhangsan has no menu page', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/system/menu');
  await page.getByTestId('menus-systems').click();
  const modal = page.getByTestId('systems-modal');
  const main = rowOf(modal, 'mainSystem');
  await expect(main.getByText('主系统')).toBeVisible();
  await expect(main.getByRole('switch')).toBeDisabled();
  await expect(main.getByRole('button', { name: /删\s*除/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.removeItem('tessera.token'));
  await signIn(page, 'zhangsan');
  await page.goto('/system/menu');
  await expect(page.getByTestId('menus-page')).toHaveCount(0);
  await expect(sidebar(page).getByText('系统菜单')).toHaveCount(0);
});

for (const lang of ['zh', 'en'] as const) {
  test(`menu page screenshots in ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
    await signIn(page, 'admin');
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await page.goto('/system/menu');
      await search(page, 'system');
      await expect(page.getByTestId('menus-page').getByRole('row').nth(2)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`menus-${lang}-${width}.png`), fullPage: true });
      await page.getByTestId('menus-add').click();
      await expect(page.getByTestId('menu-form').getByTestId('field-urlAddress')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`menu-form-${lang}-${width}.png`) });
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('menu-form')).toBeHidden();
      const notice = page.getByRole('row').filter({ hasText: 'system.notice' });
      await notice.getByRole('button', { name: lang === 'zh' ? /资\s*源/ : /Resources/ }).click();
      await expect(page.getByTestId('resources-ModuleButton').getByText('btn_add')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`menu-resources-${lang}-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  });
}
