import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { AuthorityValues, OrganizeNode } from '@tessera/shared';
import { tinyPng } from '../../server/src/modules/files/test-files';
import { docxOf, xlsxOf } from '../src/components/file-preview/test-fixtures';
import {
  api,
  apiToken,
  flatAuthority as flat,
  resetLanguage,
  shot,
  signInNewUser,
  submitLogin,
} from './support';

// Issue 16's journeys, on the form demo's attachment widget (its menu carries the four file codes):
// a large file on a slow link with pause and resume, a retry after forced failures, an instant
// upload of a file the server already holds, the in-browser preview of every kind, and the file
// buttons a role without the codes does not get.

const FORM = '/extend/formDemo/fieldForm1';

/** Bytes that differ from run to run (the server answers a file it already holds at once). */
function noise(length: number, tag: string): Buffer {
  const out = Buffer.alloc(length);
  let seed = createHash('md5').update(tag).digest();
  for (let at = 0; at < length; at += seed.length) {
    seed.copy(out, at);
    seed = createHash('md5').update(seed).digest();
  }
  return out;
}

/** A one-page PDF that draws `text`, with a correct cross-reference table. */
function pdfOf(text: string, padding = 0): Buffer {
  const stream = `BT /F1 28 Tf 40 120 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 240] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // a comment after the end keeps it a valid PDF of any size
  return Buffer.concat([Buffer.from(body, 'latin1'), padding ? noise(padding, text) : Buffer.alloc(0)]);
}

const widget = (page: Page) => ({
  input: page.getByTestId('form-demo-files-input'),
  button: page.getByTestId('form-demo-files-button'),
  panel: page.getByTestId('form-demo-files-panel'),
  list: page.getByTestId('form-demo-files-list'),
  item: (name: string) => page.getByTestId('form-demo-files-item').filter({ hasText: name }),
});

async function openForm(page: Page, account = 'admin'): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(FORM);
  await expect(widget(page).button).toBeVisible();
}

/** Counts the chunk bodies the page posts (each chunk, each attempt). */
function chunkPosts(page: Page): { count: () => number } {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/file/chunk?')) n += 1;
  });
  return { count: () => n };
}

test('a large file uploads in chunks on a slow link, pauses, resumes and arrives whole', async ({ page }) => {
  test.setTimeout(180_000);
  await openForm(page);
  const posts = chunkPosts(page);
  // 4 chunks of 5 MB at 2 MB/s upstream
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  const big = pdfOf(`big ${Date.now()}`, 17 * 1024 * 1024);
  const w = widget(page);
  await w.input.setInputFiles({ name: '大文件.pdf', mimeType: 'application/pdf', buffer: big });
  const row = w.panel.locator('li, tr, [data-upload-id]').filter({ hasText: '大文件.pdf' }).first();
  await expect(w.panel).toContainText('上传中', { timeout: 30_000 });
  await w.panel.getByRole('button', { name: '暂停' }).click();
  await expect(w.panel).toContainText('暂停');
  const bar = w.panel.getByRole('progressbar');
  const held = await bar.getAttribute('aria-valuenow');
  const sentWhilePaused = posts.count();
  await page.waitForTimeout(1500);
  expect(posts.count(), 'no chunk is sent while paused').toBe(sentWhilePaused);
  await expect(bar).toHaveAttribute('aria-valuenow', held ?? '');
  await shot(page, 'files-paused');
  await w.panel.getByRole('button', { name: '继续' }).click();
  await expect(w.item('大文件.pdf')).toBeVisible({ timeout: 120_000 });
  await expect(row).toHaveCount(0);
  // every chunk went at least once, none more than needed beyond the one a pause cut short
  expect(posts.count()).toBeGreaterThanOrEqual(4);
  expect(posts.count()).toBeLessThanOrEqual(6);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
});

test('a chunk lost twice is sent again on its own; refused, it shows the failure, and Retry finishes the upload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openForm(page);
  let failing = true;
  let refused = 0;
  // two broken connections (retried by the queue on its own), then a refusal, which is final
  await page.route('**/api/file/chunk?**', async (route) => {
    if (route.request().method() === 'POST' && failing) {
      refused += 1;
      if (refused <= 2) return route.abort('failed');
      return route.fulfill({ json: { code: 400, msg: '分片被拒绝（测试）', data: null } });
    }
    return route.continue();
  });
  const w = widget(page);
  const file = pdfOf(`retry ${Date.now()}`, 2000);
  await w.input.setInputFiles({ name: 'retry.pdf', mimeType: 'application/pdf', buffer: file });
  await expect(w.panel).toContainText('上传失败', { timeout: 60_000 });
  await expect(w.panel).toContainText('分片被拒绝（测试）');
  expect(refused).toBe(3);
  await w.panel.scrollIntoViewIfNeeded();
  await shot(page, 'files-failed');
  failing = false;
  await w.panel.getByRole('button', { name: '重试' }).click();
  await expect(w.item('retry.pdf')).toBeVisible({ timeout: 30_000 });
});

test('a file the server already holds for the user completes at once, without sending a chunk', async ({
  page,
}) => {
  await openForm(page);
  const w = widget(page);
  const file = { name: 'again.pdf', mimeType: 'application/pdf', buffer: pdfOf(`again ${Date.now()}`, 3000) };
  await w.input.setInputFiles(file);
  await expect(w.item('again.pdf')).toBeVisible({ timeout: 30_000 });
  await w.item('again.pdf').getByTestId('form-demo-files-delete').click();
  await expect(w.item('again.pdf')).toHaveCount(0);
  const posts = chunkPosts(page);
  await w.input.setInputFiles(file);
  await expect(w.item('again.pdf')).toBeVisible({ timeout: 30_000 });
  expect(posts.count()).toBe(0);
});

/** Each kind, what its preview must show. */
const KINDS = (tag: string) => [
  {
    file: {
      name: '合同.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(docxOf(`<w:p><w:r><w:t>合同正文 ${tag}</w:t></w:r></w:p>`)),
    },
    shows: `合同正文 ${tag}`,
  },
  {
    file: {
      name: '报表.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(
        xlsxOf(
          [['一月', `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>42</v></c></row>`]],
          [`销售额 ${tag}`],
        ),
      ),
    },
    shows: `销售额 ${tag}`,
  },
  {
    file: {
      name: '名单.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`姓名,部门\n"张三, 李四",研发 ${tag}\n`),
    },
    shows: `研发 ${tag}`,
  },
  {
    file: { name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from(`第一行 ${tag}\n第二行`) },
    shows: `第一行 ${tag}`,
  },
  {
    file: { name: '读我.md', mimeType: 'text/markdown', buffer: Buffer.from(`# 标题 ${tag}\n\n**粗体**`) },
    shows: `标题 ${tag}`,
  },
];

test('every kind of document previews in the browser from the file itself', async ({ page }) => {
  test.setTimeout(150_000);
  await openForm(page);
  const w = widget(page);
  const tag = Date.now().toString(36);
  const kinds = KINDS(tag);
  const pdf = { name: '手册.pdf', mimeType: 'application/pdf', buffer: pdfOf(`Manual ${tag}`) };
  const png = { name: '照片.png', mimeType: 'image/png', buffer: tinyPng(64, 40) };
  await w.input.setInputFiles([...kinds.map((k) => k.file), pdf, png]);
  for (const name of [...kinds.map((k) => k.file.name), pdf.name, png.name])
    await expect(w.item(name)).toBeVisible({ timeout: 60_000 });

  const dialog = page.getByRole('dialog');
  for (const kind of kinds) {
    await w.item(kind.file.name).getByTestId('form-demo-files-preview').click();
    await expect(dialog).toContainText(`文档预览 - ${kind.file.name}`);
    await expect(dialog).toContainText(kind.shows, { timeout: 20_000 });
    await shot(page, `preview-${kind.file.name}`);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(dialog).toHaveCount(0);
  }
  // markdown is rendered (a heading), not shown as source
  await w.item('读我.md').getByTestId('form-demo-files-preview').click();
  await expect(dialog.getByRole('heading', { name: `标题 ${tag}` })).toBeVisible();
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  await w.item(pdf.name).getByTestId('form-demo-files-preview').click();
  await expect(dialog).toContainText(`文档预览 - ${pdf.name}`);
  await expect(dialog.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'preview-pdf');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  // images open in the image viewer instead of the document dialog
  await w.item(png.name).getByTestId('form-demo-files-preview').click();
  await expect(page.locator('.ant-image-preview-img')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'preview-image');
  await page.keyboard.press('Escape');
});

test('the preview and its buttons speak English and traditional Chinese too', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const token = await apiToken(request, 'admin');
  for (const [language, title, upload] of [
    ['en', 'Document preview - ', 'Upload'],
    ['zhtw', '文件預覽 - ', '點選上傳'],
  ] as const) {
    await api(request, token, 'PUT', '/api/permission/Users/Current/SystemLanguage', { language });
    await page.goto('/login');
    await submitLogin(page, 'admin');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(FORM);
    const w = widget(page);
    await expect(w.button).toContainText(upload);
    const name = `notes-${language}.txt`;
    await w.input.setInputFiles({
      name,
      mimeType: 'text/plain',
      buffer: Buffer.from(`hello ${language} ${tag}`),
    });
    await expect(w.item(name)).toBeVisible({ timeout: 30_000 });
    await w.item(name).getByTestId('form-demo-files-preview').click();
    await expect(page.getByRole('dialog')).toContainText(`${title}${name}`);
    await expect(page.getByRole('dialog')).toContainText(`hello ${language} ${tag}`);
    await shot(page, `preview-${language}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `preview-${language}-narrow`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => localStorage.clear());
  }
  await resetLanguage(request, 'admin');
});

test('the file buttons follow the role: preview without download or delete, no upload without the code', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const token = await apiToken(request, 'admin');
  const call = <T>(method: string, url: string, data?: unknown) => api<T>(request, token, method, url, data);
  const { id: roleId } = await call<{ id: string }>('POST', '/api/permission/Role', {
    globalMark: 1,
    fullName: `附件查看${tag}`,
    enCode: `fileViewer${tag}`,
    sortCode: 0,
    enabledMark: 1,
  });
  const values = await call<AuthorityValues>('POST', `/api/permission/Authority/Data/${roleId}/Values`, {
    objectType: 'Role',
  });
  const menu = flat(values.module).find((n) => n.kind === 'menu' && n.enCode === 'extend.formDemo');
  expect(menu).toBeTruthy();
  const button = (code: string) => {
    const found = flat(values.button).find(
      (n) => n.kind === 'button' && n.enCode === code && n.moduleId === menu!.id,
    );
    expect(found, code).toBeTruthy();
    return found!.id;
  };
  const grant = (codes: string[]) =>
    call('PUT', `/api/permission/Authority/Data/${roleId}`, {
      objectType: 'Role',
      systemIds: [menu!.systemId],
      module: [menu!.id],
      button: codes.map(button),
      column: [],
      form: [],
      resource: [],
    });
  await grant(['file_upload', 'file_look']);
  const { list: tree } = await call<{ list: OrganizeNode[] }>('GET', '/api/permission/Organize');
  await signInNewUser(page, request, token, {
    account: `viewer${tag}`,
    realName: `查看员${tag}`,
    organizeId: tree[0]!.id,
    roleId,
    newPassword: 'Viewer2026ok',
  });
  await page.goto(FORM);
  await expect(widget(page).button).toBeVisible();
  const w = widget(page);
  await w.input.setInputFiles({
    name: 'viewer.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`viewer ${tag}`),
  });
  await expect(w.item('viewer.txt')).toBeVisible({ timeout: 30_000 });
  await expect(w.item('viewer.txt').getByTestId('form-demo-files-preview')).toBeVisible();
  await expect(w.item('viewer.txt').getByTestId('form-demo-files-download')).toHaveCount(0);
  await expect(w.item('viewer.txt').getByTestId('form-demo-files-delete')).toHaveCount(0);
  await w.item('viewer.txt').scrollIntoViewIfNeeded();
  await shot(page, 'files-viewer-role');

  // without any file code: no upload button at all, for files or pictures
  // (the server tells the open page that its permissions changed; the page reloads by itself)
  await grant([]);
  await expect(w.button).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('文件与图片')).toBeVisible();
  await expect(page.getByTestId('form-demo-images-button')).toHaveCount(0);
});
