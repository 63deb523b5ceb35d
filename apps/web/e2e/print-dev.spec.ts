import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { shot, signIn } from './support';

/** Picks zhangsan in the "print a record" dialog and opens the preview. */
async function printZhangsan(page: Page) {
  const print = page.getByTestId('print-record-demo_user_card');
  // on phones the row shows its first action and folds the others under "More"
  if (!(await print.isVisible()))
    await page.getByRole('row').filter({ hasText: 'demo_user_card' }).locator('[data-action=more]').click();
  await print.click();
  await page.getByTestId('print-record-user').click();
  const picker = page.getByRole('dialog').filter({ has: page.getByTestId('picker-confirm') });
  await picker.getByTestId('picker-keyword').locator('input').fill('zhangsan');
  await picker.getByTestId('picker-keyword').locator('input').press('Enter');
  await picker.getByText('张三', { exact: false }).first().click();
  await picker.getByTestId('picker-confirm').click();
  await page.getByTestId('print-record-ok').click();
}

test('the administrator prints the demo user card for a user and downloads it as a Word document', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/system/printDev');
  const row = page.getByRole('row').filter({ hasText: 'demo_user_card' });
  await expect(row).toContainText('用户信息卡');

  await printZhangsan(page);
  const paper = page.getByTestId('print-paper');
  await expect(paper).toContainText('张三');
  await expect(paper).toContainText('zhangsan');
  await expect(paper).toContainText('研发部');
  await expect(paper).toContainText('软件工程师');
  await expect(paper).toContainText('管理员/admin');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('print-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe('用户信息卡.doc');
  const doc = await readFile((await download.path())!, 'utf8');
  expect(doc).toContain('urn:schemas-microsoft-com:office:word');
  expect(doc).toContain('张三');
  expect(doc).toContain('软件工程师');
  expect(doc).not.toContain('{realName}');
  await page.getByTestId('print-cancel').click();
  await expect(paper).toBeHidden();
});

test('the editor shows the demo template with its fields, sections and page setup', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/system/printDev');
  await page
    .getByRole('row')
    .filter({ hasText: 'demo_user_card' })
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  const editor = page.getByTestId('print-editor');
  await expect(editor.getByTestId('print-design')).toContainText('{realName}');
  await expect(editor.getByTestId('print-field-{realName}')).toBeVisible();
  await expect(editor.getByTestId('print-section-positions')).toBeVisible();
  await editor.getByRole('tab', { name: 'HTML源码' }).click();
  await expect(editor.getByTestId('print-source')).toHaveValue(/data-print-repeat="positions"/);
});

for (const lang of ['zh', 'en'] as const)
  for (const [w, h] of [
    [1440, 900],
    [390, 844],
  ] as const)
    test(`screenshots of the print pages in ${lang} at ${w}px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: w, height: h });
      await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
      await signIn(page, 'admin');
      await page.goto('/system/printDev');
      await expect(page.getByRole('row').filter({ hasText: 'demo_user_card' })).toBeVisible();
      await shot(page, `print-list-${lang}-${w}`);
      await page
        .getByRole('row')
        .filter({ hasText: 'demo_user_card' })
        .getByRole('button', { name: /编\s*辑|Edit/ })
        .click();
      await expect(page.getByTestId('print-design')).toBeVisible();
      await page.waitForTimeout(500);
      await shot(page, `print-editor-${lang}-${w}`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('print-editor')).toBeHidden();
      await printZhangsan(page);
      await expect(page.getByTestId('print-paper')).toContainText('张三');
      await shot(page, `print-preview-${lang}-${w}`);
    });
