import { expect as baseExpect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { api, submitLogin, tokenOf } from './support';

// these journeys open several heavy screens on a shared 2-core machine: give each step room
const expect = baseExpect.configure({ timeout: 30_000 });

/** Opens /login, signs in and waits for the home page (with this file's longer step time). */
async function signIn(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home-greeting')).toBeVisible();
}

/**
 * Stored XSS: each payload would set `window.__xss`, open a dialog or reach the outside host
 * xss.invalid if it ran. Plain web images (`<img src="https://…">`) are allowed in notices by
 * design, so none is among them; everything else that reaches outside is.
 */
const PAYLOADS = [
  `<img src=x onerror="window.__xss='img'">`,
  `<svg><script>window.__xss='svg-script'</script></svg>`,
  `<svg onload="window.__xss='svg-onload'"><circle r=1></circle></svg>`,
  `<a href="javascript:window.__xss='link'">javascript link</a>`,
  `<a href=" JaVaScRiPt:alert('link2')">spaced javascript link</a>`,
  `<a href="data:text/html,<script>alert('data')</script>">data link</a>`,
  `<noscript><p title="</noscript><img src=x onerror=window.__xss='mxss'>"></p></noscript>`,
  `<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>`,
  `<div style="background:url(https://xss.invalid/css.png);width:10px;height:10px">css url</div>`,
  `<style>@import 'https://xss.invalid/x.css'; body{background:url(https://xss.invalid/b.png)}</style>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='math'">`,
  `<form action="javascript:window.__xss='form'"><button>go</button></form>`,
  `<details open ontoggle="window.__xss='details'"><summary>s</summary></details>`,
  `<object data="javascript:window.__xss='object'"></object><embed src="https://xss.invalid/e.swf">`,
  `<link rel="stylesheet" href="https://xss.invalid/l.css"><meta http-equiv="refresh" content="0;url=https://xss.invalid/">`,
  `<img src="/api/file/Image/IM/none.png" srcset="https://xss.invalid/s.png 2x" onload="window.__xss='srcset'">`,
  `<p>{{constructor.constructor('window.__xss=1')()}}</p>`,
];
const HTML = PAYLOADS.join('\n');

/** Records dialogs and requests to any host but the test server, for every page of a context. */
function watch(context: BrowserContext, pages: Page[] = []): string[] {
  const findings: string[] = [];
  const onPage = (page: Page) =>
    page.on('dialog', (dialog) => {
      findings.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
  pages.forEach(onPage);
  context.on('page', onPage);
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^(https?|wss?):$/.test(url.protocol)) return;
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
      findings.push(`outside request: ${request.url()}`);
  });
  return findings;
}

/** Asserts that nothing ran: no flag, no dialog, no outside request, no live handler in the DOM. */
async function expectInert(page: Page, root: Locator, findings: string[]): Promise<void> {
  // error and load handlers of broken images fire within a few frames
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  const live = await root.evaluate((el) => {
    const out: string[] = [];
    for (const node of [el, ...el.querySelectorAll('*')]) {
      const tag = node.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'link', 'meta', 'base'].includes(tag)) out.push(`<${tag}>`);
      for (const attr of node.attributes) {
        if (/^on/i.test(attr.name) || attr.name === 'srcdoc' || attr.name === 'srcset')
          out.push(`<${tag} ${attr.name}>`);
        else if (/^\s*(javascript|vbscript|data:(?!image\/(png|jpe?g|gif|webp)))/i.test(attr.value))
          out.push(`<${tag} ${attr.name}="${attr.value.slice(0, 30)}">`);
        else if (attr.name === 'style' && /url\s*\(/i.test(attr.value)) out.push(`<${tag} style url()>`);
      }
    }
    return out;
  });
  expect(live).toEqual([]);
  expect(findings).toEqual([]);
}

test('a notice body full of XSS payloads is inert in the recipient inbox and the editor preview', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `XSS-${stamp} <img src=x onerror="window.__xss='title'">`;
  const findings = watch(page.context(), [page]);
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  const users = await api<{ list: { id: string; account: string }[] }>(
    page.request,
    token,
    'GET',
    '/api/message/Notice/RecipientUsers?currentPage=1&pageSize=20&keyword=hanxue',
  );
  const hanxue = users.list.find((u) => u.account === 'hanxue');
  expect(hanxue).toBeTruthy();
  const { id } = await api<{ id: string }>(page.request, token, 'POST', '/api/message', {
    title,
    bodyText: `<p>正文-${stamp}</p>${HTML}`,
    files: [],
    recipients: { toAll: false, organizeIds: [], roleIds: [], userIds: [hanxue?.id] },
  });

  // the administrator's preview in the notice editor
  await page.goto('/system/notice');
  const row = page.getByRole('row').filter({ hasText: `XSS-${stamp}` });
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const form = page.getByTestId('notice-form');
  const editor = form.getByRole('textbox', { name: '正文' });
  await expect(editor).toContainText(`正文-${stamp}`);
  await expectInert(page, editor, findings);
  await form.getByTestId('notice-preview').click();
  const preview = page.getByRole('dialog', { name: '查看消息' });
  await expect(preview.getByTestId('message-detail-body')).toContainText(`正文-${stamp}`);
  await expectInert(page, preview, findings);
  await preview.getByRole('button', { name: '关闭' }).click();
  await api(page.request, token, 'PUT', `/api/message/${id}/Actions/Release`);

  // the recipient's inbox and message dialog
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  const userFindings = watch(userContext, [user]);
  await signIn(user, 'hanxue');
  await user.getByTestId('message-bell').click();
  const drawer = user.getByRole('dialog', { name: '站内消息' });
  const message = drawer.getByTestId('message-row').filter({ hasText: `XSS-${stamp}` });
  await message.click();
  const detail = user.getByRole('dialog', { name: '查看消息' });
  await expect(detail.getByTestId('message-detail-body')).toContainText(`正文-${stamp}`);
  await expectInert(user, user.locator('body'), userFindings);
  await userContext.close();
});

test('message template content with XSS payloads is inert in the live preview', async ({ page }) => {
  test.setTimeout(180_000);
  const findings = watch(page.context(), [page]);
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  type Template = { id: string; creatorTime?: number; lastModifyTime?: number; content: string } & Record<
    string,
    unknown
  >;
  const list = await api<{ list: Template[] }>(
    page.request,
    token,
    'GET',
    '/api/message/MessageTemplateConfig?keyword=noticeRelease',
  );
  const { id, creatorTime: _c, lastModifyTime: _l, creatorUser: _u, ...before } = list.list[0]!;
  try {
    await api(page.request, token, 'PUT', `/api/message/MessageTemplateConfig/${id}`, {
      ...before,
      // `@word` is a template parameter there: the payloads without @import
      content: `<p>模板-XSS</p>${PAYLOADS.filter((p) => !p.includes('@')).join('\n')}@Content`,
    });
    await page.goto('/msgCenter/msgTemplate');
    await page.getByTestId('tpl-edit-noticeRelease').click();
    const preview = page.getByTestId('template-preview');
    await expect(preview.getByTestId('template-preview-body')).toContainText('模板-XSS');
    await expectInert(page, preview, findings);
  } finally {
    await api(page.request, token, 'PUT', `/api/message/MessageTemplateConfig/${id}`, before);
  }
});

test('chat text with XSS payloads stays text for the sender and the recipient', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const findings = watch(page.context(), [page]);
  await signIn(page, 'linfeng');
  await page.getByTestId('chat-button').click();
  await page.getByRole('tab', { name: '联系人' }).click();
  await page.getByTestId('chat-contact-search').locator('input').fill('韩雪');
  await page.getByTestId('chat-contact-hanxue').click();
  const lines = [`xss-${stamp}`, ...PAYLOADS.slice(0, 8)];
  for (const line of lines) {
    await page.getByTestId('chat-input').fill(line);
    await page.getByTestId('chat-input').press('Enter');
    await expect(page.getByTestId('chat-thread').getByText(line, { exact: true })).toBeVisible();
  }
  await expectInert(page, page.getByTestId('chat-thread'), findings);

  const context = await browser.newContext();
  const peer = await context.newPage();
  const peerFindings = watch(context, [peer]);
  await signIn(peer, 'hanxue');
  await peer.getByTestId('chat-button').click();
  await peer.getByTestId('chat-conversation-linfeng').click();
  await expect(peer.getByTestId('chat-thread').getByText(lines.at(-1)!, { exact: true })).toBeVisible();
  await expectInert(peer, peer.locator('body'), peerFindings);
  await context.close();
});

test('a print template with XSS payloads is inert in the designer, the source view and the preview', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const findings = watch(page.context(), [page]);
  await signIn(page, 'admin');
  const token = await tokenOf(page);
  const list = await api<{ list: { id: string; enCode: string }[] }>(
    page.request,
    token,
    'GET',
    '/api/system/printDev?keyword=demo_user_card&currentPage=1&pageSize=20',
  );
  const demo = list.list.find((p) => p.enCode === 'demo_user_card')!;
  const info = await api<Record<string, unknown>>(
    page.request,
    token,
    'GET',
    `/api/system/printDev/${demo.id}`,
  );
  const { id: _id, creatorTime: _c, lastModifyTime: _l, ...body } = info;
  const enCode = `xss_${stamp}`;
  const created = await api<{ id: string } | null>(page.request, token, 'POST', '/api/system/printDev', {
    ...body,
    fullName: `XSS-${stamp}`,
    enCode,
    printTemplate: `<p>打印-XSS {realName}</p>${HTML}`,
  });
  try {
    await page.goto('/system/printDev');
    const row = page.getByRole('row').filter({ hasText: enCode });
    await row.getByRole('button', { name: /编\s*辑/ }).click();
    const editor = page.getByTestId('print-editor');
    await expect(editor.getByTestId('print-design')).toContainText('打印-XSS');
    await expectInert(page, editor.getByTestId('print-design'), findings);
    await editor.getByRole('tab', { name: 'HTML源码' }).click();
    await expectInert(page, editor, findings);
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();

    await page.getByTestId(`print-record-${enCode}`).click();
    await page.getByTestId('print-record-user').click();
    const picker = page.getByRole('dialog').filter({ has: page.getByTestId('picker-confirm') });
    await picker.getByTestId('picker-keyword').locator('input').fill('zhangsan');
    await picker.getByTestId('picker-keyword').locator('input').press('Enter');
    await picker.getByText('张三', { exact: false }).first().click();
    await picker.getByTestId('picker-confirm').click();
    await page.getByTestId('print-record-ok').click();
    const paper = page.getByTestId('print-paper');
    await expect(paper).toContainText('打印-XSS 张三');
    await expectInert(page, paper, findings);
  } finally {
    const id = created?.id;
    if (id) await api(page.request, token, 'DELETE', `/api/system/printDev/${id}`);
  }
});
