import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { signIn } from './support';

/** A downloaded workbook's bytes, typed as exceljs expects them. */
const readBook = async (file: string) =>
  (await readFile(file)) as unknown as Parameters<ExcelJS.Workbook['xlsx']['load']>[0];

const HEADER = [
  '账户',
  '姓名',
  '性别',
  '手机',
  '电子邮箱',
  '所属组织',
  '岗位',
  '角色',
  '状态',
  '排序',
  '说明',
];

/** An xlsx with the template's columns and some users. */
async function usersFile(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const user = (account: string, phone = '13900000001') => [
  account,
  `导入${account}`,
  '男',
  phone,
  `${account}@example.com`,
  '研发部',
  '软件工程师',
  '普通员工',
  '启用',
  '1',
  '',
];

async function openUsers(page: Page) {
  await page.goto('/permission/user');
  await expect(page.getByTestId('users-import')).toBeVisible();
}

test('an administrator imports users through the wizard and exports them', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const good = `imp${stamp}`;
  const bad = `bad${stamp}`;
  await signIn(page, 'admin');
  await openUsers(page);
  await page.getByTestId('users-import').click();
  const wizard = page.getByRole('dialog');
  await expect(wizard.getByText('上传文件').first()).toBeVisible();

  // step 1: next needs a file; the template downloads
  await wizard.getByRole('button', { name: /下一步/ }).click();
  await expect(page.getByText('请先上传文件')).toBeVisible();
  const templateDownload = page.waitForEvent('download');
  await wizard.getByRole('button', { name: /下载模板/ }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('用户导入模板.xlsx');
  const templateBook = new ExcelJS.Workbook();
  await templateBook.xlsx.load(await readBook((await template.path())!));
  expect(templateBook.worksheets[0]?.getRow(1).getCell(1).value).toBe('账户');

  // a renamed text file is refused by the server's sniffing
  await wizard.locator('input[type=file]').setInputFiles({
    name: 'fake.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('account,name\n'),
  });
  await expect(page.getByText('只能上传 .xls 或 .xlsx 格式的文件')).toBeVisible();

  await wizard.locator('input[type=file]').setInputFiles({
    name: 'users.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await usersFile([user(good), user(bad, '123')]),
  });
  await expect(wizard.getByText('users.xlsx')).toBeVisible();
  await wizard.getByRole('button', { name: /下一步/ }).click();

  // step 2: the rows are editable
  const accounts = wizard.getByLabel('账户', { exact: true });
  await expect(accounts).toHaveCount(2);
  await expect(accounts.first()).toHaveValue(good);
  await wizard.getByLabel('姓名', { exact: true }).first().fill(`改名${stamp}`);
  await wizard.getByRole('button', { name: /开始导入/ }).click();

  // the rows are checked first: the bad one is marked with its reason, and only the good one imports
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('将导入 1 行；1 行不符合要求，不会导入。');
  await expect(wizard.getByTestId('import-row-invalid')).toContainText('请正确输入您的手机号');
  await confirm.locator('.ant-btn-primary').click();

  // step 3: the counts
  await expect(wizard.getByText('成功 1 条，失败 0 条')).toBeVisible();
  await wizard
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(wizard).toBeHidden();

  // the list was refreshed and holds the new user with the edited name
  await page.getByTestId('users-keyword').locator('input').fill(good);
  await page.getByTestId('users-keyword').locator('input').press('Enter');
  await expect(page.getByText(`改名${stamp}`)).toBeVisible();

  // export of all users matching the list's filter (the keyword)
  await page.getByTestId('users-export').click();
  const exportDialog = page.getByRole('dialog');
  await exportDialog.getByText('全部数据').click();
  const exportDownload = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: /导\s*出/ }).click();
  const exported = await exportDownload;
  expect(exported.suggestedFilename()).toBe('用户信息.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await readBook((await exported.path())!));
  const values = book.worksheets[0]!.getColumn(1).values.map(String);
  expect(values).toContain(good);
});

test('a user without the buttons sees neither export nor import', async ({ page }) => {
  await signIn(page, 'lisi');
  await page.goto('/permission/user');
  await expect(page.getByTestId('users-add')).toBeVisible();
  await expect(page.getByTestId('users-import')).toHaveCount(0);
  await expect(page.getByTestId('users-export')).toHaveCount(0);
});

for (const lang of ['zh', 'en'] as const) {
  test(`import wizard screenshots in ${lang}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
    await signIn(page, 'admin');
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await openUsers(page);
      await page.getByTestId('users-import').click();
      const wizard = page.getByRole('dialog');
      await wizard.locator('input[type=file]').setInputFiles({
        name: 'users.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await usersFile([user(`shot${lang}${width}a`), user(`shot${lang}${width}b`, '1')]),
      });
      await expect(wizard.getByText('users.xlsx')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`wizard-upload-${lang}-${width}.png`) });
      await wizard.getByRole('button', { name: lang === 'zh' ? /下一步/ : /Next/ }).click();
      await expect(wizard.locator('input').nth(3)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`wizard-preview-${lang}-${width}.png`) });
      await wizard.getByRole('button', { name: lang === 'zh' ? /开始导入/ : /^Import$/ }).click();
      // one row is invalid: the preview marks it and a confirmation names both counts
      const confirm = page.locator('.ant-modal-confirm');
      await expect(confirm).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`wizard-confirm-${lang}-${width}.png`) });
      await confirm.locator('.ant-btn-primary').click();
      await expect(wizard.locator('.ant-result')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`wizard-result-${lang}-${width}.png`) });
      await wizard.locator('.ant-modal-footer').getByRole('button').click();
      await page.getByTestId('users-export').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`export-dialog-${lang}-${width}.png`) });
      await page.keyboard.press('Escape');
    }
  });
}
