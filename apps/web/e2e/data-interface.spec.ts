import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('the administrator writes a SQL interface with a parameter, previews its rows, and a write statement is refused', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const code = `e2e_${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  await page.goto('/systemData/dataInterface');
  await expect(page.getByTestId('data-interface-page').getByText('demo_users_sql')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('list-1440-zh.png') });

  await page.getByTestId('di-add').click();
  const form = page.getByTestId('di-form');
  await form.getByTestId('di-fullName').fill(`用户按账号 ${code}`);
  await form.getByTestId('di-enCode').fill(code);
  await form.getByTestId('di-category').click();
  await page.locator('.ant-select-item-option', { hasText: '系统接口' }).click();
  await form
    .getByTestId('di-sql')
    .fill('select account, real_name as "realName" from base_user where account = @acc');
  await form.getByTestId('di-param-add').click();
  await form.getByTestId('di-param-field').fill('acc');

  // live preview with the parameter's value
  await form.getByTestId('di-preview-param-acc').fill('admin');
  await form.getByTestId('di-preview-run').click();
  const rows = form.getByTestId('di-preview-rows');
  await expect(rows.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  await expect(rows.getByText(/1 行，耗时 \d+ 毫秒/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('editor-1440-zh.png') });

  // a write statement: the refusal message shows in the preview pane
  await form.getByTestId('di-sql').fill('delete from base_user where account = @acc');
  await form.getByTestId('di-preview-run').click();
  await expect(form.getByTestId('di-preview-error')).toContainText('只允许一条只读查询语句');

  // the read-only statement saves and the new row is listed
  await form.getByTestId('di-sql').fill('select account from base_user where account = @acc');
  await form.getByTestId('form-save').click();
  await expect(form).toBeHidden();
  await expect(page.getByText(code, { exact: true })).toBeVisible();

  // English and the phone width
  await page.evaluate(() => localStorage.setItem('tessera.language', 'en'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('data-interface-page')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('list-390-en.png'), fullPage: true });
});
