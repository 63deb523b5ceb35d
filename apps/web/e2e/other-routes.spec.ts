import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

/** Base64 of a flow message body, as a message link carries it. */
function flowConfig(body: Record<string, unknown>): string {
  return encodeURIComponent(Buffer.from(JSON.stringify(body)).toString('base64'));
}

test('/dashboard greets the user, shows empty inboxes and menu shortcuts that navigate', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard');
  await expect(page).toHaveTitle(/^门户 - /);
  await expect(page.getByTestId('dashboard-greeting')).toContainText('您好');
  await expect(page.getByTestId('dashboard-messages')).toContainText('暂无数据');
  await expect(page.getByTestId('dashboard-notices')).toContainText('暂无数据');
  const shortcuts = page.getByTestId('dashboard-shortcuts').getByRole('button');
  await expect(shortcuts).toHaveCount(12);
  await expect(shortcuts.first()).toHaveText('组织管理');
  await shortcuts.first().click();
  await expect(page).toHaveURL(/\/permission\/organize$/);
  // keyboard: a shortcut is a focusable button
  await page.goto('/dashboard');
  await shortcuts.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/permission\/position$/);
  await page.goto('/dashboard');
  await expect(shortcuts).toHaveCount(12);
  const axe = await new AxeBuilder({ page }).include('[data-testid=dashboard]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('/workFlowDetail shows the decoded flow of a valid link and an error state for a broken one', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const body = {
    type: 2,
    processId: 'proc-42',
    flowId: 'flow-7',
    taskNodeId: 'node-3',
    taskOperatorId: 'op-9',
  };
  await page.goto(`/workFlowDetail?config=${flowConfig(body)}`);
  const detail = page.getByTestId('workflow-detail');
  await expect(detail).toContainText('流程模块即将上线');
  await expect(page.getByTestId('flow-type')).toHaveText('待办事宜');
  for (const id of ['proc-42', 'flow-7', 'node-3', 'op-9']) await expect(detail).toContainText(id);

  await page.goto('/workFlowDetail?config=not-base64%7B');
  await expect(page.getByTestId('workflow-detail-error')).toContainText('无法读取此流程链接');
  await expect(page.getByTestId('workflow-detail')).toHaveCount(0);
});

test('/externalLink refuses a javascript: address and never frames it', async ({ page }) => {
  await signIn(page, 'admin');
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await page.goto(`/externalLink?href=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.getByTestId('external-link-refused')).toContainText('无法打开此地址');
  await expect(page.getByTestId('external-link-refused')).toContainText('javascript:alert(1)');
  await expect(page.getByTestId('external-frame')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('/GpsTrajectory/123 opens without signing in and shows the order with an empty trajectory', async ({
  page,
}) => {
  await page.goto('/GpsTrajectory/123');
  await expect(page).toHaveURL(/\/GpsTrajectory\/123$/);
  await expect(page.getByTestId('gps-order-id')).toHaveText('123');
  await expect(page.getByTestId('gps-page')).toContainText('暂无轨迹点');
  await expect(page).toHaveTitle(/^轨迹 - /);
});

test('/report and /TemplatePreview open without signing in and show their empty states', async ({ page }) => {
  await page.goto('/report?id=r-1');
  await expect(page.getByTestId('report-id')).toHaveText('r-1');
  await page.goto('/TemplatePreview?id=t-1');
  await expect(page.getByTestId('template-preview')).toContainText('暂无数据');
});

test('/messageRecord, /previewModel and /emailDetail show their pages', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/messageRecord');
  await expect(page.getByTestId('message-record').getByRole('heading', { name: '站内消息' })).toBeVisible();
  await expect(page.getByTestId('message-record').getByRole('table')).toBeVisible();
  await page.goto(`/previewModel?id=m-1&fullName=${encodeURIComponent('请假申请')}`);
  await expect(page.getByTestId('preview-name')).toHaveText('请假申请');
  await page.goto('/emailDetail');
  await expect(page.getByTestId('email-detail')).toContainText('链接缺少参数“id”');
});

for (const lang of ['zh', 'zhtw', 'en'] as const) {
  test(`dashboard screenshots in ${lang}`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
    await signIn(page, 'admin');
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await page.goto('/dashboard');
      await expect(page.getByTestId('dashboard-shortcuts')).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`dashboard-${lang}-${width}.png`),
        fullPage: true,
      });
    }
  });
}
