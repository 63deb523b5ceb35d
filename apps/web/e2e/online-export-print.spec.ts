import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { api, apiToken, releaseDesign, signIn } from './support';

/** A downloaded workbook's bytes, typed as exceljs expects them. */
const readBook = async (file: string) =>
  (await readFile(file)) as unknown as Parameters<ExcelJS.Workbook['xlsx']['load']>[0];

const PAGE = { size: 'A4', direction: 'portrait', width: 210, height: 297 };
const MARGINS = { marginTop: 10, marginRight: 10, marginBottom: 10, marginLeft: 10 };

/**
 * A released claim list with export and batch print, a print template over its table, and three
 * claims; answers the page's address.
 */
async function releaseClaims(request: APIRequestContext): Promise<string> {
  const token = await apiToken(request, 'admin');
  const code = `e2e_xp_${Date.now().toString(36)}`;
  const template = await api<{ id: string }>(request, token, 'POST', '/api/system/printDev', {
    fullName: '报销单',
    enCode: `${code}_card`,
    type: 2,
    sqlTemplate: [{ sql: `select title, amount from dyn_${code} where id = @formId` }],
    printTemplate: '<p>报销单：{title}</p><p>金额：{amount}</p>',
    pageParam: { ...PAGE, ...MARGINS },
    sortCode: 0,
    enabledMark: 1,
  });
  const field = (jnpfKey: string, vModel: string, label: string) => ({
    __config__: { jnpfKey, label, span: 12 },
    __vModel__: vModel,
  });
  const formData = JSON.stringify({
    hasPrintBtn: true,
    printId: [template.id],
    fields: [
      field('input', 'title', '标题'),
      field('numInput', 'amount', '金额'),
      field('input', 'note', '备注'),
    ],
  });
  const columnData = JSON.stringify({
    columnList: [
      { prop: 'title', label: '标题' },
      { prop: 'amount', label: '金额', align: 'right' },
      { prop: 'note', label: '备注' },
    ],
    defaultSortConfig: [{ field: 'amount', sort: 'asc' }],
    btnsList: [
      { value: 'add', label: '新增' },
      { value: 'download', label: '导出' },
      { value: 'batchPrint', label: '批量打印' },
      { value: 'batchRemove', label: '批量删除' },
    ],
    columnBtnsList: [{ value: 'detail', label: '详情' }],
    printIds: [template.id],
  });
  const { id, path } = await releaseDesign(request, {
    fullName: '报销导出',
    codePrefix: 'e2e_xp',
    enCode: code,
    webType: 2,
    formData,
    columnData,
  });
  for (const [i, title] of ['北京出差', '上海培训', '广州会议'].entries())
    await api(request, token, 'POST', `/api/visualdev/OnlineDev/${id}`, {
      data: JSON.stringify({ title, amount: (i + 1) * 100, note: `=HYPERLINK("x")${i}` }),
    });
  return path;
}

test('exports selected rows in chosen columns and prints one record and a selection', async ({
  page,
  request,
}) => {
  const path = await releaseClaims(request);
  await signIn(page, 'admin');
  await page.goto(path);
  const list = page.getByTestId('online-list-page');
  await expect(list.getByText('广州会议')).toBeVisible();
  const rowOf = (title: string) => list.locator('tr.ant-table-row', { hasText: title });
  await rowOf('北京出差').locator('.ant-checkbox-input').check();
  await rowOf('广州会议').locator('.ant-checkbox-input').check();

  // export: the two selected rows, two of the three columns
  await page.getByTestId('online-list-export').click();
  const dialog = page.getByTestId('online-export-dialog');
  await expect(dialog.getByRole('radio', { name: '选中数据（2条）' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: '全选' }).uncheck();
  await dialog.getByRole('checkbox', { name: '标题' }).check();
  await dialog.getByRole('checkbox', { name: '备注' }).check();
  const download = page.waitForEvent('download');
  await page.getByTestId('online-export-ok').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('报销导出.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await readBook((await file.path())!));
  const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
  const cells = rows.map((r) => r.slice(1));
  expect(cells[0]).toEqual(['标题(title)', '备注(note)']);
  // a formula-like text stays text
  expect(cells.slice(1).sort()).toEqual([
    ['北京出差', `'=HYPERLINK("x")0`],
    ['广州会议', `'=HYPERLINK("x")2`],
  ]);

  // batch print: every selected record on its own page
  await page.getByTestId('online-list-batch-print').click();
  await expect(page.getByTestId('print-paper')).toHaveCount(2);
  await expect(page.getByTestId('print-paper').first()).toContainText('报销单：');
  await page.getByTestId('print-cancel').click();

  // the detail viewer's print button prints that record
  await rowOf('上海培训').getByTestId('online-row-detail').click();
  await expect(page.getByTestId('online-detail')).toContainText('上海培训');
  await page.getByTestId('online-detail-print').click();
  const paper = page.getByTestId('print-paper');
  await expect(paper).toHaveCount(1);
  await expect(paper).toContainText('报销单：上海培训');
  await expect(paper).toContainText('金额：200');
});
