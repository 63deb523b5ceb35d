import { expect, test } from '@playwright/test';
import { api, apiToken, shot, signIn } from './support';

/** The seeded example design (the expense claim behind 在线表单示例). */
const DEMO_DESIGN_ID = '1000000000000000001';

test('the designer previews the example claim page over sample rows: pages, adds a row, nothing reaches the server', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const token = await apiToken(request, 'admin');
  const stored = async () =>
    (
      await api<{ list: { title?: string }[]; pagination: { total: number } }>(
        request,
        token,
        'POST',
        `/api/visualdev/OnlineDev/${DEMO_DESIGN_ID}/List`,
        { currentPage: 1, pageSize: 100 },
      )
    ).list;
  const before = await stored();

  await signIn(page, 'admin');
  const recordCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/visualdev/OnlineDev/')) recordCalls.push(`${r.method()} ${r.url()}`);
  });
  await page.goto('/onlineDev/webDesign');
  const keyword = page.getByTestId('visualdev-keyword').locator('input');
  await keyword.fill('在线表单示例');
  await keyword.press('Enter');
  await page.getByTestId('visualdev-design-demoExpenseClaim').click();
  await expect(page.getByTestId('vd-designer')).toBeVisible();

  await page.getByTestId('vd-page-preview').click();
  await expect(page).toHaveURL(/\/previewModel\?key=[a-z0-9]+$/);
  await expect(page.getByTestId('preview-banner')).toContainText('示例数据');
  await expect(page.getByTestId('preview-name')).toHaveText('在线表单示例');
  const list = page.getByTestId('online-list-page');
  const rows = list.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(20);
  // sample values by field kind: the title, the option label, the claim number, the signed-in user
  await expect(list.getByText('标题 01', { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText('PV0001');
  await expect(list.getByText('共 25 条')).toBeVisible();
  await shot(page, 'preview-model-zh-1440');

  // page 2 holds the last five
  await list.locator('.ant-pagination-item-2').click();
  await expect(rows).toHaveCount(5);
  await expect(list.getByText('标题 25', { exact: true })).toBeVisible();

  // add a claim in the preview (the pickers and the date take their defaults)
  await page.getByTestId('online-list-add').click();
  const form = page.getByTestId('online-record-form');
  await form.getByTestId('fr-title').locator('input').fill('预览里新增的报销');
  await form.getByTestId('fr-expense_type').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText('餐费', { exact: true }).click();
  // the claim's script refuses a total of 0: one item row
  await form.getByTestId('fr-tableField109-add').click();
  const day = form.getByTestId('fr-tableField109-occur_date').last().locator('input');
  await day.fill('2026-11-01');
  await day.press('Enter');
  await form.getByTestId('fr-tableField109-reason').last().locator('input').fill('午餐');
  await form.getByTestId('fr-tableField109-amount').last().locator('input').fill('88');
  await page.getByTestId('online-record-submit').click();
  await expect(form).toBeHidden();
  await list.locator('.ant-pagination-item-1').click();
  await expect(list.getByText('共 26 条')).toBeVisible();
  await expect(list.getByText('预览里新增的报销')).toBeVisible();

  // nothing of the preview reached the server's records
  expect(recordCalls).toEqual([]);
  const after = await stored();
  expect(after).toHaveLength(before.length);
  expect(after.some((r) => r.title === '预览里新增的报销')).toBe(false);

  // English, and phone width (a reload keeps the draft: it is in session storage)
  await page.evaluate(() => localStorage.setItem('tessera.language', 'en'));
  await page.reload();
  await expect(page.getByTestId('preview-banner')).toContainText('sample data');
  await expect(rows).toHaveCount(20);
  await shot(page, 'preview-model-en-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, 'preview-model-en-375', true);
  await page.evaluate(() => localStorage.setItem('tessera.language', 'zh'));

  // a missing draft says so
  await page.goto('/previewModel?key=gone');
  await expect(page.getByTestId('preview-error')).toContainText('找不到要预览的设计');
});
