import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChunkState } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { usedBytes } from './chunks/chunks.repository';
import { md5, postFile, tinyPng, type Envelope } from './test-files';

interface Answer {
  name: string;
  url: string;
  fileSize: number;
  fileExtension: string;
}

describeEachDialect('public image uploads record base_file rows', (ctx) => {
  let app: FastifyInstance;
  let owner: string;
  let other: string;
  let ownerId: string;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-image-rows-'));
  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: dataDir });
    owner = await ctx.signIn('zhangsan', undefined, app);
    other = await ctx.signIn('admin', undefined, app);
    ownerId = (await ctx.userRow('zhangsan')).id;
  });

  const upload = (type: string, bytes: Buffer, name = 'me.png', token = owner) =>
    postFile<Answer>(app, {
      url: `/api/file/Uploader/${type}`,
      token,
      name,
      bytes,
      type: 'image/png',
      lang: 'en',
    });
  const rowOf = (storageKey: string) =>
    ctx.db.selectFrom('base_file').selectAll().where('storage_key', '=', storageKey).executeTakeFirst();
  const get = async (url: string, token: string) =>
    (await app.inject({ url, headers: { authorization: token, 'accept-language': 'en' } })).json<
      Envelope<string>
    >();

  it('records an avatar as the uploader’s file belonging to their profile; the answer and public serving are unchanged', async () => {
    const png = tinyPng(5, 4);
    const res = await upload('userAvatar', png, '../我的 头像.png');
    expect(res.code).toBe(200);
    expect(Object.keys(res.data).sort()).toEqual([
      'fileExtension',
      'fileSize',
      'height',
      'name',
      'url',
      'width',
    ]);
    expect(res.data.url).toBe(`/api/file/Image/userAvatar/${res.data.name}`);
    const row = await rowOf(`uploads/useravatar/${res.data.name}`);
    expect(row).toMatchObject({
      owner_user_id: ownerId,
      belongs_kind: 'profile',
      belongs_id: ownerId,
      name: '我的 头像.png',
      extension: 'png',
      mime: 'image/png',
      md5: md5(png),
    });
    expect(Number(row?.size)).toBe(png.length);
    const image = await app.inject({ url: res.data.url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('records a chat picture as belonging to the chat and a signature to the profile', async () => {
    const chat = await upload('IM', tinyPng(6, 6));
    expect(await rowOf(`uploads/im/${chat.data.name}`)).toMatchObject({
      owner_user_id: ownerId,
      belongs_kind: 'chat',
      belongs_id: null,
    });
    const sign = await upload('signImg', tinyPng(7, 3), 'sign.png');
    expect(await rowOf(`uploads/signimg/${sign.data.name}`)).toMatchObject({
      owner_user_id: ownerId,
      belongs_kind: 'profile',
      belongs_id: ownerId,
    });
  });

  it('records nothing for a refused upload', async () => {
    const before = await ctx.db.selectFrom('base_file').select('id').execute();
    const res = await upload('IM', Buffer.from('<svg onload="alert(1)"/>'), 'x.png');
    expect(res.code).toBe(400);
    expect(await ctx.db.selectFrom('base_file').select('id').execute()).toHaveLength(before.length);
  });

  it('does not count against the file quota nor answer a chunked upload of the same bytes at once', async () => {
    const png = tinyPng(9, 9);
    const used = await usedBytes(ctx.db, ownerId);
    const res = await upload('userAvatar', png);
    expect(res.code).toBe(200);
    expect(await usedBytes(ctx.db, ownerId)).toBe(used);
    const q = new URLSearchParams({
      identifier: md5(png),
      chunkNumber: '1',
      totalChunks: '1',
      totalSize: String(png.length),
      fileName: 'me.png',
      fileType: 'image/png',
      extension: 'png',
    });
    const state = (await app.inject({ url: `/api/file/chunk?${q}`, headers: { authorization: owner } })).json<
      Envelope<ChunkState>
    >();
    expect(state.code).toBe(200);
    expect(state.data.uploaded).toBe(false);
  });

  it('gives no signed link to another user (no reader for profile or chat files); the owner may have one', async () => {
    const res = await upload('IM', tinyPng(3, 8));
    const row = await rowOf(`uploads/im/${res.data.name}`);
    const preview = `/api/file/Uploader/Preview?fileId=${row?.id}`;
    const refused = await get(preview, other);
    expect(refused.code).toBe(404);
    const own = await get(preview, owner);
    expect(own.code).toBe(200);
    const served = await app.inject({ url: own.data });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
