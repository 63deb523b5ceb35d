import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

const COMPANY = '星河示例科技有限公司';
const ROLE = '部门经理';

/** Opens a new notice form and its organisations-and-roles picker dialog. */
async function openScope(page: Page) {
  await page.goto('/system/notice');
  await page.getByTestId('notice-add').click();
  const form = page.getByTestId('notice-form');
  const scope = form.getByTestId('notice-scope');
  await scope.click();
  return { form, scope };
}

/** The visible picker dialog. */
function dialogOf(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByTestId('picker-confirm') });
}

test('the notice form picks organisations and roles: pending until confirm, cancel keeps the value', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `选择器-${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  const { form, scope } = await openScope(page);
  const dialog = dialogOf(page);
  await expect(dialog.getByText('选择成员')).toBeVisible();
  // notices go to organisations and roles only: no position or group tab
  await expect(dialog.getByRole('tab', { name: '组织' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '角色' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '岗位' })).toHaveCount(0);
  await expect(dialog.getByRole('tab', { name: '分组' })).toHaveCount(0);

  const orgTree = dialog.getByTestId('combined-organize');
  const selected = dialog.getByTestId('picker-selected');
  await orgTree.getByText(COMPANY, { exact: true }).click();
  await expect(selected).toContainText(COMPANY);
  // cancel drops the pending pick
  await dialog.getByTestId('picker-cancel').click();
  await expect(dialog).toHaveCount(0);
  await expect(scope).not.toContainText(COMPANY);

  await scope.click();
  await expect(dialog.getByTestId('picker-selected')).toHaveCount(0);
  await orgTree.getByText(COMPANY, { exact: true }).click();
  await orgTree.getByText(COMPANY, { exact: true }).click();
  await dialog.getByTestId('picker-keyword').locator('input').fill('研发');
  await orgTree.getByText('研发部', { exact: true }).click();
  await dialog.getByRole('tab', { name: '角色' }).click();
  await dialog.getByTestId('combined-role').getByText(ROLE, { exact: true }).click();
  // the company clicked twice is there once; one pick is removed again
  await expect(selected.getByRole('listitem')).toHaveCount(3);
  await selected.getByRole('button', { name: '移除 研发部' }).click();
  await expect(selected.getByRole('listitem')).toHaveCount(2);
  await dialog.getByTestId('picker-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(scope).toContainText(COMPANY);

  // the draft keeps them and the edit form names them again
  await form.getByTestId('notice-title').fill(title);
  const editor = form.getByRole('textbox', { name: '正文' });
  await editor.click();
  await editor.pressSequentially('范围测试');
  await form.getByTestId('notice-save').click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(form.getByTestId('notice-scope')).toContainText(COMPANY);
  await form.getByTestId('notice-scope').click();
  await expect(dialog.getByTestId('picker-selected')).toContainText(ROLE);
  await expect(dialog.getByTestId('picker-selected')).toContainText(COMPANY);
  // clear list and confirm empties the field
  await dialog.getByTestId('picker-clear-list').click();
  await dialog.getByTestId('picker-confirm').click();
  await expect(form.getByTestId('notice-scope')).not.toContainText(COMPANY);
});

for (const lang of ['zh', 'en'] as const) {
  test(`picker dialog screenshots in ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
    await signIn(page, 'admin');
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await openScope(page);
      const dialog = dialogOf(page);
      await dialog.getByTestId('combined-organize').getByText(COMPANY, { exact: true }).click();
      await expect(dialog.getByTestId('picker-selected')).toContainText(COMPANY);
      await page.screenshot({ path: test.info().outputPath(`combined-${lang}-${width}.png`) });
      await dialog.getByTestId('picker-cancel').click();
    }
  });
}
