import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { UploadResult } from '@tessera/shared';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { multipartBody, tinyPng } from './test-files';

describeEachDialect('file service', (ctx) => {
  let app: FastifyInstance;
  let token: string;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-files-'));
  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: dataDir });
    token = await ctx.signIn('zhangsan', undefined, app);
  });

  const upload = async (type: string, filename: string, mime: string, bytes: Buffer, auth = token) => {
    const { payload, headers } = multipartBody(filename, mime, bytes);
    const res = await app.inject({
      method: 'POST',
      url: `/api/file/Uploader/${type}`,
      payload,
      headers: { ...headers, authorization: auth, 'accept-language': 'en' },
    });
    return res.json<{ code: number; msg: string; data: UploadResult }>();
  };

  it('stores a png under a server-made name and serves it back with safe headers', async () => {
    const png = tinyPng();
    const res = await upload('userAvatar', '../../evil name.php.png', 'text/html', png);
    expect(res.code).toBe(200);
    expect(res.data.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(res.data).toMatchObject({ fileSize: png.length, fileExtension: 'png' });
    expect(res.data.url).toBe(`/api/file/Image/userAvatar/${res.data.name}`);
    expect(readdirSync(path.join(dataDir, 'storage', 'uploads', 'useravatar'))).toContain(res.data.name);
    const image = await app.inject({ url: res.data.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toBe('inline');
    expect(image.headers['cache-control']).toContain('max-age');
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('still serves an image stored before the file storage, from DATA_DIR/files/<type>/', async () => {
    const png = tinyPng(3, 3);
    const name = `${'b'.repeat(32)}.png`;
    mkdirSync(path.join(dataDir, 'files', 'annex'), { recursive: true });
    writeFileSync(path.join(dataDir, 'files', 'annex', name), png);
    const image = await app.inject({ url: `/api/file/Image/annex/${name}` });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(await app.services.files.exists('annex', name)).toBe(true);
    expect(await app.services.files.exists('annexpic', name)).toBe(false);
  });

  it('refuses a non-image renamed .png, an svg and html whatever mime the client claims', async () => {
    for (const [name, body] of [
      ['notes.png', 'hello, not an image'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['page.jpg', '<html><script>alert(1)</script></html>'],
    ] as const) {
      const res = await upload('userAvatar', name, 'image/png', Buffer.from(body));
      expect(res.code, name).toBe(400);
      expect(res.msg).toMatch(/not allowed/);
    }
  });

  it('refuses a file over the type limit', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload('userAvatar', 'big.png', 'image/png', big);
    expect(res.code).toBe(400);
    expect(res.msg).toContain('5MB');
    const sign = await upload(
      'signImg',
      's.png',
      'image/png',
      Buffer.concat([tinyPng(), Buffer.alloc(210 * 1024)]),
    );
    expect(sign.code).toBe(400);
    expect(sign.msg).toContain('200KB');
  });

  it('refuses an unknown upload type and an anonymous upload', async () => {
    expect((await upload('scripts', 'a.png', 'image/png', tinyPng())).code).toBe(400);
    expect((await upload('../userAvatar', 'a.png', 'image/png', tinyPng())).code).not.toBe(200);
    expect((await upload('userAvatar', 'a.png', 'image/png', tinyPng(), '')).code).toBe(602);
  });

  it('never serves hostile names: traversal, encoded traversal, NUL, double extensions, unknown types', async () => {
    const hostile = [
      '/api/file/Image/userAvatar/..%2F..%2Fetc%2Fpasswd',
      '/api/file/Image/userAvatar/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/api/file/Image/userAvatar/../../etc/passwd',
      '/api/file/Image/userAvatar/%2Fetc%2Fpasswd',
      '/api/file/Image/userAvatar/abc%00.png',
      '/api/file/Image/userAvatar/a.php.jpg',
      '/api/file/Image/..%2F..%2Fsrc/app.ts',
      `/api/file/Image/userAvatar/${'0'.repeat(32)}.png`,
    ];
    for (const url of hostile) {
      const res = await app.inject({ url });
      expect(res.headers['content-type'], url).not.toMatch(/^image\//);
      expect(res.body, url).not.toContain('root:');
    }
  });
});
