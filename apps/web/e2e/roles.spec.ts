import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

const CONFIRM = /确\s*定/;

/** The table row whose cell reads exactly `text`. */
function rowOf(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });
}

/** Saves an open drawer form and waits for it to close. */
async function save(page: Page, form: Locator) {
  await form.getByTestId('form-save').click();
  await expect(page.getByText('保存成功').last()).toBeVisible();
  await expect(form).toBeHidden();
}

/** Deletes a row after the spec's confirmation. */
async function remove(page: Page, row: Locator) {
  await row.getByRole('button', { name: /删\s*除/ }).click();
  // the confirmation names the row it deletes
  await expect(page.getByText(/将永久删除“.+”，是否继续？/)).toBeVisible();
  await page.getByRole('button', { name: CONFIRM }).click();
}

test('the administrator creates, edits, switches off and deletes a role', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `质检角色${stamp}`;
  const code = `qa.${stamp}`;
  await signIn(page, 'admin');
  await page.goto('/permission/role');
  await expect(rowOf(page, '普通员工')).toBeVisible();

  // a role in use cannot go: the server's reason shows
  await remove(page, rowOf(page, '普通员工'));
  await expect(page.getByText(/该角色下还有\d+个用户，不能删除/)).toBeVisible();
  await expect(rowOf(page, '普通员工')).toBeVisible();

  // members of a seeded role
  await rowOf(page, '普通员工').getByRole('button', { name: '成员' }).click();
  await expect(page.getByTestId('role-members').getByText('zhangsan', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // an organisation role, with a refused code first
  await page.getByTestId('roles-add').click();
  const form = page.getByTestId('role-form');
  await form.getByTestId('field-fullName').fill(name);
  await form.getByTestId('field-enCode').fill('.bad');
  await form.getByText('组织', { exact: true }).click();
  await form.getByTestId('form-save').click();
  await expect(form.getByText('编码只能输入英文、数字和小数点且小数点不能放在首尾')).toBeVisible();
  await expect(form.getByText('请选择所属组织')).toBeVisible();
  await form.getByTestId('field-enCode').fill(code);
  await form.getByTestId('field-organizes').click();
  await page.keyboard.type('研发部');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-tree-treenode')
    .filter({ hasText: '研发部' })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await save(page, form);
  await expect(rowOf(page, name)).toContainText('研发部');

  // the organisation scope lists it, the global scope does not
  await page.getByTestId('role-scope-tree').getByText('全局', { exact: true }).click();
  await expect(rowOf(page, name)).toHaveCount(0);
  await page.getByTestId('role-scope-tree').getByText('研发部', { exact: true }).click();
  await expect(rowOf(page, name)).toBeVisible();

  // edit into a global role
  await rowOf(page, name)
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  await form.getByTestId('field-fullName').fill(`${name}改`);
  await form.getByText('全局', { exact: true }).click();
  await save(page, form);
  await page.getByTestId('role-scope-tree').getByText('全局', { exact: true }).click();
  await expect(rowOf(page, `${name}改`)).toBeVisible();

  // switch it off and on
  const state = page.getByTestId(`role-state-${code}`);
  await state.click();
  await expect(page.getByText('状态已更新').last()).toBeVisible();
  await expect(state).not.toBeChecked();
  await state.click();
  await expect(state).toBeChecked();

  // keyword search, then delete
  const search = page.getByTestId('roles-keyword').getByRole('searchbox');
  await search.fill(code);
  await search.press('Enter');
  await expect(page.getByTestId('roles-page').locator('.ant-table-row')).toHaveCount(1);
  await remove(page, rowOf(page, `${name}改`));
  await expect(rowOf(page, `${name}改`)).toHaveCount(0);
});

for (const lang of ['zh', 'zhtw', 'en'] as const) {
  test(`roles page screenshots in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
    await signIn(page, 'admin');
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/permission/role');
      await expect(page.getByTestId('roles-page').locator('.ant-table-row').first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`roles-${lang}-${width}.png`), fullPage: true });
      await page.getByTestId('roles-add').click();
      await expect(page.getByTestId('role-form').getByTestId('field-fullName')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`role-form-${lang}-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  });
}
