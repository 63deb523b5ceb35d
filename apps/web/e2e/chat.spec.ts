import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, signIn } from './support';

/** Two seeded users no other journey changes: 陈静 writes, 高燕 answers. */
const A = { account: 'chenjing', name: '陈静' };
const B = { account: 'gaoyan', name: '高燕' };

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A tiny opaque PNG of the given size, built here (no binary fixture in the repository). */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A signed-in page in a browser context of its own. */
async function userPage(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** Opens the chat drawer and, optionally, a conversation found through the contacts tab. */
async function openChatWith(page: Page, peer?: { account: string; name: string }): Promise<void> {
  await page.getByTestId('chat-button').click();
  await expect(page.getByRole('dialog', { name: '内部聊天' })).toBeVisible();
  if (!peer) return;
  await page.getByRole('tab', { name: '联系人' }).click();
  await page.getByTestId('chat-contact-search').locator('input').fill(peer.name);
  await page.getByTestId(`chat-contact-${peer.account}`).click();
  await expect(page.getByTestId('chat-panel-name')).toHaveText(peer.name);
}

/** Serious or critical accessibility findings on the page as it is. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Types a message and sends it with Enter. */
async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await expect(page.getByTestId('chat-thread').getByText(text, { exact: true })).toBeVisible();
}

// two browsers sign in per journey, which takes longer than one page's budget on a busy machine
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('two users chat live with text, emoji and a picture; unread and blink last until opened', async ({
  browser,
}) => {
  const a = await userPage(browser, A.account);
  const b = await userPage(browser, B.account);
  await openChatWith(a, B);
  await say(a, '你好，高燕');
  // Shift+Enter breaks the line instead of sending; blank text is not sent
  await a.getByTestId('chat-input').press('Shift+Enter');
  await expect(a.getByTestId('chat-input')).toHaveValue('\n');
  await a.getByTestId('chat-send').click();
  await expect(a.getByTestId('chat-message')).toHaveCount(1);

  await expect(b.getByTestId('chat-button')).toHaveClass(/is-blinking/);
  await openChatWith(b);
  await expect(b.getByTestId('chat-button')).not.toHaveClass(/is-blinking/);
  const row = b.getByTestId(`chat-conversation-${A.account}`);
  await expect(row.getByTestId('chat-latest')).toHaveText('你好，高燕');
  await expect(row.getByTestId('chat-unread')).toContainText('1');
  await row.click();
  await expect(b.getByTestId('chat-thread').getByText('你好，高燕')).toBeVisible();
  await expect(row.getByTestId('chat-unread')).not.toContainText('1');

  // an emoji from the picker, then text after it
  await b.getByTestId('chat-emoji').click();
  await b.getByRole('button', { name: '👍' }).click();
  await b.getByTestId('chat-input').pressSequentially(' 收到');
  await b.getByTestId('chat-input').press('Enter');
  await expect(a.getByTestId('chat-thread').getByText('👍 收到')).toBeVisible();
  // it arrived in A's open conversation: no unread count there
  await expect(a.getByTestId(`chat-conversation-${B.account}`).getByTestId('chat-unread')).not.toContainText(
    '1',
  );

  await a.getByTestId('chat-image-input').setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: makePng(24, 12),
  });
  await expect(a.getByTestId('chat-thread').getByRole('img', { name: '聊天图片（24×12）' })).toBeVisible();
  await expect(b.getByTestId('chat-thread').getByRole('img', { name: '聊天图片（24×12）' })).toBeVisible();

  await a.getByTestId('chat-image-input').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5_242_880, 1),
  });
  await expect(a.getByText('图片大小不能超过5M')).toBeVisible();
  await a.context().close();
  await b.context().close();
});

test('history search finds an older message', async ({ browser }) => {
  const a = await userPage(browser, A.account);
  await openChatWith(a, B);
  await say(a, '项目代号 needle-42');
  for (const n of [1, 2, 3]) await say(a, `后续消息 ${n}`);
  expect(await seriousViolations(a)).toEqual([]);
  await a.getByTestId('chat-search-toggle').click();
  await a.getByTestId('chat-search').locator('input').fill('needle');
  await a.getByTestId('chat-search').locator('input').press('Enter');
  const results = a.getByTestId('chat-search-results');
  await expect(results.getByText('项目代号 needle-42')).toBeVisible();
  await expect(results.getByText('后续消息 1')).toHaveCount(0);
  expect(await seriousViolations(a)).toEqual([]);
  await a.getByRole('button', { name: '返回聊天' }).click();
  await expect(a.getByTestId('chat-thread').getByText('后续消息 3')).toBeVisible();
  // Escape closes the panel
  await a.keyboard.press('Escape');
  await expect(a.getByTestId('chat-panel-name')).toHaveCount(0);
  await a.context().close();
});

test('a conversation can be removed from the list and its records deleted', async ({ browser }) => {
  const a = await userPage(browser, A.account);
  const b = await userPage(browser, B.account);
  await openChatWith(b);
  const row = b.getByTestId(`chat-conversation-${A.account}`);
  await expect(row).toBeVisible();
  expect(await seriousViolations(b)).toEqual([]);
  await row.click({ button: 'right' });
  await b.getByRole('menuitem', { name: '移除' }).click();
  await expect(row).toHaveCount(0);

  await openChatWith(a, B);
  await say(a, '还在吗');
  await expect(row.getByTestId('chat-latest')).toHaveText('还在吗');
  // everything 陈静 wrote since 高燕 last looked (the search journey's messages too)
  await expect(row.getByTestId('chat-unread')).toContainText(/[1-9]/);
  await row.click({ button: 'right' });
  await b.getByRole('menuitem', { name: '删除聊天记录' }).click();
  await expect(b.getByText('是否清空当前聊天的所有记录?')).toBeVisible();
  await b.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row.getByTestId('chat-latest')).toHaveText('');
  await expect(row.getByTestId('chat-unread')).not.toContainText(/[1-9]/);
  await row.click();
  await expect(b.getByText('还没有聊天记录，打个招呼吧')).toBeVisible();
  await a.context().close();
  await b.context().close();
});

test('signing the user out elsewhere sends the open browser to /login with the message', async ({
  browser,
  request,
}) => {
  const b = await userPage(browser, B.account);
  await openChatWith(b);
  const login = await request.post('/api/oauth/Login', {
    data: { account: B.account, password: md5(PASSWORD) },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const change = (from: string, to: string) =>
    request
      .post('/api/permission/Users/Current/Actions/ModifyPassword', {
        headers: { Authorization: token },
        data: { oldPassword: md5(from), password: md5(to) },
      })
      .then((r) => r.json() as Promise<{ code: number }>);
  // a password change ends every other session of the user, so the server pushes `logout`
  expect((await change(PASSWORD, 'chat2026x')).code).toBe(200);
  try {
    await expect(b).toHaveURL(/\/login/);
    await expect(b.getByText('登录过期,请重新登录')).toBeVisible();
    expect(await b.evaluate(() => localStorage.getItem('tessera.token'))).toBeNull();
  } finally {
    expect((await change('chat2026x', PASSWORD)).code).toBe(200);
  }
  await b.context().close();
});
