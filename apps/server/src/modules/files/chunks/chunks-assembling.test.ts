import { md5, pdfBytes as pdf, type Envelope } from '../test-files';

import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { ChunkMergeResult, ChunkState } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type DialectContext } from '../../../../test/helpers/dialects';
import { LocalStorage } from '../storage/local-storage';
import type { FileStorage } from '../storage/storage';
import { multipartBody } from '../test-files';
import { CHUNK_SIZE } from './chunk-rules';
import { ChunkStore } from './chunk-store';
import * as repo from './chunks.repository';

const chunkOf = (file: Buffer, n: number) => file.subarray((n - 1) * CHUNK_SIZE, n * CHUNK_SIZE);
const totalOf = (file: Buffer) => Math.max(1, Math.ceil(file.length / CHUNK_SIZE));

/** Request helpers for one app and one file (or a lying identifier for it). */
function client(ctx: DialectContext, app: () => FastifyInstance, token: () => string) {
  const describe = (file: Buffer, n: number, identifier = md5(file)) => ({
    identifier,
    chunkNumber: n,
    totalChunks: totalOf(file),
    totalSize: file.length,
    extension: 'pdf',
  });
  const query = (q: Record<string, string | number>) =>
    Object.entries(q)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');
  return {
    describe,
    put: async (file: Buffer, n: number, identifier?: string, on = app(), body = chunkOf(file, n)) => {
      const { payload, headers } = multipartBody('blob', 'application/octet-stream', body);
      const res = await on.inject({
        method: 'POST',
        url: `/api/file/chunk?${query(describe(file, n, identifier))}`,
        payload,
        headers: { ...headers, authorization: token(), 'accept-language': 'en' },
      });
      return res.json<Envelope<ChunkState>>();
    },
    merge: async (file: Buffer, identifier = md5(file), on = app()) =>
      (
        await on.inject({
          method: 'POST',
          url: '/api/file/merge',
          payload: { identifier, fileName: 'a.pdf', fileSize: file.length, extension: 'pdf' },
          headers: { authorization: token(), 'accept-language': 'en' },
        })
      ).json<Envelope<ChunkMergeResult>>(),
    storedRow: (id: string) =>
      ctx.db.selectFrom('base_file').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  };
}

describeEachDialect('chunked upload into one assembling file (local disk)', (ctx) => {
  let app: FastifyInstance;
  let token: string;
  let userId: string;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-assemble-'));
  const api = client(
    ctx,
    () => app,
    () => token,
  );
  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: dataDir });
    token = await ctx.signIn('zhangsan', undefined, app);
    userId = (await ctx.userRow('zhangsan')).id;
  });
  const uploadDir = (identifier: string) => path.join(dataDir, 'storage', 'chunks', userId, identifier);
  const uploadFiles = (identifier: string) =>
    existsSync(uploadDir(identifier)) ? readdirSync(uploadDir(identifier)) : [];
  const storedFiles = () =>
    existsSync(path.join(dataDir, 'storage', 'files'))
      ? readdirSync(path.join(dataDir, 'storage', 'files'))
      : [];

  it('writes out-of-order chunks into one file and moves it, with the right bytes and MD5', async () => {
    const file = pdf(3 * CHUNK_SIZE + 777);
    for (const n of [4, 2, 1, 3]) expect((await api.put(file, n)).code).toBe(200);
    expect(uploadFiles(md5(file))).toEqual(['data']);
    const done = await api.merge(file);
    expect(done.code, done.msg).toBe(200);
    const row = await api.storedRow(done.data.fileVersionId);
    expect(row).toMatchObject({ md5: md5(file), size: file.length });
    expect(readFileSync(path.join(dataDir, 'storage', row.storage_key)).equals(file)).toBe(true);
    expect(uploadFiles(md5(file))).toEqual([]);
  });

  it('takes a chunk sent again after a failed or refused write and merges the right bytes', async () => {
    const file = pdf(2 * CHUNK_SIZE + 10);
    expect((await api.put(file, 1)).code).toBe(200);
    // chunk 2 breaks off half-way: no row, its region half written with other bytes
    const broken = new PassThrough();
    const failing = app.services.chunks.put(userId, api.describe(file, 2), broken);
    // the service meets the error through its pipeline; this listener only keeps it from being uncaught
    broken.on('error', () => undefined);
    // half a chunk, taken in by the write before the connection breaks (drain: it was read)
    if (!broken.write(Buffer.alloc(CHUNK_SIZE / 2, 0xee)))
      await new Promise((resolve) => broken.once('drain', resolve));
    broken.destroy(new Error('client went away'));
    await expect(failing).rejects.toThrow();
    // a too-long chunk 3 is refused before anything past its region is written
    const long = await api.put(
      file,
      3,
      undefined,
      app,
      Buffer.concat([chunkOf(file, 3), Buffer.alloc(5, 1)]),
    );
    expect(long.msg).toBe('The chunk has the wrong size');
    const state = await api.put(file, 3);
    expect(state.data.chunkNumbers).toEqual([1, 3]);
    expect((await api.put(file, 2)).data.merge).toBe(true);
    const done = await api.merge(file);
    expect(done.code, done.msg).toBe(200);
    const row = await api.storedRow(done.data.fileVersionId);
    expect(readFileSync(path.join(dataDir, 'storage', row.storage_key)).equals(file)).toBe(true);
  });

  it('refuses a merge whose chunks do not hash to the identifier and keeps nothing', async () => {
    const file = pdf(2 * CHUNK_SIZE + 5);
    const liar = md5(Buffer.from('not these bytes'));
    const before = storedFiles();
    for (const n of [2, 1, 3]) expect((await api.put(file, n, liar)).code).toBe(200);
    const res = await api.merge(file, liar);
    expect(res.code).toBe(400);
    expect(res.msg).toBe('The file failed its checksum; upload it again');
    expect(uploadFiles(liar)).toEqual([]);
    expect(storedFiles()).toEqual(before);
    expect(await repo.listChunks(ctx.db, userId, liar)).toEqual([]);
  });

  it('verifies the MD5 by reading the file when the merging instance has no running hash', async () => {
    const other = await ctx.buildApp({ DATA_DIR: dataDir });
    const file = pdf(2 * CHUNK_SIZE + 99);
    expect((await api.put(file, 1)).code).toBe(200);
    expect((await api.put(file, 2)).code).toBe(200);
    expect((await api.put(file, 3, undefined, other)).code).toBe(200);
    const done = await api.merge(file, undefined, other);
    expect(done.code, done.msg).toBe(200);
    const row = await api.storedRow(done.data.fileVersionId);
    expect(readFileSync(path.join(dataDir, 'storage', row.storage_key)).equals(file)).toBe(true);

    // the same check catches bytes changed on disk after they were received
    const next = pdf(CHUNK_SIZE + 3);
    expect((await api.put(next, 1)).code).toBe(200);
    expect((await api.put(next, 2)).code).toBe(200);
    const handle = await open(path.join(uploadDir(md5(next)), 'data'), 'r+');
    await handle.write(Buffer.from('X'), 0, 1, CHUNK_SIZE + 1);
    await handle.close();
    const res = await api.merge(next, undefined, other);
    expect(res.msg).toBe('The file failed its checksum; upload it again');
    expect(uploadFiles(md5(next))).toEqual([]);
  });

  it('still merges an upload begun with one file per chunk, and the sweep still removes one', async () => {
    const plain: FileStorage = new LocalStorage(dataDir);
    const legacy = new ChunkStore(
      Object.fromEntries(
        (['put', 'get', 'stat', 'exists', 'delete', 'list'] as const).map((m) => [m, plain[m].bind(plain)]),
      ) as unknown as FileStorage,
    );
    expect(legacy.canAssemble).toBe(false);
    const file = pdf(2 * CHUNK_SIZE + 1);
    const stream = new PassThrough();
    stream.end(chunkOf(file, 1));
    await legacy.writeChunk(userId, md5(file), 1, stream, CHUNK_SIZE);
    await repo.insertChunk(ctx.db, {
      user_id: userId,
      identifier: md5(file),
      chunk_number: 1,
      size: CHUNK_SIZE,
      total_chunks: 3,
      total_size: file.length,
      created_at: Date.now(),
    });
    expect((await api.put(file, 3)).code).toBe(200);
    expect((await api.put(file, 2)).code).toBe(200);
    expect(uploadFiles(md5(file)).sort()).toEqual(['1', '2', '3']);
    const done = await api.merge(file);
    expect(done.code, done.msg).toBe(200);
    const row = await api.storedRow(done.data.fileVersionId);
    expect(readFileSync(path.join(dataDir, 'storage', row.storage_key)).equals(file)).toBe(true);

    const abandoned = pdf(CHUNK_SIZE + 1);
    expect((await api.put(abandoned, 2)).code).toBe(200);
    expect(uploadFiles(md5(abandoned))).toEqual(['data']);
    await app.services.chunks.sweep(Date.now() + 25 * 3_600_000);
    expect(uploadFiles(md5(abandoned))).toEqual([]);
  });

  it('keeps no assembling file for a refused first chunk', async () => {
    const bytes = Buffer.from('not a pdf at all');
    const res = await api.put(bytes, 1);
    expect(res.msg).toBe('The file content does not match its extension');
    expect(uploadFiles(md5(bytes))).toEqual([]);
  });
});

describeEachDialect('chunked upload on S3 storage (s3rver)', (ctx) => {
  let server: S3rver;
  let directory: string;
  let app: FastifyInstance;
  let token: string;
  const api = client(
    ctx,
    () => app,
    () => token,
  );
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'tessera-s3chunks-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'chunks' }],
    });
    const { port } = await server.run();
    app = await ctx.buildApp({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-s3chunks-app-')),
      FILE_STORAGE: 's3',
      S3_BUCKET: 'chunks',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    token = await ctx.signIn('zhangsan', undefined, app);
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores one object per chunk, joins them by a copy and refuses a wrong MD5', async () => {
    const storage = app.services.fileStorage;
    const file = pdf(CHUNK_SIZE + 4321);
    expect((await api.put(file, 2)).code).toBe(200);
    expect((await api.put(file, 1)).code).toBe(200);
    expect(
      (await storage.list('chunks')).filter((k) => k.includes(md5(file))).map((k) => k.split('/').pop()),
    ).toEqual(['1', '2']);
    const done = await api.merge(file);
    expect(done.code, done.msg).toBe(200);
    const row = await api.storedRow(done.data.fileVersionId);
    const parts: Buffer[] = [];
    for await (const piece of (await storage.get(row.storage_key))!) parts.push(piece as Buffer);
    expect(Buffer.concat(parts).equals(file)).toBe(true);
    expect((await storage.list('chunks')).filter((k) => k.includes(md5(file)))).toEqual([]);

    const liar = md5(Buffer.from('other'));
    expect((await api.put(file, 1, liar)).code).toBe(200);
    expect((await api.put(file, 2, liar)).code).toBe(200);
    expect((await api.merge(file, liar)).msg).toBe('The file failed its checksum; upload it again');
    expect((await storage.list('chunks')).filter((k) => k.includes(liar))).toEqual([]);
  });
});
