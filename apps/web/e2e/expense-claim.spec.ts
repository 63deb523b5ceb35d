import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DataInterfacePreviewResult, OrganizeNode } from '@tessera/shared';
import { api, apiToken, shot, sidebar, signIn, signInNewUser } from './support';

/** Drags with the mouse the way dnd-kit's pointer sensor needs it: press, a small move, then glide. */
async function drag(
  page: Page,
  source: Locator,
  target: Locator,
  at: 'center' | 'bottom' | 'end' = 'center',
) {
  await source.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 3 });
  const x = at === 'end' ? to.x + to.width - 12 : to.x + to.width / 2;
  const y = at === 'bottom' ? to.y + to.height - 8 : to.y + to.height / 2;
  await page.mouse.move(x, y, { steps: 5 });
  await page.mouse.move(x + 2, y, { steps: 2 });
  await page.mouse.up();
}

/** Opens an antd select inside `scope` and picks the option reading exactly `option`. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

/** The tree row of a node whose title reads exactly `name`. */
const treeNode = (tree: Locator, name: string) =>
  tree.locator('.ant-tree-treenode').filter({ has: tree.page().getByText(name, { exact: true }) });

/** Answers the first response of a method whose address contains `part`, after `action`. */
async function answerOf<T>(page: Page, method: string, part: string, action: () => Promise<unknown>) {
  const response = page.waitForResponse((r) => r.request().method() === method && r.url().includes(part));
  await action();
  const body = (await (await response).json()) as { code: number; msg: string; data: T };
  expect(body.code, `${method} ${part}: ${body.msg}`).toBe(200);
  return body.data;
}

test('the expense claim of form-model §8 is designed by drag and drop, previewed, released, granted and used by a role', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const name = `差旅报销${tag}`;
  const code = `e2e_claim_${tag}`;
  const admin = await apiToken(request, 'admin');
  const { id: roleId } = await api<{ id: string }>(request, admin, 'POST', '/api/permission/Role', {
    globalMark: 1,
    fullName: `报销员${tag}`,
    enCode: `claimant${tag}`,
    sortCode: 0,
    enabledMark: 1,
  });

  // a new form-only design
  await signIn(page, 'admin');
  await page.goto('/onlineDev/webDesign');
  await page.getByTestId('visualdev-add').click();
  await page.getByTestId('field-fullName').fill(name);
  await page.getByTestId('field-enCode').fill(code);
  await page.getByTestId('field-webType').getByText('纯表单', { exact: true }).click();
  await page.getByTestId('visualdev-save').click();
  await expect(page.getByTestId('vd-designer')).toBeVisible();

  // the form's properties: two columns by default
  await page.locator('#vd-form-span').fill('12');
  await page.locator('#vd-form-span').press('Tab');

  const root = page.getByTestId('vd-list-root');
  const items = page.getByTestId('vd-canvas').locator('[data-vmodel]');
  const label = page.getByTestId('prop-label');
  const vModel = page.getByTestId('prop-vmodel');
  const props = page.getByTestId('vd-widget-props');
  const toggle = (text: string) => props.locator('label', { hasText: text }).getByRole('switch').click();
  /** Drops a palette widget at the end of the form; it is then selected. */
  const place = async (key: string, title: string, field: string) => {
    const before = await items.count();
    await drag(page, page.getByTestId(`palette-${key}`), root, before ? 'bottom' : 'center');
    await expect(items).toHaveCount(before + 1);
    await label.fill(title);
    await vModel.fill(field);
  };

  await place('billRule', '单号', 'claim_no');
  await page.getByTestId('prop-bill-rule').click();
  await page.getByTestId('bill-rule-option-ExpenseClaim').click();
  await page.getByTestId('bill-rule-dialog-ok').click();

  await place('input', '标题', 'title');
  await page.getByTestId('prop-required').click();
  await props.getByRole('button', { name: '添加规则' }).click();
  await props.getByLabel('正则表达式').fill('/^.{2,}$/');
  await props.getByLabel('错误提示').fill('标题至少两个字');

  for (const [key, title, field] of [
    ['userSelect', '报销人', 'applicant'],
    ['depSelect', '所属部门', 'dept_id'],
    ['datePicker', '报销日期', 'claim_date'],
  ] as const) {
    await place(key, title, field);
    await page.getByTestId('prop-required').click();
    await page.getByTestId('prop-default-current').click();
  }

  await place('select', '费用类型', 'expense_type');
  await page.getByTestId('prop-required').click();
  for (const [i, [text, value]] of [
    ['差旅', 'travel'],
    ['餐费', 'meal'],
  ].entries()) {
    const row = props.getByTestId('option-row').nth(i);
    await row.getByLabel('选项名').fill(text!);
    await row.getByLabel('选项值').fill(value!);
  }

  await place('calculate', '报销总额', 'total_amount');
  await place('uploadFile', '附件', 'attachments');
  await page.getByTestId('prop-span').fill('24');

  // the sub-table with its three columns, and its summary row over the amounts
  await drag(page, page.getByTestId('palette-table'), root, 'bottom');
  const table = page.locator('.vd-item[data-key="table"]');
  await expect(table).toBeVisible();
  await label.fill('费用明细');
  const tableField = (await table.getAttribute('data-vmodel'))!;
  const columns = table.locator('.vd-column');
  for (const [i, [key, title, field]] of [
    ['datePicker', '发生日期', 'occur_date'],
    ['input', '事由', 'reason'],
    ['numInput', '金额', 'amount'],
  ].entries()) {
    await drag(page, page.getByTestId(`palette-${key}`), table.locator('.vd-list-row'), i ? 'end' : 'center');
    await expect(columns).toHaveCount(i + 1);
    await label.fill(title!);
    await vModel.fill(field!);
    await page.getByTestId('prop-required').click();
  }
  // the amount: not negative, two decimals, thousands separated
  await props.locator('#vd-prop-min').fill('0');
  await props.locator('#vd-prop-precision').fill('2');
  await toggle('千位分隔');
  expect(await columns.evaluateAll((cs) => cs.map((c) => c.getAttribute('data-vmodel')))).toEqual([
    'occur_date',
    'reason',
    'amount',
  ]);
  await table.click({ position: { x: 40, y: 10 } });
  await toggle('合计行');
  await choose(
    page,
    props.locator('#vd-prop-summary').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
    '金额',
  );
  await page.keyboard.press('Escape');

  // the total sums the sub-table's amounts
  await page.locator('.vd-item[data-vmodel="total_amount"]').click({ position: { x: 40, y: 10 } });
  await choose(page, props.getByRole('combobox', { name: '插入字段' }), '费用明细-金额');
  await expect(page.getByTestId('calc-verdict')).toContainText('通过');
  await props.getByText('显示并存储', { exact: true }).click();
  await toggle('千位分隔');
  await toggle('大写金额');
  await shot(page, 'expense-claim-designer');

  // preview at PC width: empty, the errors show; then valid
  await page.getByTestId('vd-preview').click();
  const preview = page.getByTestId('form-preview');
  await expect(preview.getByTestId(`fr-${tableField}`)).toBeVisible();
  // a one-letter title breaks its rule; the other required fields are empty
  await preview.getByTestId('fr-title').locator('input').fill('差');
  await preview.getByTestId('form-preview-validate').click();
  await expect(preview.getByText('校验未通过，请按提示修改')).toBeVisible();
  await expect(preview.getByText('标题至少两个字')).toBeVisible();
  await expect(preview.getByText('费用类型不能为空')).toBeVisible();
  await fillClaim(page, preview, tableField, '3月出差', '差旅', [
    ['2026-11-02', '高铁', '553'],
    ['2026-11-03', '住宿', '697.5'],
  ]);
  await expect(preview.getByTestId(`fr-${tableField}-sum-amount`)).toHaveText('1,250.50');
  await expect(preview.getByTestId('fr-total_amount').locator('input')).toHaveValue('1,250.50');
  await preview.getByTestId('form-preview-validate').click();
  await expect(preview.getByTestId('form-preview-json')).toContainText('"expense_type": "travel"');
  await shot(page, 'expense-claim-preview');
  await preview.getByRole('button', { name: '关闭', exact: true }).click();
  await expect(preview).toBeHidden();

  await answerOf(page, 'PUT', '/api/visualdev/Base/', () => page.getByTestId('vd-save').click());
  await page.getByTestId('vd-close').click();

  // released under 在线开发
  const row = page.getByRole('row').filter({ hasText: code });
  const release = page.getByTestId(`visualdev-release-${code}`);
  if (!(await release.isVisible())) await row.locator('[data-action=more]').click();
  await release.click();
  const dialog = page.getByTestId('release-dialog');
  await dialog.getByTestId('release-pc-parents').click();
  await page
    .locator('.ant-select-tree-node-content-wrapper')
    .filter({ hasText: /^在线开发$/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
  const released = await answerOf<{ tables: string[]; menus: { enCode: string }[] }>(
    page,
    'POST',
    '/Actions/Release',
    () => page.getByTestId('release-ok').click(),
  );
  await expect(row.getByTestId('visualdev-state')).toHaveText('已发布');

  // the role gets the menu and its add button in the authorisation page
  await page.goto('/permission/authorize');
  await page.getByTestId('authorize-type').getByText('角色', { exact: true }).click();
  await page.getByTestId(`authorize-object-报销员${tag}`).click();
  await treeNode(page.getByTestId('authorize-tree-module'), name).locator('.ant-tree-checkbox').click();
  await page.getByTestId('authorize-tab-button').click();
  const add = treeNode(page.getByTestId('authorize-tree-button'), name).locator(
    'xpath=following-sibling::div[1]',
  );
  await expect(add).toContainText('btn_add');
  await add.locator('.ant-tree-checkbox').click();
  await answerOf(page, 'PUT', '/Authority/Data/', () => page.getByTestId('authorize-save').click());

  // the role's user finds the menu, opens the form and saves a claim
  const { list: tree } = await api<{ list: OrganizeNode[] }>(
    request,
    admin,
    'GET',
    '/api/permission/Organize',
  );
  const units = (nodes: OrganizeNode[]): OrganizeNode[] => nodes.flatMap((n) => [n, ...units(n.children)]);
  const department = units(tree).find((n) => n.category === 'department')!;
  await page.evaluate(() => localStorage.clear());
  await signInNewUser(page, request, admin, {
    account: `claimant${tag}`,
    realName: `报销员${tag}`,
    organizeId: department.id,
    roleId,
    newPassword: 'Claimant2026ok',
  });
  const entry = sidebar(page).getByText(name, { exact: true });
  await expect(async () => {
    if (!(await entry.isVisible())) await sidebar(page).getByText('在线开发', { exact: true }).click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
  const form = page.getByTestId('online-form-page');
  await expect(form).toBeVisible();
  await fillClaim(page, form, tableField, '客户拜访', '餐费', [
    ['2026-11-20', '午餐', '88'],
    ['2026-11-21', '晚餐', '120.5'],
  ]);
  await expect(form.getByTestId('fr-total_amount').locator('input')).toHaveValue('208.50');
  await shot(page, 'expense-claim-runtime', true);
  await answerOf(page, 'POST', '/api/visualdev/OnlineDev/', () =>
    page.getByTestId('online-form-submit').click(),
  );

  // the main row and its two sub-rows are in the tables
  const [main, sub] = released.tables;
  const read = await api<DataInterfacePreviewResult>(
    request,
    admin,
    'POST',
    '/api/system/DataInterface/0/Actions/Preview',
    {
      paramList: [],
      draft: {
        categoryId: 'system',
        type: 1,
        fullName: 'check',
        enCode: 'check',
        dataConfigJson: {
          sqlData: {
            sql: `select c.claim_no, c.expense_type, c.total_amount, i.reason, i.amount from ${main} c join ${sub} i on i.parent_id = c.id where c.title = '客户拜访' order by i.amount`,
          },
        },
      },
    },
  );
  expect(read.error).toBeNull();
  expect(read.list).toHaveLength(2);
  expect(read.list.map((r) => [r.reason, Number(r.amount)])).toEqual([
    ['午餐', 88],
    ['晚餐', 120.5],
  ]);
  expect(read.list[0]).toMatchObject({ expense_type: 'meal' });
  expect(Number(read.list[0]!.total_amount)).toBe(208.5);
  expect(String(read.list[0]!.claim_no)).toMatch(/^BX\d{8}\d{3}$/);
});

/** Fills the claim's title, type and sub-table rows ([date, reason, amount]) in a rendered form. */
async function fillClaim(
  page: Page,
  scope: Locator,
  tableField: string,
  title: string,
  type: string,
  rows: [string, string, string][],
) {
  await scope.getByTestId('fr-title').locator('input').fill(title);
  await choose(page, scope.getByTestId('fr-expense_type').locator('.ant-select'), type);
  for (const [date, reason, amount] of rows) {
    await scope.getByTestId(`fr-${tableField}-add`).click();
    const dateInput = scope.getByTestId(`fr-${tableField}-occur_date`).last().locator('input');
    await dateInput.fill(date);
    await dateInput.press('Enter');
    await scope.getByTestId(`fr-${tableField}-reason`).last().locator('input').fill(reason);
    await scope.getByTestId(`fr-${tableField}-amount`).last().locator('input').fill(amount);
  }
}
