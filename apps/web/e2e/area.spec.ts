import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, signIn, tokenOf } from './support';

/** The table row of a division, by its code. */
const rowOf = (page: Page, code: string): Locator => page.locator(`tr[data-row-key="${code}"]`);

/** Opens the cascader of a picker and walks down the names. */
async function pick(page: Page, picker: Locator, names: string[]) {
  await picker.click();
  for (const [i, name] of names.entries()) {
    const menu = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(i);
    await menu
      .getByRole('menuitemcheckbox', { name, exact: true })
      .or(menu.getByTitle(name, { exact: true }))
      .first()
      .click();
  }
}

test('the area page expands a province to its cities and adds a street picked down to its district', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const code = `4401069${String(Date.now() % 100).padStart(2, '0')}`;
  await signIn(page, 'admin');
  await page.goto('/system/area');
  await expect(page.getByTestId('area-page')).toBeVisible();

  // lazily loaded: Guangdong's cities arrive only when it is expanded
  await expect(rowOf(page, '440000')).toContainText('广东省');
  await expect(rowOf(page, '440100')).toHaveCount(0);
  await rowOf(page, '440000').locator('.ant-table-row-expand-icon').click();
  await expect(rowOf(page, '440100')).toContainText('广州市');
  await expect(rowOf(page, '440300')).toContainText('深圳市');

  // a new street: its parent is picked with the address picker, down to a district
  await page.getByTestId('area-add').click();
  const form = page.getByTestId('area-form');
  await form.getByText('街道', { exact: true }).click();
  const parent = form.getByTestId('area-field-parent');
  await pick(page, parent, ['广东省', '广州市', '天河区']);
  await expect(parent).toContainText('广东省 / 广州市 / 天河区');
  await form.getByTestId('area-field-fullName').fill('测试街道');
  await form.getByTestId('area-field-enCode').fill(code);
  await form.getByTestId('form-save').click();
  await expect(form).toBeHidden();

  // it is there, a street under 天河区
  await page.getByTestId('area-keyword').locator('input').fill(code);
  await page.getByTestId('area-keyword').locator('input').press('Enter');
  await expect(page.getByTestId(`area-row-${code}`)).toContainText('测试街道');

  // edited later, the saved parent shows its names again (loaded by id path)
  await page.getByTestId(`area-edit-${code}`).click();
  await expect(form.getByTestId('area-field-parent')).toContainText('广东省 / 广州市 / 天河区');
  await form.getByRole('button', { name: /取\s*消/ }).click();

  const token = await tokenOf(page);
  const found = await api<{ list: { id: string; enCode: string }[] }>(
    request,
    token,
    'GET',
    `/api/system/Area/-1?keyword=${code}`,
  );
  await api(request, token, 'DELETE', `/api/system/Area/${found.list[0]!.id}`);
});
