import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, claimDesign, releaseDesign, resetLanguage, shot, signIn } from './support';

/** The expense claim of form-model.md §8 as a list's fields, plus a parent claim for the tree table. */
function claimWithParent(): string {
  const design = claimDesign();
  const title = design.fields.find((f) => f.__vModel__ === 'title')!;
  const config = title.__config__ as Record<string, unknown>;
  design.fields.push({
    ...title,
    __vModel__: 'parent_claim',
    __config__: { ...config, label: '上级报销', required: false, formId: 900, renderKey: 900 },
  });
  return JSON.stringify(design);
}

const columnList = [
  { prop: 'title', label: '标题', width: 200 },
  { prop: 'expense_type', label: '费用类型', width: 120 },
  { prop: 'total_amount', label: '报销总额', align: 'right', width: 140 },
];
/** The list design of each mode: a left tree by expense type, groups by it, a tree by parent. */
const designOf = (type: 2 | 3 | 5) =>
  JSON.stringify({
    type,
    columnList,
    searchList: [{ prop: 'title', label: '标题', jnpfKey: 'input', searchType: 2, isKeyword: true }],
    treeTitle: '费用类型',
    treeDataSource: 'formField',
    treeRelation: 'expense_type',
    groupField: 'expense_type',
    parentField: 'parent_claim',
    showSummary: true,
    summaryField: ['total_amount'],
    btnsList: [{ value: 'add', label: '新增' }],
    columnBtnsList: [{ value: 'edit', label: '编辑' }],
    customBtnsList: [
      {
        value: 'btn_e2e_mark',
        label: '标记',
        event: {
          btnType: 2,
          func: "({ data, onlineUtils }) => onlineUtils.toast('已标记 ' + data.title, 'success')",
        },
      },
    ],
  });

/** Creates and releases a type-2 claim list with three claims (one under another); answers how to switch modes. */
async function setUp(request: APIRequestContext) {
  const base = {
    fullName: '报销分类',
    codePrefix: 'e2e_modes',
    webType: 2 as const,
    formData: claimWithParent(),
  };
  const { id, enCode, token, path, release } = await releaseDesign(request, {
    ...base,
    columnData: designOf(2),
  });
  const day = Date.UTC(2026, 2, 1);
  const save = (title: string, type: string, amount: number, parent = '') =>
    api<{ id: string }>(request, token, 'POST', `/api/visualdev/OnlineDev/${id}`, {
      data: JSON.stringify({
        title,
        expense_type: type,
        claim_date: day,
        parent_claim: parent,
        tableField109: [{ occur_date: day, reason: `${title}明细`, amount }],
      }),
    });
  const trip = await save('3月出差', 'travel', 300);
  await save('3月高铁', 'travel', 120.5, trip.id);
  await save('4月聚餐', 'meal', 80);
  /** Re-releases the design as another list type. */
  const switchTo = async (type: 3 | 5) => {
    const { codePrefix: _code, ...stored } = base;
    await api(request, token, 'PUT', `/api/visualdev/Base/${id}`, {
      ...stored,
      enCode,
      columnData: designOf(type),
    });
    await release();
  };
  return { path, switchTo };
}

const rowsOf = (page: Page) =>
  page.getByTestId('online-list-page').locator('.ant-table-tbody tr.ant-table-row');

test.afterAll(async ({ request }) => resetLanguage(request, 'admin'));

test('a generated list filters by its left tree, groups, nests a tree table, sums the page and runs a custom button', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { path, switchTo } = await setUp(request);
  await signIn(page, 'admin');
  await page.goto(path);
  const list = page.getByTestId('online-list-page');
  await expect(rowsOf(page)).toHaveCount(3);

  // left tree: the expense type's options; a node filters, "all" clears
  const tree = page.getByTestId('online-list-tree');
  await expect(page.getByTestId('online-list-tree-panel').getByText('费用类型')).toBeVisible();
  await tree.getByText('餐费').click();
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(list.getByText('4月聚餐')).toBeVisible();
  await expect(page.getByTestId('online-sum-total_amount')).toContainText('80');
  await shot(page, 'modes-tree-zh-1440');
  await tree.getByText('全部').click();
  await expect(rowsOf(page)).toHaveCount(3);
  await expect(page.getByTestId('online-sum-total_amount')).toContainText('500.5');

  // a custom script button runs in the sandbox and speaks through a toast
  await rowsOf(page).filter({ hasText: '4月聚餐' }).getByTestId('online-row-custom').click();
  await expect(page.getByText('已标记 4月聚餐')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('online-list-tree-panel')).toBeVisible();
  await shot(page, 'modes-tree-zh-375', true);
  await page.setViewportSize({ width: 1440, height: 900 });

  // grouped: one group per expense type, open, with its records
  await switchTo(3);
  await page.reload();
  const groups = list.getByTestId('online-group');
  await expect(groups).toHaveCount(2);
  await expect(groups.filter({ hasText: '(2)' })).toBeVisible();
  await expect(list.getByText('3月高铁')).toBeVisible();
  await shot(page, 'modes-grouped-zh-1440');

  // tree table: the train ticket under its trip, in English
  await switchTo(5);
  await page.getByTestId('language-select').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.goto(path);
  await expect(rowsOf(page)).toHaveCount(2);
  await expect(list.getByText('3月高铁')).toBeHidden();
  await rowsOf(page).filter({ hasText: '3月出差' }).locator('.ant-table-row-expand-icon').click();
  await expect(list.getByText('3月高铁')).toBeVisible();
  await expect(page.getByTestId('online-list-summary')).toContainText('Page total');
  await expect(page.getByTestId('online-list-add')).toHaveText(/Add/);
  await shot(page, 'modes-treetable-en-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'modes-treetable-en-375', true);
});
