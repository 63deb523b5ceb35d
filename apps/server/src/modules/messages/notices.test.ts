import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type {
  MessageReadInfo,
  NoticeBody,
  NoticeInfo,
  NoticeItem,
  Paged,
  UploadResult,
} from '@tessera/shared';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { multipartBody, tinyPng } from '../files/test-files';
import { recordPushes, userIdOf, type SentFrame } from './test-helpers';

const BASE = '/api/message';

describeEachDialect('notice administration', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let sent: SentFrame[] = [];
  const id = (account: string) => userIdOf(ctx, account);
  const ids = (accounts: string[]) => Promise.all(accounts.map(id));
  const sorted = (list: string[]) => [...list].sort();
  const notice = (over: Partial<NoticeBody> = {}): NoticeBody => ({
    title: '测试公告',
    bodyText: '<p>正文</p>',
    files: [],
    recipients: { toAll: false, organizeIds: [], roleIds: [], userIds: [] },
    ...over,
  });
  const create = async (body: NoticeBody) => {
    const res = await callAs<{ id: string }>(app, admin, { method: 'POST', url: BASE, payload: body });
    expect(res.code).toBe(200);
    return res.data.id;
  };
  const release = (noticeId: string, headers: Record<string, string> = {}) =>
    callAs(app, admin, { method: 'PUT', url: `${BASE}/${noticeId}/Actions/Release`, headers });
  const receivers = async (noticeId: string) =>
    sorted(
      (
        await ctx.db
          .selectFrom('base_message_receive')
          .select('user_id')
          .where('message_id', '=', noticeId)
          .execute()
      ).map((r) => r.user_id),
    );
  const orgId = async (enCode: string) => await ctx.idByCode('base_organize', enCode);
  const roleId = async (enCode: string) => await ctx.idByCode('base_role', enCode);

  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-notice-')) });
    admin = await ctx.signIn('admin', undefined, app);
  });

  it('refuses every administration call to a user without the notice menu (403)', async () => {
    const token = await ctx.signIn('zhangsan', undefined, app);
    const calls = [
      { method: 'GET', url: `${BASE}/Notice` },
      { method: 'GET', url: `${BASE}/Notice/RecipientOptions` },
      { method: 'GET', url: `${BASE}/Notice/RecipientUsers` },
      { method: 'POST', url: BASE, payload: notice() },
      { method: 'GET', url: `${BASE}/1` },
      { method: 'PUT', url: `${BASE}/1`, payload: notice() },
      { method: 'DELETE', url: `${BASE}/1` },
      { method: 'PUT', url: `${BASE}/1/Actions/Release` },
    ] as const;
    for (const call of calls)
      expect((await callAs(app, token, call)).code, `${call.method} ${call.url}`).toBe(403);
  });

  it('creates a sanitized draft, refuses an empty title and lists it with zero recipients', async () => {
    const noticeId = await create(
      notice({ title: '草稿公告', bodyText: '<img src=x onerror=alert(1)><p onclick="x()">好</p>' }),
    );
    const info = await callAs<NoticeInfo>(app, admin, { url: `${BASE}/${noticeId}` });
    expect(info.data).toMatchObject({ title: '草稿公告', bodyText: '<p>好</p>', enabledMark: 0, files: [] });
    const empty = await callAs(app, admin, { method: 'POST', url: BASE, payload: notice({ title: '   ' }) });
    expect(empty.code).toBe(401);
    const listed = await callAs<Paged<NoticeItem>>(app, admin, {
      url: `${BASE}/Notice`,
      query: { keyword: '草稿' },
    });
    expect(listed.data.list).toEqual([
      expect.objectContaining({
        id: noticeId,
        enabledMark: 0,
        recipientCount: 0,
        readCount: 0,
        releaseTime: null,
        creatorUser: '管理员/admin',
      }),
    ]);
    // a draft reaches nobody
    const zhangsan = await ctx.signIn('zhangsan', undefined, app);
    expect((await callAs(app, zhangsan, { url: `${BASE}/ReadInfo/${noticeId}` })).code).toBe(404);
  });

  it("refuses a release without any recipient, in the caller's language", async () => {
    const noticeId = await create(notice({ title: '无接收人' }));
    expect(await release(noticeId, { 'accept-language': 'en' })).toEqual({
      code: 400,
      msg: 'Choose at least one recipient before releasing',
      data: null,
    });
    expect((await release(noticeId, { 'accept-language': 'zh-TW' })).msg).toBe('請選擇接收人後再發佈');
    expect((await release(noticeId, { 'accept-language': 'zh-CN' })).msg).toBe('请选择接收人后再发布');
    expect(await receivers(noticeId)).toEqual([]);
  });

  it('releases to an organisation with its sub-organisations and pushes to exactly those users', async () => {
    sent = recordPushes(app);
    const noticeId = await create(
      notice({
        title: '上海公司通知',
        recipients: { toAll: false, organizeIds: [await orgId('xinghe-sh')], roleIds: [], userIds: [] },
      }),
    );
    expect((await release(noticeId)).code).toBe(200);
    const expected = sorted(await ids(['wujiu', 'yangfan', 'tangwei', 'liuyang', 'luoxin']));
    expect(await receivers(noticeId)).toEqual(expected);
    expect(sent).toHaveLength(1);
    expect(sorted(sent[0]!.ids)).toEqual(expected);
    expect(sent[0]!.frame).toMatchObject({
      method: 'messagePush',
      id: noticeId,
      messageType: 1,
      userId: await id('admin'),
      title: '上海公司通知',
      unreadNoticeCount: 1,
    });
    // releasing again is harmless: nobody new, no push
    expect((await release(noticeId)).code).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it('releases to roles and users, removes duplicates and counts reads', async () => {
    sent = recordPushes(app);
    const zhangsanId = await id('zhangsan');
    const noticeId = await create(
      notice({
        title: '财务通知',
        recipients: {
          toAll: false,
          organizeIds: [],
          roleIds: [await roleId('finance')],
          userIds: [zhangsanId, zhangsanId, await id('sunqi')],
        },
      }),
    );
    await release(noticeId);
    expect(await receivers(noticeId)).toEqual(sorted(await ids(['sunqi', 'xuming', 'zhangsan'])));
    expect(sorted(sent[0]!.ids)).toEqual(sorted(await ids(['sunqi', 'xuming', 'zhangsan'])));

    const zhangsan = await ctx.signIn('zhangsan', undefined, app);
    const read = await callAs<MessageReadInfo>(app, zhangsan, { url: `${BASE}/ReadInfo/${noticeId}` });
    expect(read.data).toMatchObject({
      title: '财务通知',
      // rendered by the seeded noticeRelease template
      bodyText: '<p>管理员 发布了公告</p><p>正文</p>',
      type: 1,
      releaseUser: '管理员/admin',
    });
    const listed = await callAs<Paged<NoticeItem>>(app, admin, {
      url: `${BASE}/Notice`,
      query: { keyword: '财务通知' },
    });
    expect(listed.data.list[0]).toMatchObject({
      enabledMark: 1,
      recipientCount: 3,
      readCount: 1,
      releaseUser: '管理员/admin',
    });
    expect(listed.data.list[0]?.releaseTime).toEqual(expect.any(Number));
  });

  it('releases to everyone who is enabled and not deleted', async () => {
    const disabled = await id('hanxue');
    await ctx.db.updateTable('base_user').set({ enabled_mark: 0 }).where('id', '=', disabled).execute();
    try {
      const noticeId = await create(
        notice({ title: '全员通知', recipients: { toAll: true, organizeIds: [], roleIds: [], userIds: [] } }),
      );
      await release(noticeId);
      const live = await ctx.db
        .selectFrom('base_user')
        .select('id')
        .where('deleted_at', 'is', null)
        .where('enabled_mark', '<>', 0)
        .execute();
      expect(await receivers(noticeId)).toEqual(sorted(live.map((u) => u.id)));
      expect(await receivers(noticeId)).not.toContain(disabled);
    } finally {
      await ctx.db.updateTable('base_user').set({ enabled_mark: 1 }).where('id', '=', disabled).execute();
    }
  });

  it('edits a released notice: every reader sees the new text, recipients follow the new choice', async () => {
    sent = recordPushes(app);
    const [sunqi, xuming, lisi] = await ids(['sunqi', 'xuming', 'lisi']);
    const noticeId = await create(
      notice({
        title: '旧标题',
        recipients: { toAll: false, organizeIds: [], roleIds: [], userIds: [sunqi!, xuming!] },
      }),
    );
    await release(noticeId);
    const edit = notice({
      title: '新标题',
      bodyText: '<p>新正文<script>x</script></p>',
      recipients: { toAll: false, organizeIds: [], roleIds: [], userIds: [sunqi!, lisi!] },
    });
    expect(
      (await callAs(app, admin, { method: 'PUT', url: `${BASE}/${noticeId}`, payload: edit })).code,
    ).toBe(200);
    expect(await receivers(noticeId)).toEqual(sorted([sunqi!, lisi!]));
    expect(sent.map((s) => sorted(s.ids))).toEqual([sorted([sunqi!, xuming!]), [lisi]]);
    const token = await ctx.signIn('sunqi', undefined, app);
    const read = await callAs<MessageReadInfo>(app, token, { url: `${BASE}/ReadInfo/${noticeId}` });
    expect(read.data).toMatchObject({ title: '新标题', bodyText: '<p>管理员 发布了公告</p><p>新正文</p>' });
    const gone = await callAs(app, await ctx.signIn('xuming', undefined, app), {
      url: `${BASE}/ReadInfo/${noticeId}`,
    });
    expect(gone.code).toBe(404);
    // an edit that leaves nobody is refused and changes nothing
    const none = notice({
      title: '无人',
      recipients: { toAll: false, organizeIds: [], roleIds: [], userIds: [] },
    });
    expect(
      (await callAs(app, admin, { method: 'PUT', url: `${BASE}/${noticeId}`, payload: none })).code,
    ).toBe(400);
    expect((await callAs<NoticeInfo>(app, admin, { url: `${BASE}/${noticeId}` })).data.title).toBe('新标题');
  });

  it('does not bring back a notice a recipient deleted from their own inbox when it is edited', async () => {
    const zhangsanId = await id('zhangsan');
    const body = notice({
      title: '自行删除',
      recipients: { toAll: false, organizeIds: [], roleIds: [], userIds: [zhangsanId] },
    });
    const noticeId = await create(body);
    await release(noticeId);
    const zhangsan = await ctx.signIn('zhangsan', undefined, app);
    await callAs(app, zhangsan, { method: 'DELETE', url: `${BASE}/Record`, payload: { ids: [noticeId] } });
    await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${noticeId}`,
      payload: { ...body, title: '自行删除 2' },
    });
    await release(noticeId);
    expect((await callAs(app, zhangsan, { url: `${BASE}/ReadInfo/${noticeId}` })).code).toBe(404);
    // flow and system messages never appear among notices
    const listed = await callAs<Paged<NoticeItem>>(app, admin, {
      url: `${BASE}/Notice`,
      query: { pageSize: '100' },
    });
    expect(listed.data.list.map((n) => n.title)).not.toContain('请审批：张三的请假申请（示例）');
    expect(listed.data.list.map((n) => n.title)).toContain('欢迎使用 Tessera 协同平台');
  });

  it('deletes a notice from every inbox', async () => {
    const zhangsanId = await id('zhangsan');
    const noticeId = await create(
      notice({
        title: '将删除',
        recipients: { toAll: false, organizeIds: [], roleIds: [], userIds: [zhangsanId] },
      }),
    );
    await release(noticeId);
    const before = await app.services.messages.unreadCounts(zhangsanId);
    expect((await callAs(app, admin, { method: 'DELETE', url: `${BASE}/${noticeId}` })).code).toBe(200);
    expect((await app.services.messages.unreadCounts(zhangsanId)).notice).toBe(before.notice - 1);
    const zhangsan = await ctx.signIn('zhangsan', undefined, app);
    expect((await callAs(app, zhangsan, { url: `${BASE}/ReadInfo/${noticeId}` })).code).toBe(404);
    expect((await callAs(app, admin, { url: `${BASE}/${noticeId}` })).code).toBe(404);
    expect((await callAs(app, admin, { method: 'DELETE', url: `${BASE}/${noticeId}` })).code).toBe(404);
  });

  it('keeps only attachments the file service stored, with urls built by the server', async () => {
    const { payload, headers } = multipartBody('a.png', 'image/png', tinyPng());
    const up = await callAs<UploadResult>(app, admin, {
      method: 'POST',
      url: '/api/file/Uploader/annex',
      payload,
      headers,
    });
    expect(up.code).toBe(200);
    const good = { fileId: up.data.name, name: '附件.png', fileSize: 10, url: 'https://evil.example/x.png' };
    const noticeId = await create(notice({ title: '带附件', files: [good] }));
    const info = await callAs<NoticeInfo>(app, admin, { url: `${BASE}/${noticeId}` });
    expect(info.data.files).toEqual([{ ...good, url: `/api/file/Image/annex/${up.data.name}` }]);
    for (const fileId of ['../../etc/passwd', 'ffffffffffffffffffffffffffffffff.png']) {
      const res = await callAs(app, admin, {
        method: 'POST',
        url: BASE,
        payload: notice({ files: [{ ...good, fileId }] }),
      });
      expect(res.code).toBe(400);
    }
  });

  it('refuses a body over MAX_NOTICE_BODY', async () => {
    const res = await callAs(app, admin, {
      method: 'POST',
      url: BASE,
      payload: notice({ bodyText: 'x'.repeat(100_001) }),
    });
    expect(res.code).toBe(401);
  });

  it('offers organisations, roles and users for the recipient pickers', async () => {
    const options = await callAs<{
      organizes: { id: string; parentId: string; fullName: string }[];
      roles: { id: string; fullName: string }[];
    }>(app, admin, { url: `${BASE}/Notice/RecipientOptions` });
    expect(options.data.organizes).toContainEqual({
      id: await orgId('rd'),
      parentId: await orgId('xinghe'),
      fullName: '研发部',
    });
    expect(options.data.roles.map((r) => r.id)).toContain(await roleId('finance'));
    const users = await callAs<
      Paged<{ id: string; realName: string; account: string; organizeName: string }>
    >(app, admin, {
      url: `${BASE}/Notice/RecipientUsers`,
      query: { keyword: 'ZhangSan', pageSize: '5' },
    });
    expect(users.data.list).toEqual([
      { id: await id('zhangsan'), realName: '张三', account: 'zhangsan', organizeName: '研发部' },
    ]);
    expect(users.data.pagination).toEqual({ currentPage: 1, pageSize: 5, total: 1 });
    const all = await callAs<Paged<unknown>>(app, admin, {
      url: `${BASE}/Notice/RecipientUsers`,
      query: { pageSize: '3' },
    });
    expect(all.data.list).toHaveLength(3);
    expect(all.data.pagination.total).toBeGreaterThanOrEqual(20);
  });
});
