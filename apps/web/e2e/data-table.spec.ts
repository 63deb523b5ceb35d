import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

const SAVE = '**/api/permission/Authority/SetColumnsByModuleId**';

/** The header titles of a data table, in order (selection and empty cells left out). */
async function headers(page: Page, testId: string): Promise<string[]> {
  const cells = page.getByTestId(testId).locator('.ant-table-thead th');
  const texts = await cells.allInnerTexts();
  return texts.map((s) => s.trim()).filter(Boolean);
}

/** Waits for the next column settings save and answers its envelope code. */
const nextSave = (page: Page) =>
  page
    .waitForResponse((r) => r.url().includes('/SetColumnsByModuleId') && r.request().method() === 'PUT')
    .then(async (r) => ((await r.json()) as { code: number }).code);

test.describe('data table column settings', () => {
  test('hides a column and moves another on the users page, and keeps them after a reload', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/permission/user');
    await expect(page.getByTestId('users-table').getByText('admin', { exact: true }).first()).toBeVisible();
    expect((await headers(page, 'users-table')).slice(0, 3)).toEqual(['账户', '姓名', '性别']);

    await page.getByTestId('column-settings-open').click();
    const drawer = page.getByTestId('column-settings-drawer');
    await expect(drawer.getByText('列设置')).toBeVisible();
    let saved = nextSave(page);
    await drawer.getByTestId('column-visible-mobilePhone').click();
    expect(await saved).toBe(200);
    await expect.poll(() => headers(page, 'users-table')).not.toContain('手机');

    saved = nextSave(page);
    const up = drawer.getByTestId('column-up-realName');
    await up.focus();
    await page.keyboard.press('Enter');
    expect(await saved).toBe(200);
    // the keyboard stays on the moved row's button
    await expect(drawer.getByTestId('column-down-realName')).toBeFocused();
    await expect.poll(async () => (await headers(page, 'users-table')).slice(0, 2)).toEqual(['姓名', '账户']);

    await page.reload();
    await expect(page.getByTestId('users-table').getByText('admin', { exact: true }).first()).toBeVisible();
    await expect.poll(async () => (await headers(page, 'users-table')).slice(0, 2)).toEqual(['姓名', '账户']);
    expect(await headers(page, 'users-table')).not.toContain('手机');
    await page.getByTestId('column-settings-open').click();
    await expect(drawer.getByTestId('column-visible-mobilePhone')).not.toBeChecked();

    saved = nextSave(page);
    await drawer.getByTestId('column-settings-reset').click();
    expect(await saved).toBe(200);
    await expect
      .poll(async () => (await headers(page, 'users-table')).slice(0, 4))
      .toEqual(['账户', '姓名', '性别', '手机']);
  });

  test('puts the previous list back when a save fails', async ({ page }) => {
    await signIn(page);
    await page.goto('/permission/user');
    await expect(page.getByTestId('users-table').getByText('admin', { exact: true }).first()).toBeVisible();
    await page.route(SAVE, (route) =>
      route.fulfill({ json: { code: 500, msg: '保存列设置失败（测试）', data: null } }),
    );
    await page.getByTestId('column-settings-open').click();
    const drawer = page.getByTestId('column-settings-drawer');
    const checkbox = drawer.getByTestId('column-visible-gender');
    await expect(checkbox).toBeChecked();
    const saved = nextSave(page);
    await drawer.getByTestId('column-visible-gender').click();
    expect(await saved).toBe(500);
    await expect(page.getByText('保存列设置失败（测试）')).toBeVisible();
    await expect(checkbox).toBeChecked();
    await expect.poll(() => headers(page, 'users-table')).toContain('性别');

    await page.unroute(SAVE);
    await page.reload();
    await expect(page.getByTestId('users-table').getByText('admin', { exact: true }).first()).toBeVisible();
    expect(await headers(page, 'users-table')).toContain('性别');
  });

  test('the table demo shows index and selection columns, barcodes and QR codes', async ({ page }) => {
    await signIn(page);
    await page.goto('/extend/tableDemo/commonTable');
    const table = page.getByTestId('table-demo-table');
    await expect(table.getByText('admin', { exact: true }).first()).toBeVisible();
    expect(await headers(page, 'table-demo-table')).toEqual(
      expect.arrayContaining(['序号', '账户', '条形码', '二维码']),
    );
    await expect(table.locator('tr.ant-table-row').first().locator('td').nth(1)).toHaveText('1');

    const barcode = page.getByTestId('demo-barcode-admin');
    await expect(barcode).toHaveAttribute('data-value', 'admin');
    await expect(barcode.locator('rect').nth(5)).toBeAttached();
    const qr = page.getByTestId('demo-qr-admin');
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(qr).toHaveAttribute('width', '40');
    await expect(qr).toHaveAttribute('data-level', 'L');

    await table.locator('tr.ant-table-row .ant-checkbox-input').first().check();
    await expect(page.getByTestId('table-demo-selected')).toHaveText('已选择 1 项');

    await page.getByTestId('demo-detail-open-admin').click();
    const detailQr = page.getByTestId('demo-detail-qr');
    await expect(detailQr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(detailQr).toHaveAttribute('width', '265');
    await expect(detailQr).toHaveAttribute('data-level', 'H');
    await expect(page.getByTestId('demo-detail-admin')).toContainText('"t":"user"');
  });
});
