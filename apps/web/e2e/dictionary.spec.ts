import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DictionaryAllEntry } from '@tessera/shared';
import { api, signIn, tokenOf } from './support';

const CONFIRM = /确\s*定/;

/** The table row whose cell reads exactly `text`. */
function rowOf(scope: Locator, text: string): Locator {
  return scope.getByRole('row').filter({ has: scope.page().getByText(text, { exact: true }) });
}

/** Adds an item through the drawer form. */
async function addItem(page: Page, fullName: string, enCode: string) {
  await page.getByTestId('data-add').click();
  const form = page.getByTestId('data-form');
  await form.getByTestId('data-fullName').fill(fullName);
  await form.getByTestId('data-enCode').fill(enCode);
  await form.getByTestId('form-save').click();
  await expect(form).toBeHidden();
}

test('the administrator builds a dictionary, switches an item off and a dictionary select offers only enabled items', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const code = `e2e${stamp}`;
  await signIn(page, 'admin');
  await page.goto('/systemData/dictionary');
  await expect(page.getByTestId('type-node-sex')).toBeVisible();

  // a new top-level type, refused code first
  await page.getByTestId('type-add').click();
  const typeForm = page.getByTestId('type-form');
  await typeForm.getByTestId('type-fullName').fill(`测试字典${stamp}`);
  await typeForm.getByTestId('type-enCode').fill('.bad');
  await page.getByTestId('type-form-save').click();
  await expect(typeForm.getByText('编码只能输入英文、数字和小数点且小数点不能放在首尾')).toBeVisible();
  await typeForm.getByTestId('type-enCode').fill(code);
  await page.getByTestId('type-form-save').click();
  await expect(typeForm).toBeHidden();
  await expect(page.getByTestId(`type-node-${code}`)).toBeVisible();
  const data = page.getByTestId('dictionary-data');
  await expect(data.getByText(`(${code})`)).toBeVisible();

  // two items, both shown in the table
  await addItem(page, '第一项', 'first');
  await addItem(page, '第二项', 'second');
  await expect(rowOf(data, '第一项')).toBeVisible();
  await expect(rowOf(data, '第二项')).toBeVisible();

  // switching the second off: the All call no longer offers it
  const state = page.getByTestId('data-state-second');
  await expect(state).toHaveAttribute('aria-checked', 'true');
  await state.click();
  await expect(state).toHaveAttribute('aria-checked', 'false');
  const token = await tokenOf(page);
  const all = await api<{ list: DictionaryAllEntry[] }>(
    request,
    token,
    'GET',
    '/api/system/DictionaryData/All',
  );
  expect(all.list.find((d) => d.enCode === code)?.dictionaryList.map((d) => d.enCode)).toEqual(['first']);

  // a type that still has items is not deleted; the confirmation names it and the server's reason shows
  await page.getByTestId('type-delete').click();
  await expect(page.getByText(`将永久删除“测试字典${stamp}”，是否继续？`)).toBeVisible();
  await page.getByRole('button', { name: CONFIRM }).click();
  await expect(page.getByText('该字典分类下还有2条数据，不能删除')).toBeVisible();

  // the sex dictionary: switch 保密 off, the form demo's DictionarySelect then offers 男 and 女 only
  await page.getByTestId('type-node-sex').click();
  const secret = page.getByTestId('data-state-3');
  await secret.click();
  await expect(secret).toHaveAttribute('aria-checked', 'false');
  try {
    await page.goto('/extend/formDemo/fieldForm1');
    await page
      .getByTestId('form-demo-sex')
      .locator('xpath=ancestor-or-self::div[contains(@class,"ant-select")][1]')
      .click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect(dropdown.getByText('女', { exact: true })).toBeVisible();
    await expect(dropdown.getByText('男', { exact: true })).toBeVisible();
    await expect(dropdown.getByText('保密', { exact: true })).toHaveCount(0);
  } finally {
    const sexItem = (
      await api<{ list: DictionaryAllEntry[] }>(request, token, 'GET', '/api/system/DictionaryData/All')
    ).list.find((d) => d.enCode === 'sex');
    const secretId = (
      await api<{ list: { id: string; enCode: string }[] }>(
        request,
        token,
        'GET',
        `/api/system/DictionaryData/${sexItem!.id}`,
      )
    ).list.find((d) => d.enCode === '3')!.id;
    await api(request, token, 'PUT', `/api/system/DictionaryData/${secretId}/Actions/State`);
  }
});
