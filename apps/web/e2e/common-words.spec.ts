import { expect, test, type Locator } from '@playwright/test';
import { shot, sidebar, signIn } from './support';

const CONFIRM = /确\s*定/;

/** The table row whose phrase cell reads exactly `text`. */
function rowOf(scope: Locator, text: string): Locator {
  return scope.getByRole('row').filter({ has: scope.page().getByText(text, { exact: true }) });
}

test('the administrator adds, searches, edits and deletes a common phrase; bad input shows its reason', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const phrase = `<b>请尽快处理</b> ${stamp}`;
  const edited = `已核实 ${stamp}`;
  await signIn(page, 'admin');

  await sidebar(page).getByText('系统管理', { exact: true }).click();
  await sidebar(page).getByText('常用语', { exact: true }).click();
  await expect(page).toHaveURL(/\/system\/commonWords$/);
  const table = page.getByTestId('common-words-page');
  await expect(rowOf(table, '请补充材料')).toBeVisible();

  // an empty phrase is refused on the form, a duplicate by the server
  await page.getByTestId('common-words-add').click();
  const form = page.getByTestId('common-words-form');
  await page.getByTestId('common-words-save').click();
  await expect(form.getByText('请输入常用语')).toBeVisible();
  await form.getByTestId('common-words-text').fill('同意');
  await page.getByTestId('common-words-save').click();
  await expect(page.getByText('名称已存在：同意')).toBeVisible();
  await expect(form).toBeVisible();

  // markup is kept and shown as typed
  await form.getByTestId('common-words-text').fill(phrase);
  await page.getByTestId('common-words-save').click();
  await expect(form).toBeHidden();
  await expect(rowOf(table, phrase)).toBeVisible();
  await shot(page, 'common-words-list');

  // search finds it alone
  const keyword = page.getByTestId('common-words-keyword').getByRole('searchbox');
  await keyword.fill(stamp);
  await keyword.press('Enter');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(rowOf(table, phrase)).toBeVisible();

  // edit it into a personal phrase
  await rowOf(table, phrase).getByTestId('common-words-edit').click();
  await expect(form.getByTestId('common-words-text')).toHaveValue(phrase);
  await form.getByTestId('common-words-text').fill(edited);
  await form.getByTestId('common-words-type').getByText('个人', { exact: true }).click();
  await page.getByTestId('common-words-save').click();
  await expect(form).toBeHidden();
  await keyword.fill(stamp);
  await keyword.press('Enter');
  const row = rowOf(table, edited);
  await expect(row).toBeVisible();
  await expect(row.getByText('个人', { exact: true })).toBeVisible();

  // delete it
  await row.getByTestId('common-words-delete').click();
  await page.getByRole('button', { name: CONFIRM }).click();
  await expect(row).toBeHidden();
  await expect(table.getByText(edited, { exact: true })).toHaveCount(0);
});
