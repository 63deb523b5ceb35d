import { expect, test, type WebSocketRoute } from '@playwright/test';
import { signIn } from './support';

test('a page whose chunk is gone after a server update offers a reload; chat and online users still work', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');

  // the server was updated: the online users page's chunk of the old build no longer exists
  const gone = '**/assets/online-users-page-*.js';
  await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/permission/userOnline');
  const notice = page.getByTestId('new-version');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('系统已更新');
  await expect(page.getByText('发生错误')).toHaveCount(0);
  await expect(page).toHaveURL(/\/permission\/userOnline$/);

  // reloading loads the new build: the page opens with the original platform's columns
  await page.unroute(gone);
  await page.getByTestId('new-version-reload').click();
  const table = page.getByTestId('online-users-page');
  await expect(table).toBeVisible();
  for (const header of ['所属组织', 'IP地址', '登录地点', '浏览器', '操作系统'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  const mine = table.locator('.ant-table-row').filter({ hasText: '当前会话' });
  await expect(mine).toContainText('本地局域网');
  await expect(mine).toContainText(/Chrome \d+/);

  // the chat drawer still opens on the conversation list ({list} answer)
  await page.getByTestId('chat-button').click();
  await expect(page.getByRole('dialog', { name: '内部聊天' })).toBeVisible();
  await expect(
    page.getByTestId('chat-conversations').or(page.getByTestId('chat-conversations-empty')),
  ).toBeVisible();
});

test('a server restart with a new build is noticed when the socket comes back, and offers a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/api\/message\/websocket\//, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });
  await signIn(page, 'admin');
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  await expect(page.getByTestId('new-version-banner')).toHaveCount(0);

  // the server now serves another build, and the restart drops the socket
  await page.route(
    (url) => url.pathname === '/',
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><script type="module" crossorigin src="/assets/index-NewBuild1.js"></script>',
      }),
  );
  await sockets[0]!.close({ code: 1012, reason: 'service restart' });
  const banner = page.getByTestId('new-version-banner');
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText('系统已更新');
  await expect(banner.getByRole('button', { name: '刷新页面' })).toBeVisible();
});
