import { expect, test } from '@playwright/test';
import { shot, signIn } from './support';

test('the administrator schedules a task, runs it now, reads its history and pauses it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/system/task');
  const pageCard = page.getByTestId('scheduling-page');
  // the server made a task for each built-in job when it started
  // named by its job's title in the user's language
  await expect(
    pageCard
      .getByRole('row')
      .filter({ hasText: 'scheduling.pruneHistory' })
      .filter({ hasText: '清理 30 天前的运行记录' }),
  ).toBeVisible();

  await pageCard.getByTestId('scheduling-add').click();
  const form = page.getByTestId('task-form');
  await form.getByTestId('task-job').click();
  await page.locator('.ant-select-item-option', { hasText: '清理导入的临时表格' }).click();
  await form.getByTestId('task-name').fill('清理临时表格 E2E');
  const cron = form.getByTestId('task-cron');
  // a bad expression is refused as one types, in the UI language
  await cron.fill('61 * * * *');
  await expect(form.getByTestId('cron-preview-error')).toContainText('Cron 表达式无效');
  await cron.fill('*/10 * * * *');
  await expect(form.getByTestId('cron-preview').getByRole('listitem')).toHaveCount(5);
  await shot(page, 'scheduling-form-zh-1440');
  await form.getByTestId('form-save').click();
  await expect(form).toBeHidden();

  const row = pageCard.getByRole('row').filter({ hasText: '清理临时表格 E2E' });
  await expect(row).toContainText('*/10 * * * *');
  await expect(row).toContainText('已启用');
  await expect(row).toContainText('未运行');

  await row.getByRole('button', { name: '立即执行' }).click();
  await expect(row).toContainText('成功');
  // run and pause stay in the row; edit, history and delete fold under "More"
  await row.locator('[data-action=more]').click();
  await page.getByRole('menuitem', { name: '运行记录' }).click();
  const history = page.getByTestId('run-history');
  const run = history.getByRole('row').filter({ hasText: '手动' });
  await expect(run).toHaveCount(1);
  await expect(run).toContainText('成功');
  await shot(page, 'scheduling-history-zh-1440');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await row.getByRole('button', { name: '暂停' }).click();
  await expect(row).toContainText('已暂停');
  await expect(row.getByRole('button', { name: '启用' })).toBeVisible();
  await shot(page, 'scheduling-zh-1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await shot(page, 'scheduling-zh-390');
});
