import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot, signIn } from './support';

/** Picks an option of an antd select (the open dropdown's option with that title). */
async function choose(page: Page, select: Locator, title: string) {
  await select.click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();
}

test('the advanced query filters the example list and keeps a saved plan across a reload', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/model/extend.demoForm');
  const list = page.getByTestId('online-list-page');
  const rows = list.locator('.ant-table-tbody tr.ant-table-row');
  await expect(list.getByText('新员工欢迎晚餐')).toBeVisible();
  await expect(list.getByText('上海客户拜访差旅费')).toBeVisible();
  const button = page.getByTestId('online-aq-button');
  await expect(button).toHaveAttribute('data-active', 'false');

  // a condition on the claim's total: more than 1000
  await button.click();
  const dialog = page.getByTestId('online-aq-dialog');
  const item = dialog.getByTestId('online-aq-item').first();
  await choose(page, item.getByTestId('online-aq-field'), '报销总额');
  await choose(page, item.getByTestId('online-aq-symbol'), '大于');
  await item.getByLabel('报销总额 值').fill('1000');
  await shot(page, 'online-advanced-query-zh-1440');
  await dialog.getByTestId('online-aq-apply').click();
  await expect(list.getByText('新员工欢迎晚餐')).toHaveCount(0);
  await expect(list.getByText('上海客户拜访差旅费')).toBeVisible();
  await expect(button).toHaveAttribute('data-active', 'true');
  const shown = await rows.count();

  // saved as a plan of this list
  const name = `大额报销${Date.now().toString(36)}`;
  await button.click();
  await dialog.getByTestId('online-aq-plan-name').fill(name);
  await dialog.getByTestId('online-aq-save').click();
  await expect(page.getByText('方案已保存')).toBeVisible();

  // after a reload the list is whole again; picking the plan brings the condition back
  await page.reload();
  await expect(list.getByText('新员工欢迎晚餐')).toBeVisible();
  await expect(button).toHaveAttribute('data-active', 'false');
  await button.click();
  await choose(page, dialog.getByTestId('online-aq-plan'), name);
  await expect(dialog.getByLabel('报销总额 值')).toHaveValue('1000');
  await dialog.getByTestId('online-aq-apply').click();
  await expect(list.getByText('新员工欢迎晚餐')).toHaveCount(0);
  await expect(rows).toHaveCount(shown);

  // the plan is deleted again; clearing shows every claim
  await button.click();
  await choose(page, dialog.getByTestId('online-aq-plan'), name);
  await dialog.getByTestId('online-aq-plan-delete').click();
  await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
  await expect(page.getByText('方案已删除')).toBeVisible();
  await dialog.getByTestId('online-aq-clear').click();
  await expect(button).toHaveAttribute('data-active', 'false');
});
