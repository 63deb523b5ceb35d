import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, claimDesign, releaseDesign, resetLanguage, shot, signIn } from './support';

/** The list design: columns, a sub-table shown merged, search, default sort, buttons. */
const columnData = JSON.stringify({
  columnList: [
    { prop: 'title', label: '标题', sortable: true, width: 200, fixed: 'left' },
    { prop: 'expense_type', label: '费用类型', width: 120 },
    { prop: 'claim_date', label: '报销日期', sortable: true, width: 140 },
    { prop: 'total_amount', label: '报销总额', align: 'right', width: 120 },
    { prop: 'tableField109-reason', label: '费用明细-事由', width: 140 },
    { prop: 'tableField109-amount', label: '费用明细-金额', width: 120, align: 'right' },
  ],
  searchList: [
    { prop: 'title', label: '标题', jnpfKey: 'input', searchType: 2, isKeyword: true },
    { prop: 'claim_date', label: '报销日期', jnpfKey: 'datePicker', searchType: 3, value: [] },
  ],
  defaultSortConfig: [{ field: 'claim_date', sort: 'desc' }],
  pageSize: 20,
  btnsList: [
    { value: 'add', label: '新增' },
    { value: 'batchRemove', label: '批量删除' },
  ],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'detail', label: '详情' },
    { value: 'remove', label: '删除' },
  ],
});

/** Creates, releases and fills a form-and-list claim design; answers its id, token and address. */
async function releaseList(request: APIRequestContext) {
  const { id, token, path } = await releaseDesign(request, {
    fullName: '报销列表',
    codePrefix: 'e2e_list',
    webType: 2,
    formData: JSON.stringify(claimDesign()),
    columnData,
  });
  const day = Date.UTC(2026, 2, 1);
  for (const [i, title] of ['3月出差', '4月培训', '5月会议'].entries())
    await api(request, token, 'POST', `/api/visualdev/OnlineDev/${id}`, {
      data: JSON.stringify({
        title,
        expense_type: i === 1 ? 'meal' : 'travel',
        claim_date: day + i * 30 * 86_400_000,
        tableField109: [
          { occur_date: day, reason: `高铁${i}`, amount: 100 + i },
          { occur_date: day, reason: `住宿${i}`, amount: 200 },
        ],
      }),
    });
  return { id, token, path };
}

test.afterAll(async ({ request }) => resetLanguage(request, 'admin'));

test('a released form-and-list design lists, searches, sorts, edits, shows and batch deletes its records', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { id, path } = await releaseList(request);
  await signIn(page, 'admin');
  await page.goto(path);
  const list = page.getByTestId('online-list-page');
  await expect(list).toBeVisible();
  await expect(list.getByText('3月出差')).toBeVisible();
  await expect(list.getByText('高铁0')).toBeVisible();

  // default sort: latest claim date first
  const firstCell = list.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstCell).toContainText('5月会议');
  await shot(page, 'online-list-zh-1440', true);

  // sort by title (asc) sends sidx
  const sorted = page.waitForRequest(
    (r) => r.url().includes('/List') && r.postData()?.includes('"sidx":"title"') === true,
  );
  await list.locator('th').filter({ hasText: '标题' }).first().click();
  await sorted;

  // keyword search
  await page.getByTestId('online-list-keyword').fill('培训');
  await page.getByTestId('online-list-search-submit').click();
  await expect(list.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(list.getByText('4月培训')).toBeVisible();
  await page.getByTestId('online-list-search-reset').click();
  await expect(list.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(3);

  // edit opens the form with the row's values
  await list.locator('tr', { hasText: '4月培训' }).getByTestId('online-row-edit').click();
  const form = page.getByTestId('online-record-form');
  await expect(form.getByTestId('fr-title').locator('input')).toHaveValue('4月培训');
  await shot(page, 'online-list-edit-zh-1440');
  await page.getByTestId('online-record-next').click();
  await expect(form.getByTestId('fr-title').locator('input')).not.toHaveValue('4月培训');
  await page.getByTestId('online-record-cancel').click();

  // detail
  await list.locator('tr', { hasText: '3月出差' }).getByTestId('online-row-detail').click();
  const detail = page.getByTestId('online-detail');
  await expect(detail.getByText('3月出差')).toBeVisible();
  await expect(detail.getByText('住宿0')).toBeVisible();
  await shot(page, 'online-list-detail-zh-1440');
  await page.getByTestId('online-detail-close').click();

  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'online-list-zh-375', true);
  await page.setViewportSize({ width: 1440, height: 900 });

  // English
  await page.getByTestId('language-select').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.goto(path);
  await expect(list.getByText('3月出差')).toBeVisible();
  await expect(page.getByTestId('online-list-search-submit')).toHaveText(/Search/);
  await shot(page, 'online-list-en-1440', true);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'online-list-en-375', true);
  await page.setViewportSize({ width: 1440, height: 900 });

  // batch delete two rows
  const rows = list.locator('.ant-table-tbody tr.ant-table-row');
  await rows.filter({ hasText: '3月出差' }).locator('.ant-checkbox-input').check();
  await rows.filter({ hasText: '5月会议' }).locator('.ant-checkbox-input').check();
  const removed = page.waitForRequest((r) => r.url().includes(`/batchDelete/${id}`));
  await page.getByTestId('online-list-batch-remove').click();
  await page.locator('.ant-modal-confirm .ant-btn-dangerous').click();
  const body = (await removed).postDataJSON() as { ids: string[] };
  expect(body.ids).toHaveLength(2);
  await expect(rows).toHaveCount(1);
  await expect(list.getByText('4月培训')).toBeVisible();
});
