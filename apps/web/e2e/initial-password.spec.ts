import { expect, test, type Page } from '@playwright/test';
import { api, signIn, submitLogin, tokenOf } from './support';

/** The table row whose cell reads exactly `text`. */
const rowOf = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });

test('a new user signs in with the password the administrator was shown once, and must change it first', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = `ip${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await page.goto('/permission/user');
  await expect(page.getByTestId('users-page')).toBeVisible();
  await page.getByTestId('users-add').click();
  const form = page.getByTestId('user-form');
  await form.getByTestId('field-account').fill(account);
  await form.getByTestId('field-realName').fill('首登测试');
  // a weak chosen password is refused before anything is sent
  await form.getByTestId('field-initialPassword').fill('abc123');
  await form.getByTestId('form-save').click();
  await expect(form.getByText('须为8-16位，同时包含字母和数字，且不能与账号相同')).toBeVisible();
  await form.getByTestId('field-initialPassword').fill('');
  await form.getByTestId('field-organizes').click();
  const picker = page.getByRole('dialog').filter({ has: page.getByTestId('picker-confirm') });
  await picker
    .locator('.ant-tree-treenode')
    .filter({ visible: true, hasText: '星河示例科技有限公司' })
    .locator('.ant-tree-node-content-wrapper')
    .first()
    .click();
  await picker.getByTestId('picker-confirm').click();
  await form.getByTestId('field-roles').click();
  await picker.getByRole('tab', { name: '全局' }).click();
  await picker
    .locator('.ant-tree-treenode')
    .filter({ visible: true, hasText: '普通员工' })
    .locator('.ant-tree-node-content-wrapper')
    .first()
    .click();
  await picker.getByTestId('picker-confirm').click();
  await form.getByTestId('form-save').click();
  const shown = page.getByTestId('initial-password-value');
  await expect(shown).toBeVisible();
  const password = (await shown.innerText()).trim();
  expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
  await page.getByTestId('initial-password-done').click();
  await expect(page.getByTestId('initial-password-dialog')).toHaveCount(0);
  // never shown again: not in the list nor in the user's details
  await expect(rowOf(page, account)).toBeVisible();
  expect(await page.content()).not.toContain(password);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const user = await context.newPage();
  await user.goto('/login');
  await submitLogin(user, account, password);
  await expect(user).toHaveURL(/\/changePassword$/);
  await expect(user.getByTestId('change-password-page')).toBeVisible();
  // the screen cannot be skipped by typing an address
  await user.goto('/home');
  await expect(user).toHaveURL(/\/changePassword$/);
  await user.getByTestId('change-old').fill(password);
  await user.getByTestId('change-new').fill('Mine2026ok');
  await user.getByTestId('change-confirm').fill('Mine2026ok');
  await user.getByTestId('change-submit').click();
  await expect(user).toHaveURL(/\/home$/);
  await expect(user.getByTestId('home-greeting')).toBeVisible();
  await context.close();
});

test('the users template imported unchanged creates no user', async ({ page }) => {
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  const before = await api<{ pagination: { total: number } }>(
    page.request,
    token,
    'GET',
    '/api/permission/Users?pageSize=1',
  );
  const link = await api<{ url: string }>(
    page.request,
    token,
    'GET',
    '/api/permission/Users/TemplateDownload',
  );
  const bytes = await (await page.request.get(link.url, { headers: { Authorization: token } })).body();
  const upload = await page.request.post('/api/permission/Users/Uploader', {
    headers: { Authorization: token },
    multipart: { file: { name: 'template.xlsx', mimeType: 'application/octet-stream', buffer: bytes } },
  });
  const { data } = (await upload.json()) as { data: { fileName: string } };
  const preview = await api<{ dataRow: unknown[] }>(
    page.request,
    token,
    'GET',
    `/api/permission/Users/ImportPreview?fileName=${data.fileName}`,
  );
  expect(preview.dataRow).toEqual([]);
  const after = await api<{ pagination: { total: number } }>(
    page.request,
    token,
    'GET',
    '/api/permission/Users?pageSize=1',
  );
  expect(after.pagination.total).toBe(before.pagination.total);
});
