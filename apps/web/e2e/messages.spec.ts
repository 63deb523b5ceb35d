import { expect, test, type Page } from '@playwright/test';
import { api, signIn, tokenOf } from './support';

/** A 1×1 PNG, for the attachment upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Creates a notice as the signed-in administrator and releases it to one account. */
async function releaseNotice(
  admin: Page,
  account: string,
  title: string,
  bodyText = `<p>${title}</p>`,
  files: unknown[] = [],
) {
  const token = await tokenOf(admin);
  const users = await api<{ list: { id: string; account: string }[] }>(
    admin.request,
    token,
    'GET',
    `/api/message/Notice/RecipientUsers?currentPage=1&pageSize=20&keyword=${account}`,
  );
  const user = users.list.find((u) => u.account === account);
  expect(user, `user ${account}`).toBeTruthy();
  const { id } = await api<{ id: string }>(admin.request, token, 'POST', '/api/message', {
    title,
    bodyText,
    files,
    recipients: { toAll: false, organizeIds: [], roleIds: [], userIds: [user?.id] },
  });
  await api(admin.request, token, 'PUT', `/api/message/${id}/Actions/Release`);
  return id;
}

/** Stores a text file as the signed-in user (one-request upload) and answers it as a notice attachment. */
async function storedFile(page: Page, name: string, text: string) {
  const response = await page.request.post('/api/file/Uploader/file', {
    headers: { Authorization: await tokenOf(page) },
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  const body = (await response.json()) as {
    code: number;
    msg: string;
    data: { fileId: string; fileSize: number; url: string };
  };
  expect(body.code, body.msg).toBe(200);
  return { fileId: body.data.fileId, name, fileSize: body.data.fileSize, url: body.data.url };
}

/** Clicks a visible option of the open select (Ant Design also keeps a hidden accessible list). */
async function pickOption(page: Page, text: string) {
  await page.locator('.ant-select-item-option').filter({ hasText: text }).click();
}

function bell(page: Page) {
  return page.getByTestId('message-bell');
}

async function openDrawer(page: Page) {
  await bell(page).click();
  const drawer = page.getByRole('dialog', { name: '站内消息' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('the drawer lists messages, filters by type and unread, and marks all read with the filter', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  for (const name of ['甲', '乙', '丙']) await releaseNotice(admin, 'lisi', `周报提醒${name}-${stamp}`);
  await adminContext.close();

  await signIn(page, 'lisi');
  const drawer = await openDrawer(page);
  const rows = drawer.getByTestId('message-row');
  await expect(rows.filter({ hasText: stamp })).toHaveCount(3);
  await expect(bell(page).locator('.ant-badge-count')).toBeVisible();
  const before = Number(await bell(page).locator('.ant-badge-count').getAttribute('title'));
  expect(before).toBeGreaterThanOrEqual(3);

  // 流程: none of the notices
  await drawer.getByTestId('inbox-type').click();
  await pickOption(page, '流程');
  await expect(rows.filter({ hasText: stamp })).toHaveCount(0);
  await drawer.getByTestId('inbox-type').click();
  await pickOption(page, '公告');
  await expect(rows.filter({ hasText: stamp })).toHaveCount(3);

  // only unread, then a keyword: mark all read applies to that one only
  await drawer.getByTestId('inbox-unread').click();
  await expect(rows.first()).toHaveAttribute('data-unread', '1');
  const search = drawer.getByLabel('请输入关键词查询');
  await search.fill(`乙-${stamp}`);
  await search.press('Enter');
  await expect(rows).toHaveCount(1);
  await drawer.getByTestId('messages-read-all').click();
  await expect(page.getByText('您确定全部标识为已读状态, 是否继续?')).toBeVisible();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer.getByTestId('messages-empty')).toBeVisible();
  await expect(bell(page).locator('.ant-badge-count')).toHaveAttribute('title', String(before - 1));

  await search.fill(stamp);
  await search.press('Enter');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `乙-${stamp}` })).toHaveCount(0);
});

test('a notice written in the editor and released reaches the user live, in the drawer and the badge', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  // two users and a full editing journey: longer than the default budget
  test.setTimeout(90_000);
  const title = `上线通知-${stamp}`;
  // the recipient is signed in first and keeps the page open
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await signIn(user, 'zhangsan');
  const userDrawer = await openDrawer(user);

  await signIn(page, 'admin');
  await page.goto('/system/notice');
  await expect(page.getByTestId('notice-page')).toBeVisible();
  await page.getByTestId('notice-add').click();
  const form = page.getByTestId('notice-form');
  await form.getByTestId('notice-title').fill(title);
  const editor = form.getByRole('textbox', { name: '正文' });
  await editor.click();
  await form.getByRole('button', { name: '标题 2' }).click();
  await editor.pressSequentially('今晚发布');
  await editor.press('Enter');
  await form.getByRole('button', { name: '加粗' }).click();
  await editor.pressSequentially('请保存工作');
  await expect(editor.locator('h2')).toHaveText('今晚发布');
  await expect(editor.locator('strong')).toHaveText('请保存工作');
  // the attachment goes up through the chunked file widget
  await form.getByTestId('notice-files-input').setInputFiles({
    name: '排班表.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`周六值班：张三 ${stamp}\n周日值班：李四`),
  });
  await expect(form.getByTestId('notice-files-item').filter({ hasText: '排班表.txt' })).toBeVisible({
    timeout: 30_000,
  });
  const users = form.getByTestId('notice-users');
  await users.click();
  await users.locator('input').fill('zhangsan');
  await pickOption(page, '张三 (zhangsan)');
  await page.keyboard.press('Escape');
  await form.getByTestId('notice-preview').click();
  const preview = page.getByRole('dialog', { name: '查看消息' });
  await expect(preview.getByTestId('message-detail-body').locator('h2')).toHaveText('今晚发布');
  await preview.getByRole('button', { name: '关闭' }).click();
  await form.getByTestId('notice-save').click();
  await expect(form).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('草稿');
  await row.getByTestId('notice-release').click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('0 / 1');

  // live: no reload on the recipient's side
  await expect(userDrawer.getByTestId('message-row').filter({ hasText: title })).toBeVisible();
  await expect(bell(user).locator('.ant-badge-count')).toBeVisible();
  await userDrawer.getByTestId('message-row').filter({ hasText: title }).click();
  const detail = user.getByRole('dialog', { name: '查看消息' });
  await expect(detail.getByTestId('message-detail-body').locator('strong')).toHaveText('请保存工作');
  // the recipient previews the attachment (through a signed link: no token in any address)
  const requested: string[] = [];
  user.on('request', (request) => requested.push(request.url()));
  const attachment = detail.getByTestId('message-files-item').filter({ hasText: '排班表.txt' });
  await attachment.getByTestId('message-files-preview').click();
  const filePreview = user.locator('.file-preview-dialog');
  await expect(filePreview).toContainText('文档预览 - 排班表.txt');
  await expect(filePreview).toContainText(`周六值班：张三 ${stamp}`);
  await expect(filePreview.getByRole('button', { name: /下\s*载/ })).toBeVisible();
  await user.screenshot({ path: test.info().outputPath('messages-attachment-preview.png') });
  expect(requested.filter((url) => /token=|authorization=/i.test(url))).toEqual([]);
  await userContext.close();
});

test('an attachment from before the file widget still shows, is viewed and saved from its public address, and survives an edit', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  // the old image-only annex upload, as notices made before the widget kept it
  const uploaded = await admin.request.post('/api/file/Uploader/annex', {
    headers: { Authorization: await tokenOf(admin) },
    multipart: { file: { name: 'old.png', mimeType: 'image/png', buffer: PNG } },
  });
  const { data } = (await uploaded.json()) as { data: { name: string; url: string; fileSize: number } };
  expect(data.url).toMatch(/^\/api\/file\/Image\/annex\//);
  const legacy = { fileId: data.name, name: '旧排班表.png', fileSize: data.fileSize, url: data.url };
  const noticeId = await releaseNotice(admin, 'wangwu', `旧附件-${stamp}`, '<p>旧附件</p>', [legacy]);

  await signIn(page, 'wangwu');
  const drawer = await openDrawer(page);
  await drawer.getByTestId('message-row').filter({ hasText: stamp }).click();
  const detail = page.getByRole('dialog', { name: '查看消息' });
  const item = detail.getByTestId('message-files-item').filter({ hasText: '旧排班表.png' });
  await expect(item).toBeVisible();
  const saved = page.waitForEvent('download');
  await item.getByTestId('message-files-download').click();
  expect((await saved).suggestedFilename()).toBe('旧排班表.png');
  await item.getByTestId('message-files-preview').click();
  await expect(page.locator(`.ant-image-preview img[src="${data.url}"]`)).toBeVisible();

  // editing the notice keeps the old attachment in the widget and saves it back unchanged
  await admin.goto('/system/notice');
  const row = admin.getByRole('row').filter({ hasText: `旧附件-${stamp}` });
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const form = admin.getByTestId('notice-form');
  await expect(form.getByTestId('notice-files-item').filter({ hasText: '旧排班表.png' })).toBeVisible();
  await form.getByTestId('notice-save').click();
  await expect(form).toBeHidden();
  const edited = await api<{ files: unknown[] }>(
    admin.request,
    await tokenOf(admin),
    'GET',
    `/api/message/${noticeId}`,
  );
  expect(edited.files).toEqual([legacy]);
  await adminContext.close();
});

test('the detail dialog shows the body sanitized and marks the message read', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await releaseNotice(
    admin,
    'wangwu',
    `安全测试-${stamp}`,
    '<p>正文安全</p><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=2">坏链接</a>',
  );
  await adminContext.close();

  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  await signIn(page, 'wangwu');
  const drawer = await openDrawer(page);
  const row = drawer.getByTestId('message-row').filter({ hasText: stamp });
  await expect(row).toHaveAttribute('data-unread', '1');
  await row.click();
  const detail = page.getByRole('dialog', { name: '查看消息' });
  await expect(detail.getByTestId('message-detail-body')).toContainText('正文安全');
  const html = await detail.getByTestId('message-detail-body').innerHTML();
  expect(html).not.toMatch(/onerror|javascript:/i);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await detail.getByRole('button', { name: '关闭' }).click();
  await expect(row).toHaveAttribute('data-unread', '0');
});

test('a flow message closes the drawer and opens /workFlowDetail; one without a body does nothing', async ({
  page,
}) => {
  const config = Buffer.from(
    JSON.stringify({ type: 2, processId: 'p1', flowId: 'f1', taskNodeId: 'n1', taskOperatorId: 'o1' }),
  ).toString('base64');
  const flow = (id: string, title: string, bodyText: string) => ({
    id,
    title,
    type: 2,
    isRead: '0',
    releaseUser: '系统',
    releaseTime: Date.now() - 5 * 60_000,
    bodyText,
  });
  // flow messages come from the workflow engine, which does not exist yet: answer for it
  await page.route(/\/api\/message\?/, async (route) => {
    const url = new URL(route.request().url());
    const list =
      url.searchParams.get('isRead') === '0' && url.searchParams.get('pageSize') === '1'
        ? []
        : [flow('flow-1', '请假审批待办', config), flow('flow-2', '无内容的流程消息', '')];
    await route.fulfill({
      json: {
        code: 200,
        msg: '',
        data: { list, pagination: { currentPage: 1, pageSize: 20, total: list.length } },
      },
    });
  });
  await page.route(/\/api\/message\/ReadInfo\//, async (route) => {
    const id = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const body = id === 'flow-1' ? config : '';
    await route.fulfill({
      json: {
        code: 200,
        msg: '',
        data: { id, title: '', type: 2, releaseUser: '', releaseTime: 0, bodyText: body, files: '[]' },
      },
    });
  });
  await signIn(page, 'zhangsan');
  const drawer = await openDrawer(page);
  await drawer.getByTestId('message-row').filter({ hasText: '无内容的流程消息' }).click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/home$/);
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('message-row').filter({ hasText: '请假审批待办' }).click();
  await expect(page).toHaveURL(/\/workFlowDetail\?config=/);
  await expect(drawer).toBeHidden();
  expect(new URL(page.url()).searchParams.get('config')).toBe(config);
});

test('a seeded flow message opens /workFlowDetail with its body as config (real server)', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const drawer = await openDrawer(page);
  await drawer.getByTestId('inbox-type').click();
  await pickOption(page, '流程');
  const row = drawer.getByTestId('message-row').first();
  await expect(row).toContainText('流程');
  await row.click();
  await expect(page).toHaveURL(/\/workFlowDetail\?config=/);
  await expect(drawer).toBeHidden();
  expect(new URL(page.url()).searchParams.get('config')).toBeTruthy();
  // the page reads the flow from the message body (the seed's flow is a to-do: 待办)
  await expect(page.getByTestId('workflow-detail')).toBeVisible();
  await expect(page.getByTestId('workflow-detail-error')).toHaveCount(0);
});

test('/messageRecord lists, opens and deletes records; the more link leads there', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await releaseNotice(admin, 'zhaoliu', `待删除-${stamp}`);
  await releaseNotice(admin, 'zhaoliu', `保留-${stamp}`);
  await adminContext.close();

  await signIn(page, 'zhaoliu');
  const drawer = await openDrawer(page);
  await drawer.getByTestId('messages-more').click();
  await expect(page).toHaveURL(/\/messageRecord$/);
  await expect(drawer).toBeHidden();
  const record = page.getByTestId('message-record');
  const row = record.getByRole('row').filter({ hasText: `待删除-${stamp}` });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `待删除-${stamp}` }).click();
  await expect(page.getByRole('dialog', { name: '查看消息' })).toContainText(`待删除-${stamp}`);
  await page.getByRole('dialog', { name: '查看消息' }).getByRole('button', { name: '关闭' }).click();
  await row.getByRole('checkbox').check();
  await record.getByTestId('record-delete').click();
  await expect(page.getByText(/将永久删除.+，是否继续？/)).toBeVisible(); // names what it deletes
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toHaveCount(0);
  await expect(record.getByRole('row').filter({ hasText: `保留-${stamp}` })).toBeVisible();
});

for (const lang of ['zh', 'zhtw', 'en'] as const) {
  test(`message centre screenshots in ${lang}`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    const attachment = await storedFile(admin, `维护安排-${lang}.txt`, '22:00 停止服务\n02:00 恢复服务');
    await releaseNotice(
      admin,
      'admin',
      `${lang} 系统维护通知：本周六 22:00 至次日 02:00 暂停服务，请提前保存工作`,
      '<h2>维护时间</h2><p>本周六 <strong>22:00</strong> 至次日 02:00。</p><ul><li>保存草稿</li><li>退出流程</li></ul>',
      [attachment],
    );
    await adminContext.close();

    await page.addInitScript((l) => localStorage.setItem('tessera.language', l), lang);
    await signIn(page, 'admin');
    const shot = (name: string) =>
      test.info().outputPath(`messages-${name}-${lang}-${page.viewportSize()?.width ?? 0}.png`);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await page.goto('/home');
      await bell(page).click();
      const drawer = page.locator('.messages-drawer');
      await expect(drawer.getByTestId('message-row').first()).toBeVisible();
      await page.screenshot({ path: shot('drawer') });
      await drawer.getByTestId('message-row').first().click();
      await expect(page.getByTestId('message-detail-body')).toBeVisible();
      await expect(page.getByTestId('message-files-item').first()).toBeVisible();
      await page.screenshot({ path: shot('detail') });
      await page.getByTestId('message-files-preview').first().click();
      await expect(page.locator('.file-preview-dialog')).toContainText('22:00');
      await page.screenshot({ path: shot('attachment') });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.goto('/messageRecord');
      await expect(page.getByTestId('message-record').getByRole('row').nth(1)).toBeVisible();
      await page.screenshot({ path: shot('record'), fullPage: true });
      await page.goto('/system/notice');
      await expect(page.getByTestId('notice-page').getByRole('row').nth(1)).toBeVisible();
      await page.screenshot({ path: shot('notice'), fullPage: true });
      await page.getByTestId('notice-add').click();
      await expect(page.getByTestId('notice-form').getByTestId('rte-content')).toBeVisible();
      await page.screenshot({ path: shot('notice-form') });
      await page.keyboard.press('Escape');
    }
  });
}
