import { md5, pdfBytes as pdf, type Envelope } from '../test-files';

import { PassThrough } from 'node:stream';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChunkMergeResult, ChunkState } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../../test/helpers/dialects';
import { multipartBody } from '../test-files';
import { CHUNK_SIZE } from './chunk-rules';

describeEachDialect('chunked upload', (ctx) => {
  let app: FastifyInstance;
  let alice: string;
  let bob: string;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-chunks-'));
  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: dataDir });
    alice = await ctx.signIn('zhangsan', undefined, app);
    bob = await ctx.signIn('admin', undefined, app);
  });

  /** Describes chunk n of `file` as the query carries it. */
  const describe = (file: Buffer, n: number, extra: Record<string, string | number> = {}) => ({
    identifier: md5(file),
    chunkNumber: n,
    totalChunks: Math.max(1, Math.ceil(file.length / CHUNK_SIZE)),
    totalSize: file.length,
    fileName: 'report.pdf',
    fileType: 'application/pdf',
    extension: 'pdf',
    ...extra,
  });
  const query = (q: Record<string, string | number>) =>
    Object.entries(q)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');

  const check = async (q: Record<string, string | number>, token = alice, lang = 'en', on = app) =>
    (
      await on.inject({
        url: `/api/file/chunk?${query(q)}`,
        headers: { authorization: token, 'accept-language': lang },
      })
    ).json<Envelope<ChunkState>>();

  const put = async (
    q: Record<string, string | number>,
    bytes: Buffer,
    token = alice,
    lang = 'en',
    on = app,
  ) => {
    const { payload, headers } = multipartBody('blob', 'application/octet-stream', bytes);
    const res = await on.inject({
      method: 'POST',
      url: `/api/file/chunk?${query(q)}`,
      payload,
      headers: { ...headers, authorization: token, 'accept-language': lang },
    });
    return res.json<Envelope<ChunkState>>();
  };
  const chunkOf = (file: Buffer, n: number) => file.subarray((n - 1) * CHUNK_SIZE, n * CHUNK_SIZE);
  const putChunk = (file: Buffer, n: number, token = alice, extra = {}, on = app) =>
    put(describe(file, n, extra), chunkOf(file, n), token, 'en', on);

  const merge = async (body: Record<string, string | number>, token = alice, lang = 'en', on = app) =>
    (
      await on.inject({
        method: 'POST',
        url: '/api/file/merge',
        payload: body,
        headers: { authorization: token, 'accept-language': lang },
      })
    ).json<Envelope<ChunkMergeResult>>();
  const finish = (file: Buffer, extra: Record<string, string | number> = {}) => ({
    identifier: md5(file),
    fileName: 'report.pdf',
    fileSize: file.length,
    fileType: 'application/pdf',
    extension: 'pdf',
    type: 'annex',
    ...extra,
  });
  const allChunkFiles = () =>
    existsSync(path.join(dataDir, 'storage', 'chunks'))
      ? readdirSync(path.join(dataDir, 'storage', 'chunks'), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.join(e.parentPath, e.name))
      : [];
  const storedFiles = () =>
    existsSync(path.join(dataDir, 'storage', 'files'))
      ? readdirSync(path.join(dataDir, 'storage', 'files'))
      : [];

  it('stores three chunks sent out of order and merges them into the exact bytes', async () => {
    const file = pdf(2 * CHUNK_SIZE + 1234);
    expect((await putChunk(file, 3)).data).toEqual({ uploaded: false, merge: false, chunkNumbers: [3] });
    expect((await putChunk(file, 1)).data.chunkNumbers).toEqual([1, 3]);
    expect((await putChunk(file, 2)).data).toEqual({ uploaded: false, merge: true, chunkNumbers: [1, 2, 3] });
    const done = await merge(finish(file, { fileName: 'Q3 report.pdf' }));
    expect(done.code, done.msg).toBe(200);
    expect(done.data).toMatchObject({ name: 'Q3 report.pdf', fileSize: file.length, fileExtension: 'pdf' });
    expect(done.data.url).toBe(`/api/file/Download/file/${done.data.fileVersionId}`);
    const row = await ctx.db
      .selectFrom('base_file')
      .selectAll()
      .where('id', '=', done.data.fileVersionId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      md5: md5(file),
      size: file.length,
      mime: 'application/pdf',
      extension: 'pdf',
    });
    expect(row.storage_key).toMatch(/^files\/[0-9a-f]{32}\.pdf$/);
    const stored = readFileSync(path.join(dataDir, 'storage', row.storage_key));
    expect(md5(stored)).toBe(md5(file));
    expect(stored.equals(file)).toBe(true);
    // the chunks are gone once merged
    expect(allChunkFiles().filter((f) => f.includes(md5(file)))).toEqual([]);

    // instant upload: the same bytes again are already there, for alice only
    expect((await check(describe(file, 1))).data).toEqual({ uploaded: true, merge: false, chunkNumbers: [] });
    expect((await check(describe(file, 1), bob)).data.uploaded).toBe(false);
    const again = await merge(finish(file));
    expect(again.data.fileVersionId).toBe(done.data.fileVersionId);
    expect((await merge(finish(file), bob)).code).toBe(400);
  });

  it('reports the chunks already sent so an upload resumes; other users see none and cannot merge them', async () => {
    const file = pdf(CHUNK_SIZE + 10);
    expect((await check(describe(file, 1))).data).toEqual({
      uploaded: false,
      merge: false,
      chunkNumbers: [],
    });
    await putChunk(file, 1);
    expect((await check(describe(file, 2))).data).toEqual({
      uploaded: false,
      merge: false,
      chunkNumbers: [1],
    });
    expect((await check(describe(file, 2), bob)).data.chunkNumbers).toEqual([]);
    // bob sends the last chunk himself and tries to merge with alice's first
    await putChunk(file, 2, bob);
    const stolen = await merge(finish(file), bob);
    expect(stolen.code).toBe(400);
    expect(stolen.msg).toBe('Some chunks are missing; upload the file again');
    const early = await merge(finish(file));
    expect(early.code).toBe(400);
    // a repeated chunk is not stored twice
    expect((await putChunk(file, 1)).data.chunkNumbers).toEqual([1]);
    expect((await putChunk(file, 2)).data.merge).toBe(true);
    const done = await merge(finish(file));
    expect(done.code, done.msg).toBe(200);
    // bob's lone chunk is still his and untouched
    expect((await check(describe(file, 1), bob)).data.chunkNumbers).toEqual([2]);
  });

  it('refuses traversal in every field and never writes outside its folders', async () => {
    const file = pdf(100);
    const before = allChunkFiles().length;
    const hostile = [
      '../../etc/passwd',
      '..%2f..%2fetc',
      '/etc/passwd',
      '..\\..\\x',
      `${'a'.repeat(31)}/`,
      'a\u0000b',
    ];
    for (const identifier of hostile) {
      const res = await put(describe(file, 1, { identifier }), file);
      expect(res.code, identifier).toBe(400);
    }
    for (const extension of ['../pdf', 'pdf/../../x', '..', 'php', 'pdf.php', 'svg', 'html', 'htm', 'exe']) {
      const res = await put(describe(file, 1, { extension }), file);
      expect(res.code, extension).toBe(400);
      expect(res.msg, extension).toMatch(/not allowed/);
    }
    const res = await put(
      describe(file, 1, { fileType: '../../x', fileName: '../../../etc/cron.d/x.pdf' }),
      file,
    );
    expect(res.code, res.msg).toBe(200);
    const done = await merge(
      finish(file, { fileName: '..\\..\\evil/../x.php.pdf', fileType: '../x', type: '../../' }),
    );
    expect(done.code, done.msg).toBe(200);
    expect(done.data.name).toBe('x.php.pdf');
    expect(allChunkFiles().length).toBe(before);
    for (const name of storedFiles()) expect(name).toMatch(/^[0-9a-f]{32}\.[a-z0-9]+$/);
    expect(existsSync(path.join(dataDir, '..', 'etc'))).toBe(false);
  });

  it('refuses chunk numbers -1, 0, 999999, 1.5 and a total that does not fit the size', async () => {
    const file = pdf(CHUNK_SIZE + 5);
    for (const chunkNumber of [-1, 0, 3, 999999, 1.5]) {
      const res = await put(describe(file, 1, { chunkNumber }), chunkOf(file, 1));
      expect(res.code, String(chunkNumber)).toBe(400);
      expect(res.msg).toBe('The chunk number is not valid');
    }
    const many = await put(describe(file, 1, { totalChunks: 10000 }), chunkOf(file, 1));
    expect(many.code).toBe(400);
    expect((await put(describe(file, 1, { chunkNumber: 'x' }), chunkOf(file, 1))).code).not.toBe(200);
    expect((await check(describe(file, 1))).data.chunkNumbers).toEqual([]);
  });

  it('refuses a chunk of the wrong size, an empty file and one over the size cap', async () => {
    const file = pdf(CHUNK_SIZE + 5);
    const short = await put(describe(file, 1), chunkOf(file, 1).subarray(0, 100));
    expect(short.code).toBe(400);
    expect(short.msg).toBe('The chunk has the wrong size');
    const long = await put(describe(file, 2), Buffer.concat([chunkOf(file, 2), Buffer.alloc(10)]));
    expect(long.msg).toBe('The chunk has the wrong size');
    const overFull = await put(
      describe(file, 1),
      Buffer.concat([chunkOf(file, 1), Buffer.alloc(10)]),
      alice,
      'zh',
    );
    expect(overFull.msg).toBe('分片大小不正确');
    const empty = await put(describe(Buffer.alloc(0), 1, { totalChunks: 1 }), Buffer.alloc(0));
    expect(empty.msg).toBe('An empty file cannot be uploaded');
    const huge = await check(describe(file, 1, { totalSize: 3 * 1024 ** 3, totalChunks: 615 }));
    expect(huge.msg).toBe('The file is larger than 2GB');
    expect((await check(describe(file, 1))).data.chunkNumbers).toEqual([]);
  });

  it('refuses bytes that do not match the extension, svg and html with script', async () => {
    const before = allChunkFiles().length;
    const cases: [string, Buffer][] = [
      ['png', Buffer.from('hello, not an image')],
      ['pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['txt', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['txt', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['docx', Buffer.from('%PDF-1.4 not a zip')],
    ];
    for (const [extension, bytes] of cases) {
      const res = await put(describe(bytes, 1, { extension }), bytes);
      expect(res.code, extension).toBe(400);
      expect(res.msg).toBe('The file content does not match its extension');
    }
    for (const [extension, body] of [
      ['svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['html', '<html><script>alert(1)</script></html>'],
    ] as const) {
      const bytes = Buffer.from(body);
      const res = await put(describe(bytes, 1, { extension }), bytes);
      expect(res.msg).toBe(`Files of this type are not allowed: ${extension}`);
    }
    expect(allChunkFiles().length).toBe(before);
    const text = Buffer.from('name,amount\nalice,3\n');
    expect((await put(describe(text, 1, { extension: 'csv' }), text)).code).toBe(200);
  });

  it('refuses a merge whose bytes do not hash to the identifier and removes the chunks', async () => {
    const file = pdf(300);
    const liar = md5(Buffer.from('something else'));
    expect((await put(describe(file, 1, { identifier: liar }), file)).code).toBe(200);
    const res = await merge(finish(file, { identifier: liar }));
    expect(res.code).toBe(400);
    expect(res.msg).toBe('The file failed its checksum; upload it again');
    expect(allChunkFiles().filter((f) => f.includes(liar))).toEqual([]);
    expect((await check(describe(file, 1, { identifier: liar }))).data.chunkNumbers).toEqual([]);
    expect(await ctx.db.selectFrom('base_file').select('id').where('md5', '=', liar).execute()).toEqual([]);
  });

  it('answers each refusal in the caller language', async () => {
    const file = pdf(100);
    const msgs = await Promise.all(
      ['en', 'zh-CN', 'zh-TW'].map(async (lang) => (await check(describe(file, 0), alice, lang)).msg),
    );
    expect(msgs).toEqual(['The chunk number is not valid', '分片序号无效', '分段序號無效']);
  });

  it('checks the quota and the uploads in progress before storing anything', async () => {
    const small = await ctx.buildApp({
      DATA_DIR: dataDir,
      FILE_QUOTA_BYTES: String(2 * CHUNK_SIZE),
      FILE_MAX_PENDING_UPLOADS: '1',
    });
    const token = await ctx.signIn('songtao', undefined, small);
    const before = allChunkFiles().length;
    const big = pdf(3 * CHUNK_SIZE);
    const over = await put(describe(big, 1), chunkOf(big, 1), token, 'zh-TW', small);
    expect(over.code).toBe(400);
    expect(over.msg).toBe('儲存空間不足，無法上傳此檔案');
    expect(allChunkFiles().length).toBe(before);
    const first = pdf(100);
    expect((await putChunk(first, 1, token, {}, small)).code).toBe(200);
    const second = pdf(200);
    const busy = await putChunk(second, 1, token, {}, small);
    expect(busy.msg).toBe('Too many uploads in progress; try again later');
    expect(allChunkFiles().length).toBe(before + 1);
  });

  it('counts each upload in progress at its declared size, also two first chunks arriving together', async () => {
    const small = await ctx.buildApp({ DATA_DIR: dataDir, FILE_QUOTA_BYTES: String(3 * CHUNK_SIZE) });
    const token = await ctx.signIn('lisi', undefined, small);
    const first = pdf(2 * CHUNK_SIZE);
    expect((await putChunk(first, 1, token, {}, small)).code).toBe(200);
    // one chunk of the first is stored, but its whole size is claimed: the second cannot fit
    const second = pdf(CHUNK_SIZE + CHUNK_SIZE / 2);
    const refused = await putChunk(second, 1, token, {}, small);
    expect(refused.msg).toBe('Not enough storage space left for this file');
    // the first finishes within its claim
    expect((await putChunk(first, 2, token, {}, small)).code).toBe(200);
    expect((await merge(finish(first), token, 'en', small)).code).toBe(200);

    const other = await ctx.buildApp({ DATA_DIR: dataDir, FILE_QUOTA_BYTES: String(3 * CHUNK_SIZE) });
    const wangwu = await ctx.signIn('wangwu', undefined, other);
    const a = pdf(CHUNK_SIZE + CHUNK_SIZE / 2 + 11);
    const b = pdf(CHUNK_SIZE + CHUNK_SIZE / 2 + 13);
    const answers = await Promise.all([putChunk(a, 1, wangwu, {}, other), putChunk(b, 1, wangwu, {}, other)]);
    expect(answers.filter((x) => x.code === 200).length).toBeLessThanOrEqual(1);
    expect(answers.filter((x) => x.code === 400).length).toBeGreaterThanOrEqual(1);
  });

  it('bounds chunk requests per user and sweeps abandoned chunks', async () => {
    const limited = await ctx.buildApp({ DATA_DIR: dataDir, FILE_CHUNK_RATE_PER_MINUTE: '20' });
    const token = await ctx.signIn('zhengshi', undefined, limited);
    const file = pdf(CHUNK_SIZE * 3);
    expect((await putChunk(file, 2, token, {}, limited)).code).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 40; i += 1) codes.push((await check(describe(file, 1), token, 'en', limited)).code);
    expect(codes.filter((c) => c === 200).length).toBe(19);
    expect(codes.at(-1)).toBe(429);
    const refused = await check(describe(file, 1), token, 'en', limited);
    expect(refused.msg).toBe('Too many upload requests; try again later');
    // others are not slowed down
    expect((await check(describe(file, 1), alice, 'en', limited)).code).toBe(200);

    const mine = () => allChunkFiles().filter((f) => f.includes(md5(file)));
    expect(mine()).toHaveLength(1);
    await limited.services.chunks.sweep(Date.now() + 23 * 3_600_000);
    expect(mine()).toHaveLength(1);
    await limited.services.chunks.sweep(Date.now() + 25 * 3_600_000);
    expect(mine()).toEqual([]);
    const rows = await ctx.db.selectFrom('base_file_chunk').select('user_id').execute();
    expect(rows).toEqual([]);

    // chunks whose rows were never recorded go once a sweep saw them longer ago than the age limit
    const stray = path.join(dataDir, 'storage', 'chunks', '123', 'f'.repeat(32));
    mkdirSync(stray, { recursive: true });
    writeFileSync(path.join(stray, '1'), 'x');
    await limited.services.chunks.sweep();
    expect(existsSync(path.join(stray, '1'))).toBe(true);
    const fresh = path.join(dataDir, 'storage', 'chunks', '123', 'e'.repeat(32));
    mkdirSync(fresh, { recursive: true });
    writeFileSync(path.join(fresh, '1'), 'x');
    await limited.services.chunks.sweep(Date.now() + 25 * 3_600_000);
    expect(existsSync(path.join(stray, '1'))).toBe(false);
    expect(existsSync(path.join(fresh, '1'))).toBe(true);
  });

  it('lets one user write only two chunks at a time', async () => {
    const { id: userId } = await ctx.userRow('songtao');
    const token = await ctx.signIn('songtao', undefined, app);
    const file = pdf(3 * CHUNK_SIZE);
    const slow = [new PassThrough(), new PassThrough()];
    const writes = slow.map((source, i) => app.services.chunks.put(userId, describe(file, i + 1), source));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await put(describe(file, 3), chunkOf(file, 3), token);
    expect(third.code).toBe(429);
    expect(third.msg).toBe('Too many upload requests; try again later');
    slow.forEach((source, i) => source.end(chunkOf(file, i + 1)));
    await Promise.all(writes);
    expect((await check(describe(file, 1), token)).data.chunkNumbers).toEqual([1, 2]);
    expect((await put(describe(file, 3), chunkOf(file, 3), token)).data.merge).toBe(true);
  });
});
