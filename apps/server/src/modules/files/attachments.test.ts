import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  FileLink,
  MessageFile,
  NoticeBody,
  NoticeInfo,
  UploadedFile,
  UploadResult,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { NOTICE_FILE_KIND } from '../messages/notice-fields';
import { postFile, tinyPng } from './test-files';

const BASE = '/api/message';

describeEachDialect('notice attachments', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let zhangsan = '';
  let lisi = '';
  const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 7)]);
  const upload = async (token: string, name = '通知附件.pdf') => {
    const res = await postFile<UploadedFile>(app, {
      url: '/api/file/Uploader/file',
      token,
      name,
      bytes: pdf(),
    });
    expect(res.code, res.msg).toBe(200);
    return res.data;
  };
  const item = (f: UploadedFile): MessageFile => ({
    fileId: f.fileId,
    name: f.name,
    fileSize: f.fileSize,
    url: f.url,
  });
  const notice = async (files: MessageFile[], userIds: string[], token = admin) => {
    const body: NoticeBody = {
      title: '附件公告',
      bodyText: '<p>见附件</p>',
      files,
      recipients: { toAll: false, organizeIds: [], roleIds: [], userIds },
    };
    return callAs<{ id: string }>(app, token, {
      method: 'POST',
      url: BASE,
      payload: body,
      headers: { 'accept-language': 'en' },
    });
  };
  const download = (token: string, f: UploadedFile) => callAs<FileLink>(app, token, { url: f.url });

  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-attach-')) });
    // the messages module registers the reader of notice attachments itself
    expect(app.services.fileReaders.has(NOTICE_FILE_KIND)).toBe(true);
    admin = await ctx.signIn('admin', undefined, app);
    zhangsan = await ctx.signIn('zhangsan', undefined, app);
    lisi = await ctx.signIn('lisi', undefined, app);
  });

  it('attaches the author’s uploaded files to the notice; recipients read them, others do not', async () => {
    const file = await upload(admin);
    const zhangsanId = (await ctx.userRow('zhangsan')).id;
    const created = await notice([item(file)], [zhangsanId]);
    expect(created.code, created.msg).toBe(200);
    const noticeId = created.data.id;
    const row = await ctx.db
      .selectFrom('base_file')
      .selectAll()
      .where('id', '=', file.fileId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ belongs_kind: 'notice', belongs_id: noticeId });
    const info = await callAs<NoticeInfo>(app, admin, { url: `${BASE}/${noticeId}` });
    expect(info.data.files).toEqual([
      {
        fileId: file.fileId,
        name: file.name,
        fileSize: file.fileSize,
        url: `/api/file/Download/file/${file.fileId}`,
      },
    ]);

    // before release only the author (and notice administrators) read it
    expect((await download(zhangsan, file)).code).toBe(404);
    expect(
      (await callAs(app, admin, { method: 'PUT', url: `${BASE}/${noticeId}/Actions/Release` })).code,
    ).toBe(200);
    const link = await download(zhangsan, file);
    expect(link.code, link.msg).toBe(200);
    expect((await app.inject({ url: link.data.url })).statusCode).toBe(200);
    expect((await download(lisi, file)).code).toBe(404);

    // saving the notice again keeps it attached; nobody can attach it to another thing
    const again = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${noticeId}`,
      payload: {
        title: '附件公告2',
        bodyText: '',
        files: [item(file)],
        recipients: { toAll: false, organizeIds: [], roleIds: [], userIds: [zhangsanId] },
      },
    });
    expect(again.code, again.msg).toBe(200);
    const stolen = await notice([item(file)], []);
    expect(stolen.code).toBe(400);
    expect(stolen.msg).toBe(
      'Invalid attachment: only files you uploaded that nothing else uses can be attached',
    );

    // removed from the notice, the file is its uploader's alone again: the recipient loses it
    const removed = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${noticeId}`,
      payload: {
        title: '附件公告3',
        bodyText: '',
        files: [],
        recipients: { toAll: false, organizeIds: [], roleIds: [], userIds: [zhangsanId] },
      },
    });
    expect(removed.code, removed.msg).toBe(200);
    expect((await download(zhangsan, file)).code).toBe(404);
    expect((await download(admin, file)).code).toBe(200);
  });

  it("refuses another user's file and a made-up id, and keeps legacy annex attachments working", async () => {
    const theirs = await upload(zhangsan);
    expect((await notice([item(theirs)], [])).code).toBe(400);
    const fake = {
      fileId: '1234567890123456789',
      name: 'x.pdf',
      url: '/api/file/Download/file/1234567890123456789',
    };
    expect((await notice([fake], [])).code).toBe(400);
    const traversal = {
      fileId: '../../etc/passwd',
      name: 'x',
      url: '/api/file/Download/file/../../etc/passwd',
    };
    expect((await notice([traversal], [])).code).toBe(400);
    expect(
      await ctx.db
        .selectFrom('base_file')
        .select('belongs_kind')
        .where('id', '=', theirs.fileId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ belongs_kind: null });

    const png = await postFile<UploadResult>(app, {
      url: '/api/file/Uploader/annex',
      token: admin,
      name: 'a.png',
      bytes: tinyPng(),
    });
    const legacy = { fileId: png.data.name, name: '图.png', url: png.data.url };
    const created = await notice([legacy], []);
    expect(created.code, created.msg).toBe(200);
    const info = await callAs<NoticeInfo>(app, admin, { url: `${BASE}/${created.data.id}` });
    expect(info.data.files).toEqual([
      { fileId: png.data.name, name: '图.png', url: `/api/file/Image/annex/${png.data.name}` },
    ]);
  });
});
