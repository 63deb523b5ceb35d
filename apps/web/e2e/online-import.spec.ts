import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { claimDesign, releaseDesign, shot, signIn } from './support';

const columnData = JSON.stringify({
  columnList: [
    { prop: 'title', label: '标题', width: 200 },
    { prop: 'expense_type', label: '费用类型', width: 120 },
    { prop: 'tableField109-reason', label: '费用明细-事由', width: 160 },
  ],
  btnsList: [
    { value: 'add', label: '新增' },
    { value: 'upload', label: '导入' },
  ],
});

/** Creates and releases a claim list with the import button; answers its page address. */
async function releaseList(request: APIRequestContext): Promise<string> {
  const { path } = await releaseDesign(request, {
    fullName: '报销导入',
    codePrefix: 'e2e_imp',
    webType: 2,
    formData: JSON.stringify(claimDesign()),
    columnData,
  });
  return path;
}

test('the template filled with two claims and a bad one imports the two, reports the third', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const path = await releaseList(request);
  await signIn(page, 'admin');
  await page.goto(path);
  const list = page.getByTestId('online-list-page');
  await page.getByTestId('online-list-import').click();
  const wizard = page.getByRole('dialog');

  // the template holds the importable fields, sub-table columns included
  const download = page.waitForEvent('download');
  await wizard.getByRole('button', { name: /下载模板/ }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('报销导入导入模板.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(
    (await readFile((await template.path())!)) as unknown as Parameters<ExcelJS.Workbook['xlsx']['load']>[0],
  );
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(header).toEqual([
    '标题(title)',
    '报销日期(claim_date)',
    '费用类型(expense_type)',
    '费用明细-发生日期(tableField109-occur_date)',
    '费用明细-事由(tableField109-reason)',
    '费用明细-金额(tableField109-amount)',
  ]);
  // two claims (the first with a second item on a continuation line) and one with an unknown type
  sheet.addRow(['导入差旅', '2026-03-01', '差旅', '2026-03-01', '导入高铁', 120]);
  sheet.addRow(['', '', '', '2026-03-02', '导入酒店', 300]);
  sheet.addRow(['导入餐费', '2026-03-05', '餐费', '2026-03-05', '导入午餐', 45]);
  sheet.addRow(['导入错误', '2026-03-06', '其他', '2026-03-06', '导入其他', 1]);
  await wizard.locator('input[type=file]').setInputFiles({
    name: 'claims.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await expect(wizard.getByText('claims.xlsx')).toBeVisible();
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // the preview: three records, the sub-rows folded in, the bad one saying why
  await expect(wizard.getByLabel('标题', { exact: true })).toHaveCount(3);
  await expect(wizard.getByLabel('费用明细-事由', { exact: true })).toHaveCount(4);
  await expect(wizard.getByTestId('import-row-invalid')).toContainText('费用类型：“其他”不是可选的选项');
  await shot(page, 'online-import-preview-zh-1440');
  await wizard.getByRole('button', { name: /开始导入/ }).click();

  await expect(wizard.getByText('成功 2 条，失败 1 条')).toBeVisible();
  await expect(wizard.getByText('费用类型：“其他”不是可选的选项')).toBeVisible();
  await wizard
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(wizard).toBeHidden();

  // the list was refreshed: the two claims and their items, not the bad one
  await expect(list.getByText('导入差旅')).toBeVisible();
  await expect(list.getByText('导入餐费')).toBeVisible();
  await expect(list.getByText('导入酒店')).toBeVisible();
  await expect(list.getByText('导入错误')).toHaveCount(0);
});
