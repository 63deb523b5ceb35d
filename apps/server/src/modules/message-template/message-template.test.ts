import type {
  MessageDataTypeItem,
  MessageReadInfo,
  MessageTemplateBody,
  MessageTemplateItem,
  Paged,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { recordPushes, userIdOf, type SentFrame } from '../messages/test-helpers';

const BASE = '/api/message/MessageTemplateConfig';

describeEachDialect('message templates', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let sent: SentFrame[] = [];
  const en = { 'accept-language': 'en' };
  const body = (over: Partial<MessageTemplateBody> = {}): MessageTemplateBody => ({
    fullName: '审批提醒',
    enCode: 'flowRemind',
    messageSource: '2',
    messageType: '1',
    title: '请审批：@FlowName',
    content: '<p>@CreatorUserName 提交了 @FlowName</p>',
    ...over,
  });
  const post = (payload: object) =>
    callAs<{ id: string }>(app, admin, { method: 'POST', url: BASE, payload, headers: en });
  const noticeTemplate = async () =>
    (await callAs<Paged<MessageTemplateItem>>(app, admin, { url: BASE, query: { keyword: 'noticeRelease' } }))
      .data.list[0]!;
  const releaseNotice = async (title: string, bodyText: string) => {
    const lisi = await userIdOf(ctx, 'lisi');
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: '/api/message',
      payload: {
        title,
        bodyText,
        files: [],
        recipients: { toAll: false, organizeIds: [], roleIds: [], userIds: [lisi] },
      },
    });
    expect(created.code, created.msg).toBe(200);
    const released = await callAs(app, admin, {
      method: 'PUT',
      url: `/api/message/${created.data.id}/Actions/Release`,
    });
    expect(released.code, released.msg).toBe(200);
    const reader = await ctx.signIn('lisi', undefined, app);
    return (await callAs<MessageReadInfo>(app, reader, { url: `/api/message/ReadInfo/${created.data.id}` }))
      .data;
  };

  beforeAll(async () => {
    app = ctx.app;
    sent = recordPushes(app);
    admin = await ctx.signIn('admin');
  });

  it('seeds the notice template and lists by keyword, channel and source', async () => {
    const seeded = await noticeTemplate();
    expect(seeded).toMatchObject({
      enCode: 'noticeRelease',
      title: '@Title',
      messageSource: '1',
      enabledMark: 1,
    });
    expect(seeded.content).toContain('@CreatorUserName');
    expect(seeded.content).toContain('@Content');
    const bySource = await callAs<Paged<MessageTemplateItem>>(app, admin, {
      url: BASE,
      query: { messageSource: '4' },
    });
    expect(bySource.data).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
    const byType = await callAs<Paged<MessageTemplateItem>>(app, admin, {
      url: BASE,
      query: { messageType: '1' },
    });
    expect(byType.data.list.map((t) => t.enCode)).toContain('noticeRelease');
  });

  it('creates, reads, edits, copies and deletes a template; sanitises the content', async () => {
    const res = await post(body({ content: '<p onclick="x()">@Content</p><script>alert(1)</script>' }));
    expect(res.code, res.msg).toBe(200);
    const url = `${BASE}/${res.data.id}`;
    const info = await callAs<MessageTemplateItem>(app, admin, { url });
    expect(info.data).toMatchObject({ enCode: 'flowRemind', messageSource: '2', content: '<p>@Content</p>' });
    const put = await callAs(app, admin, {
      method: 'PUT',
      url,
      payload: body({ fullName: '审批催办', enabledMark: 0 }),
    });
    expect(put.code, put.msg).toBe(200);
    expect((await callAs<MessageTemplateItem>(app, admin, { url })).data).toMatchObject({
      fullName: '审批催办',
      enabledMark: 0,
    });
    const copy = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: `${BASE}/copy/${res.data.id}`,
      headers: en,
    });
    expect(copy.code, copy.msg).toBe(200);
    const copied = (await callAs<MessageTemplateItem>(app, admin, { url: `${BASE}/${copy.data.id}` })).data;
    expect(copied).toMatchObject({ fullName: '审批催办 Copy', title: '请审批：@FlowName', enabledMark: 0 });
    expect(copied.enCode).toMatch(/^flowRemind\.copy\d+$/);
    expect((await callAs(app, admin, { method: 'DELETE', url })).code).toBe(200);
    expect((await callAs(app, admin, { url })).code).toBe(404);
  });

  it('refuses unknown parameters listing the known ones, a taken code and unknown fields', async () => {
    const unknown = await post(
      body({ enCode: 'badParams', title: '@Title @Nope', content: 'mail a@b.com @Other' }),
    );
    expect(unknown).toMatchObject({
      code: 400,
      msg: 'The template uses unknown parameters: @Nope, @Other. Known parameters: @Title, @Content, @CreatorUserName, @SendTime, @FlowLink, @FlowName',
    });
    expect((await post(body({ enCode: 'noticeRelease' }))).msg).toBe(
      'The code is already in use: noticeRelease',
    );
    // the closed schema: an unknown field or channel is a validation failure (401) naming the field
    expect(await post({ ...body({ enCode: 'extra' }), deletedAt: 1 })).toMatchObject({
      code: 401,
      msg: expect.stringContaining('deletedAt'),
    });
    expect(await post(body({ enCode: 'badType', messageType: '9' as '1' }))).toMatchObject({
      code: 401,
      msg: expect.stringContaining('messageType'),
    });
  });

  it('keeps the built-in notice template: no delete, no new code', async () => {
    const seeded = await noticeTemplate();
    const del = await callAs(app, admin, { method: 'DELETE', url: `${BASE}/${seeded.id}`, headers: en });
    expect(del).toMatchObject({ code: 400, msg: expect.stringContaining('noticeRelease') });
    const recode = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${seeded.id}`,
      payload: body({ enCode: 'renamed', title: '@Title' }),
      headers: en,
    });
    expect(recode.code).toBe(400);
  });

  it('answers the type lists of the form in the caller language', async () => {
    const list = (id: string, lang = 'en') =>
      callAs<MessageDataTypeItem[]>(app, admin, {
        url: `/api/message/MessageDataType/getTypeList/${id}`,
        headers: { 'accept-language': lang },
      });
    expect((await list('1')).data[0]).toEqual({ enCode: '1', fullName: 'In-site message' });
    expect((await list('2', 'zh')).data.map((d) => d.fullName)).toEqual(['公告', '流程', '系统', '日程']);
    expect((await list('3')).data.map((d) => d.enCode)).toContain('@CreatorUserName');
    expect((await list('9')).code).toBe(400);
  });

  it('renders the released notice from the enabled template; an edit changes what is sent', async () => {
    const seeded = await noticeTemplate();
    const first = await releaseNotice('放假通知', '<p>五一放假</p>');
    expect(first).toMatchObject({ title: '放假通知', bodyText: '<p>管理员 发布了公告</p><p>五一放假</p>' });

    const edit = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${seeded.id}`,
      payload: body({
        fullName: seeded.fullName,
        enCode: 'noticeRelease',
        messageSource: '1',
        title: '【公告】@Title',
        content: '<h3>@Title</h3>@Content<p>@CreatorUserName · @SendTime</p>',
      }),
    });
    expect(edit.code, edit.msg).toBe(200);
    const second = await releaseNotice('<b>停电</b> & 检修', '<p>周六停电</p>');
    expect(second.title).toBe('【公告】<b>停电</b> & 检修');
    // text values are escaped inside the HTML; the notice body goes in as sanitised HTML
    expect(second.bodyText).toMatch(
      /^<h3>&lt;b&gt;停电&lt;\/b&gt; &amp; 检修<\/h3><p>周六停电<\/p><p>管理员 · \d{4}-\d{2}-\d{2} \d{2}:\d{2}<\/p>$/,
    );
    expect(sent.at(-1)?.frame).toMatchObject({ title: '【公告】<b>停电</b> & 检修' });

    const off = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${seeded.id}`,
      payload: body({ enCode: 'noticeRelease', messageSource: '1', title: '@Title', enabledMark: 0 }),
    });
    expect(off.code, off.msg).toBe(200);
    expect(await releaseNotice('普通通知', '<p>原文</p>')).toMatchObject({
      title: '普通通知',
      bodyText: '<p>原文</p>',
    });
  });

  it('refuses every template call to zhangsan, who lacks the menu', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const id = (await noticeTemplate()).id;
    const calls = [
      { method: 'GET', url: BASE },
      { method: 'POST', url: BASE, payload: body() },
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'PUT', url: `${BASE}/${id}`, payload: body() },
      { method: 'DELETE', url: `${BASE}/${id}` },
      { method: 'POST', url: `${BASE}/copy/${id}` },
      { method: 'GET', url: '/api/message/MessageDataType/getTypeList/1' },
    ] as const;
    for (const call of calls)
      expect((await callAs(app, zhangsan, call)).code, `${call.method} ${call.url}`).toBe(403);
  });
});
