import { md5, pdfBytes as pdf, type Envelope } from './test-files';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FileLink, UploadedFile, UploadResult } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { loadConfig } from '../../config/env';
import { newId } from '../../lib/ids';
import { CHUNK_SIZE } from './chunks/chunk-rules';
import { fileUrlKey } from './links/file-url-key';
import { SignedLinks } from './links/signed-links';
import { contentDisposition, effectiveDisposition, parseRange } from './serving';
import { multipartBody, postFile, tinyPng } from './test-files';

describe('signed link parts', () => {
  it('writes an RFC 5987 name so Chinese names survive, with an ASCII fallback and no header injection', () => {
    expect(contentDisposition('attachment', '季度报告 (终).pdf')).toBe(
      `attachment; filename="____ (_).pdf"; filename*=UTF-8''${'%E5%AD%A3%E5%BA%A6%E6%8A%A5%E5%91%8A'}%20%28${'%E7%BB%88'}%29.pdf`,
    );
    expect(contentDisposition('inline', 'a"b\\c\r\nSet-Cookie: x.txt')).toBe(
      `inline; filename="a_b_cSet-Cookie: x.txt"; filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x.txt`,
    );
  });

  it('shows inline only raster images, PDF, plain text and CSV', () => {
    for (const mime of ['image/png', 'image/jpeg', 'application/pdf', 'text/plain', 'text/csv'])
      expect(effectiveDisposition('inline', mime)).toBe('inline');
    for (const mime of [
      'image/svg+xml',
      'text/html',
      'application/xhtml+xml',
      'application/octet-stream',
      'application/msword',
    ])
      expect(effectiveDisposition('inline', mime)).toBe('attachment');
    expect(effectiveDisposition('attachment', 'image/png')).toBe('attachment');
  });

  it('reads one byte range and refuses the unsatisfiable', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange(undefined, 100)).toBeUndefined();
  });

  it('accepts its own signature only, for that file, disposition and expiry, until it expires', () => {
    const key = randomBytes(32);
    let now = 1_800_000_000_000;
    const links = new SignedLinks(key, () => now);
    const url = new URL(links.url('123', 'inline'), 'http://x');
    const q = {
      d: 'inline' as const,
      e: Number(url.searchParams.get('e')),
      sig: url.searchParams.get('sig')!,
    };
    expect(links.check('123', q)).toBe(300);
    expect(links.check('124', q)).toBe(0);
    expect(links.check('123', { ...q, d: 'attachment' })).toBe(0);
    expect(links.check('123', { ...q, e: q.e + 1 })).toBe(0);
    expect(links.check('123', { ...q, sig: q.sig.slice(0, -2) + 'AA' })).toBe(0);
    expect(new SignedLinks(randomBytes(32), () => now).check('123', q)).toBe(0);
    now += 301_000;
    expect(links.check('123', q)).toBe(0);
  });
});

describeEachDialect('downloads through signed links', (ctx) => {
  let app: FastifyInstance;
  let alice: string;
  let bob: string;
  let aliceId: string;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-downloads-'));
  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: dataDir });
    alice = await ctx.signIn('zhangsan', undefined, app);
    bob = await ctx.signIn('lisi', undefined, app);
    aliceId = (await ctx.userRow('zhangsan')).id;
  });

  const upload = (name: string, bytes: Buffer, token = alice, lang = 'en') =>
    postFile<UploadedFile>(app, { url: '/api/file/Uploader/file', token, name, bytes, lang });
  const get = async <T>(url: string, token = alice, lang = 'en') =>
    (await app.inject({ url, headers: { authorization: token, 'accept-language': lang } })).json<
      Envelope<T>
    >();
  const fetchSigned = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('streams an upload into a stored file and answers it through a signed download link', async () => {
    const bytes = pdf(300_000);
    const up = await upload('季度报告.pdf', bytes);
    expect(up.code, up.msg).toBe(200);
    expect(up.data).toEqual({
      name: '季度报告.pdf',
      fileId: up.data.fileId,
      fileSize: bytes.length,
      fileExtension: 'pdf',
      fileVersionId: up.data.fileId,
      url: `/api/file/Download/file/${up.data.fileId}`,
    });
    const row = await ctx.db
      .selectFrom('base_file')
      .selectAll()
      .where('id', '=', up.data.fileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      owner_user_id: aliceId,
      md5: md5(bytes),
      mime: 'application/pdf',
      belongs_kind: null,
    });

    const link = await get<FileLink>(up.data.url);
    expect(link.code, link.msg).toBe(200);
    expect(link.data.name).toBe('季度报告.pdf');
    expect(link.data.url).toMatch(
      new RegExp(`^/api/file/s/${up.data.fileId}\\?d=attachment&e=\\d+&sig=[\\w-]{43}$`),
    );
    expect(link.data.url).not.toContain(alice.replace('Bearer ', ''));
    const res = await fetchSigned(link.data.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'referrer-policy': 'no-referrer',
      'content-length': String(bytes.length),
      'accept-ranges': 'bytes',
    });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('季度报告')}.pdf`,
    );
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(290);
    expect(maxAge).toBeLessThanOrEqual(300);

    // annex and preview answer the same file; preview shows a PDF inline
    const annex = await get<FileLink>(`/api/file/Annex/${up.data.fileId}`);
    expect(annex.data.url).toContain('d=attachment');
    for (const q of [
      `fileId=${up.data.fileId}`,
      `fileVersionId=${up.data.fileId}`,
      `fileDownloadUrl=${encodeURIComponent(up.data.url)}`,
    ]) {
      const preview = await get<string>(`/api/file/Uploader/Preview?${q}`);
      expect(preview.code, q).toBe(200);
      expect(preview.data).toContain('d=inline');
      const shown = await fetchSigned(preview.data);
      expect(shown.headers['content-disposition']).toMatch(/^inline; /);
    }

    // a byte range for the PDF viewer
    const part = await fetchSigned(link.data.url, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    const beyond = await fetchSigned(link.data.url, { range: `bytes=${bytes.length}-` });
    expect(beyond.statusCode).toBe(416);
  });

  it('answers one 404 for a tampered, foreign, expired or malformed signature, saying nothing more', async () => {
    const up = await upload('a.pdf', pdf(2000));
    const other = await upload('b.pdf', pdf(2000));
    const { url } = (await get<FileLink>(up.data.url)).data;
    const u = new URL(url, 'http://x');
    const e = u.searchParams.get('e')!;
    const sig = u.searchParams.get('sig')!;
    const base = `/api/file/s/${up.data.fileId}`;
    const flip = sig.slice(0, 10) + (sig[10] === 'A' ? 'B' : 'A') + sig.slice(11);
    const expired = new SignedLinks(
      fileUrlKey(loadConfig({ DATA_DIR: dataDir })),
      () => Date.now() - 600_000,
    );
    const bad = [
      `${base}?d=attachment&e=${e}&sig=${flip}`,
      `${base}?d=inline&e=${e}&sig=${sig}`,
      `${base}?d=attachment&e=${Number(e) + 60}&sig=${sig}`,
      `${base}?d=attachment&e=${e}&sig=`,
      `/api/file/s/${other.data.fileId}?d=attachment&e=${e}&sig=${sig}`,
      expired.url(up.data.fileId, 'attachment'),
      `/api/file/s/${newId()}?d=attachment&e=${e}&sig=${sig}`,
      `/api/file/s/..%2F..%2Fetc%2Fpasswd?d=attachment&e=${e}&sig=${sig}`,
    ];
    const bodies = new Set<string>();
    for (const href of bad) {
      const res = await fetchSigned(href);
      expect(res.json<Envelope<null>>().code, href).toBe(404);
      expect(res.headers['content-disposition']).toBeUndefined();
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(1);
    // the same key signs for another instance (shared DATA_DIR or FILE_URL_KEY)
    const twin = new SignedLinks(fileUrlKey(loadConfig({ DATA_DIR: dataDir })));
    expect((await fetchSigned(twin.url(up.data.fileId, 'attachment'))).statusCode).toBe(200);
  });

  it("refuses another user's file, and a kind no module reads, with the same 404 in the caller's language", async () => {
    const up = await upload('mine.pdf', pdf(2000));
    for (const url of [
      up.data.url,
      `/api/file/Annex/${up.data.fileId}`,
      `/api/file/Uploader/Preview?fileId=${up.data.fileId}`,
    ]) {
      const res = await get<null>(url, bob);
      expect(res.code, url).toBe(404);
      expect(res.msg).toBe('The file does not exist or you may not see it');
      expect(res.data).toBeNull();
    }
    expect((await get(up.data.url, bob, 'zh')).msg).toBe('文件不存在或无权查看');
    expect((await get(up.data.url, bob, 'zh-TW')).msg).toBe('檔案不存在或無權檢視');
    // attached to a kind without a reader: the owner still reads it, nobody else
    await ctx.db
      .updateTable('base_file')
      .set({ belongs_kind: 'nobody-reads-this', belongs_id: '1' })
      .where('id', '=', up.data.fileId)
      .execute();
    expect((await get(up.data.url, bob)).code).toBe(404);
    expect((await get(up.data.url, alice)).code).toBe(200);
    // a reader registered for the kind decides for others
    app.services.fileReaders.register(
      'nobody-reads-this',
      async (caller, id) => id === '1' && caller.userId !== aliceId,
    );
    expect((await get(up.data.url, bob)).code).toBe(200);
  });

  it('refuses path traversal in every type, name and id with a clear 400 or 404', async () => {
    const hostile = [
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fx',
      '..%5C..%5Cwindows',
      '%2Fetc%2Fpasswd',
      'a%00b',
      '..',
      'C%3A%5Cx',
      '1%2F..%2F2',
    ];
    for (const h of hostile) {
      for (const url of [
        `/api/file/Download/file/${h}`,
        `/api/file/Download/${h}/0123456789abcdef0123456789abcdef.png`,
        `/api/file/Download/annex/${h}`,
        `/api/file/Annex/${h}`,
        `/api/file/Uploader/Preview?fileId=${h}`,
        `/api/file/Uploader/Preview?fileName=${h}`,
        `/api/file/Uploader/Preview?fileDownloadUrl=%2Fapi%2Ffile%2FDownload%2Ffile%2F${h}`,
      ]) {
        const res = await app.inject({ url, headers: { authorization: alice, 'accept-language': 'en' } });
        const body = res.json<Envelope<null>>();
        expect([400, 404], url).toContain(body.code);
        if (body.code === 400 && res.statusCode === 200) expect(body.msg).not.toMatch(/Error|stack|\/etc/);
      }
    }
    const named = await get<null>('/api/file/Download/file/..%2F..%2Fetc%2Fpasswd', alice, 'zh');
    expect(named).toMatchObject({ code: 400, msg: '文件名或路径无效' });
    expect((await get<null>('/api/file/Annex/%2e%2e%2fx', alice, 'zh-TW')).msg).toBe('檔案名稱或路徑無效');
    expect((await get<null>('/api/file/Uploader/Preview', alice)).msg).toBe(
      'The file name or path is not valid',
    );
  });

  it('refuses an empty file, bytes that do not match the extension, SVG and HTML, and never shows markup inline', async () => {
    const cases: [string, Buffer, string][] = [
      ['empty.pdf', Buffer.alloc(0), 'An empty file cannot be uploaded'],
      ['fake.pdf', Buffer.from('MZ\x90\x00 not a pdf'), 'The file content does not match its extension'],
      ['fake.png', pdf(5000), 'The file content does not match its extension'],
      [
        'notes.txt',
        Buffer.from('<html><script>alert(1)</script></html>'),
        'The file content does not match its extension',
      ],
      [
        'logo.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'Files of this type are not allowed: svg',
      ],
      ['page.html', Buffer.from('<script>alert(1)</script>'), 'Files of this type are not allowed: html'],
      ['noext', Buffer.from('x'), 'Files of this type are not allowed: noext'],
    ];
    const before = await ctx.db.selectFrom('base_file').select('id').execute();
    for (const [name, bytes, msg] of cases) {
      const res = await upload(name, bytes);
      expect(res.code, name).toBe(400);
      expect(res.msg, name).toBe(msg);
    }
    expect(await ctx.db.selectFrom('base_file').select('id').execute()).toHaveLength(before.length);
    // a stored file of a type that must not render (an older row, a future kind) is always an attachment
    const id = newId();
    await app.services.fileStorage.put(
      `files/${'a'.repeat(32)}.html`,
      Buffer.from('<script>alert(1)</script>'),
    );
    await ctx.db
      .insertInto('base_file')
      .values({
        id,
        owner_user_id: aliceId,
        name: 'x.html',
        extension: 'html',
        size: 25,
        md5: 'a'.repeat(32),
        mime: 'text/html',
        storage_key: `files/${'a'.repeat(32)}.html`,
        belongs_kind: null,
        belongs_id: null,
        created_at: Date.now(),
      })
      .execute();
    const preview = await get<string>(`/api/file/Uploader/Preview?fileId=${id}`);
    expect(preview.data).toContain('d=attachment');
    const served = await fetchSigned(preview.data);
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    const forced = await fetchSigned(preview.data.replace('d=attachment', 'd=inline'));
    expect(forced.json<Envelope<null>>().code).toBe(404);
  });

  it('caps a single upload at FILE_MAX_BYTES and the quota while streaming, keeping nothing refused', async () => {
    const capped = await ctx.buildApp({ DATA_DIR: dataDir, FILE_MAX_BYTES: String(2 * 1024 * 1024) });
    const token = await ctx.signIn('wangwu', undefined, capped);
    const stored = () => readdirSync(path.join(dataDir, 'storage', 'files')).length;
    const before = stored();
    const big = await postFile<UploadedFile>(capped, {
      url: '/api/file/Uploader/file',
      token,
      name: 'big.pdf',
      bytes: pdf(3 * 1024 * 1024),
      lang: 'zh',
    });
    expect(big).toMatchObject({ code: 400, msg: '文件大小超过2MB' });
    expect(stored()).toBe(before);
    const tight = await ctx.buildApp({ DATA_DIR: dataDir, FILE_QUOTA_BYTES: '50000' });
    const t = await ctx.signIn('wangwu', undefined, tight);
    const first = await postFile<UploadedFile>(tight, {
      url: '/api/file/Uploader/file',
      token: t,
      name: 'a.pdf',
      bytes: pdf(30_000),
    });
    expect(first.code, first.msg).toBe(200);
    const second = await postFile<UploadedFile>(tight, {
      url: '/api/file/Uploader/file',
      token: t,
      name: 'b.pdf',
      bytes: pdf(30_000),
      lang: 'en',
    });
    expect(second).toMatchObject({ code: 400, msg: 'Not enough storage space left for this file' });
    expect(stored()).toBe(before + 1);
  });

  it('answers a text file inline as UTF-8 and a chunked merge through the same links', async () => {
    const text = Buffer.from('名称,数量\n苹果,3\n');
    const up = await upload('清单.csv', text);
    expect(up.code, up.msg).toBe(200);
    const shown = await fetchSigned(
      (await get<string>(`/api/file/Uploader/Preview?fileId=${up.data.fileId}`)).data,
    );
    expect(shown.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);
    expect(shown.rawPayload.equals(text)).toBe(true);

    const file = pdf(10_000);
    const q = `identifier=${md5(file)}&chunkNumber=1&totalChunks=1&totalSize=${file.length}&extension=pdf`;
    const { payload, headers } = multipartBody('blob', 'application/octet-stream', file);
    const sent = await app.inject({
      method: 'POST',
      url: `/api/file/chunk?${q}`,
      payload,
      headers: { ...headers, authorization: alice },
    });
    expect(sent.json<Envelope<{ merge: boolean }>>().data.merge).toBe(true);
    const merged = await app.inject({
      method: 'POST',
      url: '/api/file/merge',
      payload: { identifier: md5(file), fileName: '合同.pdf', fileSize: file.length, extension: 'pdf' },
      headers: { authorization: alice },
    });
    const { url } = merged.json<Envelope<{ url: string }>>().data;
    const link = await get<FileLink>(url);
    expect(link.data.name).toBe('合同.pdf');
    expect((await fetchSigned(link.data.url)).rawPayload.equals(file)).toBe(true);
  });

  it('keeps legacy image uploads working through the download route', async () => {
    const png = tinyPng();
    const res = await postFile<UploadResult>(app, {
      url: '/api/file/Uploader/annex',
      token: alice,
      name: 'a.png',
      bytes: png,
    });
    expect(res.code).toBe(200);
    const link = await get<FileLink>(`/api/file/Download/annex/${res.data.name}`);
    expect(link.data).toEqual({ name: res.data.name, url: `/api/file/Image/annex/${res.data.name}` });
    const preview = await get<string>(`/api/file/Uploader/Preview?fileName=${res.data.name}`);
    expect(preview.data).toBe(`/api/file/Image/annex/${res.data.name}`);
    expect((await get(`/api/file/Download/annex/${'0'.repeat(32)}.png`)).code).toBe(404);
    expect((await get(`/api/file/Download/nosuchtype/${res.data.name}`)).code).toBe(400);
  });
});

describeEachDialect('downloads from S3 storage', (ctx) => {
  let server: S3rver;
  let directory: string;
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'tessera-s3dl-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'files' }],
    });
    const { port } = await server.run();
    app = await ctx.buildApp({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-s3app-')),
      FILE_STORAGE: 's3',
      S3_BUCKET: 'files',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      FILE_URL_KEY: 'k'.repeat(40),
    });
    token = await ctx.signIn('zhangsan', undefined, app);
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores an upload in the bucket and serves it back, whole and by range', async () => {
    const bytes = pdf(700_000);
    const up = await postFile<UploadedFile>(app, {
      url: '/api/file/Uploader/file',
      token,
      name: 'report.pdf',
      bytes,
    });
    expect(up.code, up.msg).toBe(200);
    const row = await ctx.db
      .selectFrom('base_file')
      .select('storage_key')
      .where('id', '=', up.data.fileId)
      .executeTakeFirstOrThrow();
    expect(await app.services.fileStorage.exists(row.storage_key)).toBe(true);
    const link = (await app.inject({ url: up.data.url, headers: { authorization: token } })).json<
      Envelope<FileLink>
    >();
    const res = await app.inject({ url: link.data.url });
    expect(res.statusCode).toBe(200);
    expect(md5(res.rawPayload)).toBe(md5(bytes));
    const part = await app.inject({ url: link.data.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
  });

  it('keeps chunks in the bucket, merges them there and removes them', async () => {
    const file = pdf(CHUNK_SIZE + 5000);
    const id = md5(file);
    for (const n of [2, 1]) {
      const q = `identifier=${id}&chunkNumber=${n}&totalChunks=2&totalSize=${file.length}&extension=pdf`;
      const body = file.subarray((n - 1) * CHUNK_SIZE, n * CHUNK_SIZE);
      const { payload, headers } = multipartBody('blob', 'application/octet-stream', body);
      const res = await app.inject({
        method: 'POST',
        url: `/api/file/chunk?${q}`,
        payload,
        headers: { ...headers, authorization: token },
      });
      expect(res.json<Envelope<unknown>>().code).toBe(200);
    }
    expect(await app.services.fileStorage.list('chunks')).toHaveLength(2);
    const merged = await app.inject({
      method: 'POST',
      url: '/api/file/merge',
      payload: { identifier: id, fileName: 'big.pdf', fileSize: file.length, extension: 'pdf' },
      headers: { authorization: token },
    });
    const done = merged.json<Envelope<{ url: string }>>();
    expect(done.code, done.msg).toBe(200);
    expect(await app.services.fileStorage.list('chunks')).toEqual([]);
    const link = (await app.inject({ url: done.data.url, headers: { authorization: token } })).json<
      Envelope<FileLink>
    >();
    expect(md5((await app.inject({ url: link.data.url })).rawPayload)).toBe(id);
  });
});
