import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** Opens the form demo page as the administrator. */
async function openDemo(page: Page) {
  await signIn(page, 'admin');
  await page.goto('/extend/formDemo/fieldForm1');
  await expect(page.getByTestId('form-demo-page')).toBeVisible();
}

/** Opens an antd select by its test id and returns the visible dropdown. */
async function openSelect(page: Page, testId: string) {
  await page
    .getByTestId(testId)
    .locator('xpath=ancestor-or-self::div[contains(@class,"ant-select")][1]')
    .click();
  return page.locator('.ant-select-dropdown:visible');
}

test('the form demo fills its fields from dictionaries, data interfaces and the data popups', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDemo(page);
  const form = page.getByTestId('form-demo-form');

  await form.getByTestId('form-demo-name').fill('演示');
  // options from the sex dictionary
  let dropdown = await openSelect(page, 'form-demo-sex');
  await expect(dropdown.getByText('保密', { exact: true })).toBeVisible();
  await dropdown.getByText('女', { exact: true }).click();

  // options from the static data interface demo_static_options
  dropdown = await openSelect(page, 'form-demo-option');
  const firstOption = dropdown.locator('.ant-select-item-option').first();
  await expect(firstOption).toBeVisible();
  const optionText = (await firstOption.textContent()) ?? '';
  expect(optionText.length).toBeGreaterThan(0);
  await firstOption.click();

  // the data popup over demo_users_sql: a keyword search, then pick 李四 and confirm
  const userField = form.getByTestId('form-demo-user');
  await userField.locator('xpath=ancestor-or-self::div[contains(@class,"ant-select")][1]').click();
  const popup = page.getByTestId('form-demo-user-table');
  await expect(popup.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.getByTestId('form-demo-user-keyword').fill('lisi');
  await page.getByTestId('form-demo-user-search').click();
  await expect(popup.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(popup.getByText('李四', { exact: true })).toBeVisible();
  await popup.getByText('lisi', { exact: true }).click();
  await page.getByTestId('form-demo-user-confirm').click();
  await expect(popup).toHaveCount(0);
  await expect(form.getByTitle('李四')).toBeVisible();

  // the table popover: one click picks a row (multiple choice, applied at once)
  const usersField = form.getByTestId('form-demo-users');
  await usersField.locator('xpath=ancestor-or-self::div[contains(@class,"ant-select")][1]').click();
  const popover = page.getByTestId('form-demo-users-table');
  await expect(popover).toBeVisible();
  await page.getByTestId('form-demo-users-keyword').fill('wangwu');
  await page.getByTestId('form-demo-users-search').click();
  await expect(popover.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await popover.getByText('wangwu', { exact: true }).click();
  await page.getByTestId('form-demo-name').click();
  await expect(form.getByTitle('王五')).toBeVisible();

  // the second popup reads its organizeId parameter from the organisation field
  await form
    .getByTestId('form-demo-organize')
    .locator('xpath=ancestor-or-self::div[contains(@class,"ant-select")][1]')
    .click();
  const orgDialog = page.getByRole('dialog').filter({ has: page.getByTestId('picker-confirm') });
  await orgDialog.getByTestId('picker-keyword').locator('input').fill('财务');
  await orgDialog.getByTestId('picker-keyword').locator('input').press('Enter');
  await orgDialog.getByTestId('organize-picker-tree').getByText('财务部', { exact: true }).click();
  await orgDialog.getByTestId('picker-confirm').click();
  await form
    .getByTestId('form-demo-org-user')
    .locator('xpath=ancestor-or-self::div[contains(@class,"ant-select")][1]')
    .click();
  const orgUsers = page.getByTestId('form-demo-org-user-table');
  await expect(orgUsers.getByText('孙七', { exact: true })).toBeVisible();
  await expect(orgUsers.getByText('张三', { exact: true })).toHaveCount(0);
  await orgUsers.getByText('孙七', { exact: true }).click();
  await page.getByTestId('form-demo-org-user-confirm').click();
  await expect(form.getByTitle('孙七')).toBeVisible();

  // the approver: the user picker every approval step uses, required by the form
  await form
    .getByTestId('form-demo-approver')
    .locator('xpath=ancestor-or-self::div[contains(@class,"ant-select")][1]')
    .click();
  const approverDialog = page.getByTestId('form-demo-approver-dialog');
  await expect(approverDialog.getByText('选择审批人')).toBeVisible();
  const approverKeyword = approverDialog.getByTestId('picker-keyword').locator('input');
  await approverKeyword.fill('zhaoliu');
  await approverKeyword.press('Enter');
  await approverDialog
    .locator('.ant-tree-treenode')
    .filter({ visible: true, hasText: 'zhaoliu' })
    .locator('.ant-tree-node-content-wrapper')
    .first()
    .click();
  await expect(approverDialog.getByTestId('picker-selected')).toContainText('zhaoliu');
  await approverDialog.getByTestId('picker-confirm').click();
  await expect(form.getByText('请选择审批人')).toHaveCount(0);

  // the address down to a district
  await form
    .getByTestId('form-demo-area')
    .locator('xpath=ancestor-or-self::div[contains(@class,"ant-select")][1]')
    .click();
  const cascader = page.locator('.ant-cascader-dropdown:visible');
  await cascader.getByText('北京市', { exact: true }).click();
  await cascader.getByText('市辖区', { exact: true }).click();
  await cascader.getByText('东城区', { exact: true }).click();
  await expect(form.getByTitle('北京市 / 市辖区 / 东城区')).toBeVisible();

  // the document number comes from the seeded bill rule
  await page.getByTestId('form-demo-bill-fill').click();
  await expect(page.getByTestId('form-demo-bill-no')).toHaveValue(/^SO\d{8}\d{4}$/);

  await page.getByTestId('form-demo-submit').click();
  const result = page.getByTestId('form-demo-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('form-demo-result-name')).toHaveText('演示');
  await expect(result.getByTestId('form-demo-result-sex')).not.toBeEmpty();
  await expect(result.getByTestId('form-demo-result-user')).toContainText('李四');
  await expect(result.getByTestId('form-demo-result-users')).toContainText('王五');
  await expect(result.getByTestId('form-demo-result-orgUser')).toContainText('孙七');
  await expect(result.getByTestId('form-demo-result-approver')).not.toBeEmpty();
  await expect(result.getByTestId('form-demo-result-area')).toHaveText(/^\d+, \d+, \d+$/);
  await expect(result.getByTestId('form-demo-result-billNo')).toHaveText(/^SO\d{12}$/);
});

test('the form demo refuses to submit without its required fields, in the page language', async ({
  page,
}) => {
  await openDemo(page);
  await page.getByTestId('form-demo-submit').click();
  await expect(page.getByText('请输入姓名')).toBeVisible();
  await expect(page.getByText('请选择用户（弹窗选择）')).toBeVisible();
  await expect(page.getByText('请选择审批人')).toBeVisible();
  await expect(page.getByTestId('form-demo-result')).toHaveCount(0);
});
