import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AuthorityValues, OrganizeNode } from '@tessera/shared';
import {
  api,
  apiToken,
  flatAuthority as flat,
  releaseForm,
  resetLanguage,
  shot,
  sidebar,
  signIn,
  signInNewUser,
  tokenOf,
} from './support';

/** The expense claim of form-model.md §8 in Tessera's keys, without its bill number, rows dated today. */
function expenseClaim(): string {
  const url = new URL(
    '../../../packages/shared/src/form-model/fixtures/expense-claim.original.json',
    import.meta.url,
  );
  const design = JSON.parse(
    readFileSync(url, 'utf8')
      .replaceAll('"inputNumber"', '"numInput"')
      .replaceAll('"showSummary"', '"show-summary"'),
  ) as { fields: Record<string, unknown>[] };
  design.fields = design.fields.filter((f) => (f.__config__ as { jnpfKey: string }).jnpfKey !== 'billRule');
  for (const f of design.fields) {
    const config = f.__config__ as { jnpfKey: string; children?: { __config__: Record<string, unknown> }[] };
    if (config.jnpfKey === 'calculate') f.isStorage = 2;
    for (const c of config.children ?? [])
      if (c.__config__.jnpfKey === 'datePicker') c.__config__.defaultCurrent = true;
  }
  return JSON.stringify(design);
}

/** Creates the claim design and releases it under the 在线开发 directory. */
const releaseClaim = (request: APIRequestContext) =>
  releaseForm(request, { fullName: '差旅报销', codePrefix: 'e2e_claim', formData: expenseClaim() });

async function pickOption(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

test.afterAll(async ({ request }) => resetLanguage(request, 'admin'));

test('a released form-only design opens from its menu, refuses an empty submission and saves a claim with two rows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { id, token, path } = await releaseClaim(request);
  await signIn(page, 'admin');
  await page.goto(path);
  const form = page.getByTestId('online-form-page');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('fr-tableField109')).toBeVisible();

  // nothing filled: the required fields say so, nothing is saved
  await page.getByTestId('online-form-submit').click();
  await expect(
    page.getByTestId('fr-title').locator('xpath=ancestor::div[contains(@class,"fr-item")][1]'),
  ).toContainText('请输入');
  await expect(form.getByText('费用类型不能为空')).toBeVisible();

  await page.getByTestId('fr-title').locator('input').fill('3月出差');
  await pickOption(page, 'fr-expense_type', '差旅');
  for (const [reason, amount] of [
    ['高铁', '553'],
    ['住宿', '697.5'],
  ] as const) {
    await page.getByTestId('fr-tableField109-add').click();
    await page.getByTestId('fr-tableField109-reason').last().locator('input').fill(reason);
    await page.getByTestId('fr-tableField109-amount').last().locator('input').fill(amount);
  }
  await expect(page.getByTestId('fr-tableField109-sum-amount')).toHaveText('1,250.50');
  await expect(page.getByTestId('fr-total_amount').locator('input')).toHaveValue('1,250.50');
  await shot(page, 'online-form-zh-1440', true);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'online-form-zh-375', true);
  await page.setViewportSize({ width: 1280, height: 800 });

  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/visualdev/OnlineDev/'),
  );
  await page.getByTestId('online-form-submit').click();
  const answer = (await (await saved).json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(200);

  const records = await api<{ list: Record<string, unknown>[] }>(
    request,
    token,
    'GET',
    `/api/visualdev/Base/${id}/FieldDataSelect?currentPage=1&pageSize=20&relationField=title&columnOptions=title,total_amount`,
  );
  expect(records.list.map((r) => r.title)).toContain('3月出差');
});

test('the released form in English at desktop and phone width', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { path } = await releaseClaim(request);
  // the language saved for the account applies at sign-in
  await api(
    request,
    await apiToken(request, 'admin'),
    'PUT',
    '/api/permission/Users/Current/SystemLanguage',
    {
      language: 'en',
    },
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto(path);
  await expect(page.getByTestId('fr-tableField109')).toBeVisible();
  await expect(page.getByTestId('online-form-submit')).toHaveText('Submit');
  await expect(page.getByTestId('fr-tableField109')).toContainText('Total');
  await shot(page, 'online-form-en-1440', true);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'online-form-en-375', true);
});

test('a role granted the released menu sees it, and its user saves a claim that lands in the table', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { id, token, path } = await releaseClaim(request);
  const menuCode = path.replace('/model/', '');
  const tag = Date.now().toString(36);
  const call = <T>(method: string, url: string, data?: unknown) => api<T>(request, token, method, url, data);
  const { id: roleId } = await call<{ id: string }>('POST', '/api/permission/Role', {
    globalMark: 1,
    fullName: `报销员${tag}`,
    enCode: `claimant${tag}`,
    sortCode: 0,
    enabledMark: 1,
  });
  const values = await call<AuthorityValues>('POST', `/api/permission/Authority/Data/${roleId}/Values`, {
    objectType: 'Role',
  });
  const menus = flat(values.module);
  const menu = menus.find((n) => n.kind === 'menu' && n.enCode === menuCode);
  const directory = menus.find((n) => n.enCode === 'onlineDev');
  expect(menu, 'the released menu is grantable').toBeTruthy();
  expect(directory).toBeTruthy();
  const add = flat(values.button).find((n) => n.enCode === 'btn_add' && n.moduleId === menu!.id);
  expect(add, 'its add button is grantable').toBeTruthy();
  await call('PUT', `/api/permission/Authority/Data/${roleId}`, {
    objectType: 'Role',
    systemIds: [menu!.systemId],
    module: [directory!.id, menu!.id],
    button: [add!.id],
    column: [],
    form: [],
    resource: [],
  });
  const { list: tree } = await call<{ list: OrganizeNode[] }>('GET', '/api/permission/Organize');
  // a department, so that 所属部门 (the user's current department by default) is filled
  const units = (nodes: OrganizeNode[]): OrganizeNode[] => nodes.flatMap((n) => [n, ...units(n.children)]);
  const department = units(tree).find((n) => n.category === 'department');
  expect(department, 'a seeded department').toBeTruthy();
  await signInNewUser(page, request, token, {
    account: `claimant${tag}`,
    realName: `报销员${tag}`,
    organizeId: department!.id,
    roleId,
    newPassword: 'Claimant2026ok',
  });

  // the menu is in the sidebar under 在线开发, and opens the form
  const me = await api<{ menuList: { enCode: string; children?: { enCode: string }[] }[] }>(
    request,
    await tokenOf(page),
    'GET',
    '/api/oauth/CurrentUser',
  );
  expect(me.menuList.flatMap((m) => [m.enCode, ...(m.children ?? []).map((c) => c.enCode)])).toContain(
    menuCode,
  );
  const entry = sidebar(page).getByText('差旅报销', { exact: true });
  await expect(async () => {
    if (!(await entry.isVisible())) await sidebar(page).getByText('在线开发', { exact: true }).click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId('online-form-page')).toBeVisible();
  await page.getByTestId('fr-title').locator('input').fill('客户拜访');
  await pickOption(page, 'fr-expense_type', '餐费');
  await page.getByTestId('fr-tableField109-add').click();
  await page.getByTestId('fr-tableField109-reason').last().locator('input').fill('午餐');
  await page.getByTestId('fr-tableField109-amount').last().locator('input').fill('88');
  await shot(page, 'online-form-role-filled', true);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/visualdev/OnlineDev/'),
  );
  await page.getByTestId('online-form-submit').click();
  const answer = (await (await saved).json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(200);

  const records = await api<{ list: Record<string, unknown>[] }>(
    request,
    token,
    'GET',
    `/api/visualdev/Base/${id}/FieldDataSelect?currentPage=1&pageSize=20&relationField=title&columnOptions=title,total_amount`,
  );
  const row = records.list.find((r) => r.title === '客户拜访');
  expect(row, 'the record is in the table').toBeTruthy();
  expect(Number(row!.total_amount)).toBe(88);
});
