import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, apiToken, claimDesign, releaseForm, resetLanguage, shot, signIn } from './support';

/** The expense claim of form-model.md §8 in Tessera's keys, without its bill number, rows dated today. */
function expenseClaim(): string {
  const design = claimDesign({ drop: ['billRule'], funcs: true });
  for (const f of design.fields) {
    const config = f.__config__ as { children?: { __config__: Record<string, unknown> }[] };
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
