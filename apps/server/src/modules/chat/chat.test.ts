import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_CHAT_TEXT, type Contact, type Conversation, type Paged } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { multipartBody, tinyPng } from '../files/test-files';
import { connectUser, listen } from '../socket/test-socket';

describeEachDialect('chat', (ctx) => {
  let app: FastifyInstance;
  let base: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-chat-')) });
    base = await listen(app);
    const rows = await ctx.db.selectFrom('base_user').select(['id', 'account']).execute();
    for (const r of rows) ids[r.account] = r.id;
    for (const account of ['zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
      tokens[account] = await ctx.signIn(account, undefined, app);
  });
  const conversations = async (account: string) =>
    (await callAs<{ list: Conversation[] }>(app, tokens[account]!, { url: '/api/message/imreply' })).data
      .list;

  it('stores a message from the session user and delivers it to both sides, every socket', async () => {
    const a1 = await connectUser(base, tokens.zhangsan!);
    // a second session of the sender (a socket of the same session would replace a1's)
    const a2 = await connectUser(base, await ctx.signIn('zhangsan', undefined, app));
    const b = await connectUser(base, tokens.lisi!);
    // The frame claims another sender: the socket's own user counts.
    a1.socket.send({
      method: 'SendMessage',
      token: tokens.wangwu,
      formUserId: ids.wangwu,
      sendUserId: ids.wangwu,
      toUserId: ids.lisi,
      messageType: 'text',
      messageContent: '  你好，李四  ',
    });
    const echo = await a1.socket.next('sendMessage');
    // The original platform's field names: its client reads `UserId` and `latestDate` from the echo.
    expect(Object.keys(echo).sort()).toEqual(
      [
        'method',
        'id',
        'UserId',
        'account',
        'realName',
        'headIcon',
        'toUserId',
        'toAccount',
        'toRealName',
        'toHeadIcon',
        'toMessage',
        'messageType',
        'dateTime',
        'latestDate',
      ].sort(),
    );
    expect(echo).toMatchObject({
      UserId: ids.zhangsan,
      account: 'zhangsan',
      realName: '张三',
      latestDate: echo.dateTime,
      toUserId: ids.lisi,
      toMessage: '你好，李四',
      toRealName: '李四',
      messageType: 'text',
    });
    expect(await a2.socket.next('sendMessage')).toEqual(echo);
    const received = await b.socket.next('receiveMessage');
    expect(Object.keys(received).sort()).toEqual(
      [
        'method',
        'id',
        'formUserId',
        'formMessage',
        'messageType',
        'dateTime',
        'latestDate',
        'realName',
        'account',
        'headIcon',
      ].sort(),
    );
    expect(received).toMatchObject({
      latestDate: received.dateTime,
      id: echo.id,
      formUserId: ids.zhangsan,
      formMessage: '你好，李四',
      realName: '张三',
    });

    const list = await conversations('lisi');
    expect(list[0]).toMatchObject({
      id: ids.zhangsan,
      unreadMessage: 1,
      latestMessage: '你好，李四',
      messageType: 'text',
    });
    const again = await connectUser(base, await ctx.signIn('lisi', undefined, app));
    expect(again.init.unreadNums).toEqual([
      expect.objectContaining({ sendUserId: ids.zhangsan, unreadNum: 1, defaultMessage: '你好，李四' }),
    ]);

    b.socket.send({ method: 'UpdateReadMessage', formUserId: ids.zhangsan });
    b.socket.send({ method: 'MessageList', toUserId: ids.zhangsan });
    const history = await b.socket.next('messageList');
    expect(history.list[0]).toMatchObject({ sendUserId: ids.zhangsan, state: 1, contentType: 'text' });
    expect((await conversations('lisi'))[0]?.unreadMessage).toBe(0);
    for (const s of [a1, a2, b, again]) await s.socket.close();
  });

  it('answers the conversation list as {list} with the original platform’s field names', async () => {
    const res = await callAs<{ list: Conversation[] }>(app, tokens.lisi!, { url: '/api/message/imreply' });
    expect(Object.keys(res.data)).toEqual(['list']);
    expect(Object.keys(res.data.list[0]!).sort()).toEqual(
      [
        'account',
        'headIcon',
        'id',
        'latestDate',
        'latestMessage',
        'messageType',
        'realName',
        'unreadMessage',
      ].sort(),
    );
  });

  it('refuses empty, too long, self-addressed and unknown-recipient messages with error frames', async () => {
    const { socket } = await connectUser(base, tokens.wangwu!);
    const send = (extra: object) =>
      socket.send({ method: 'SendMessage', toUserId: ids.zhaoliu, messageType: 'text', ...extra });
    send({ messageContent: '   ' });
    expect((await socket.next('error')).msg).toBe('不能发送空白消息');
    send({ messageContent: 'x'.repeat(MAX_CHAT_TEXT + 1) });
    expect((await socket.next('error')).msg).toBe(`消息不能超过${MAX_CHAT_TEXT}个字符`);
    send({ toUserId: ids.wangwu, messageContent: 'me' });
    expect((await socket.next('error')).msg).toBe('不能给自己发送消息');
    send({ toUserId: 'nobody', messageContent: 'hi' });
    expect((await socket.next('error')).msg).toBe('该用户不存在或已被禁用');
    send({ messageType: 'image', messageContent: { name: `${'a'.repeat(32)}.png` } });
    expect((await socket.next('error')).msg).toBe('图片不存在，请重新上传');
    send({ messageType: 'image', messageContent: { name: '../../etc/passwd' } });
    expect((await socket.next('error')).msg).toBe('消息内容不正确');
    await socket.close();
  });

  it('pages history both ways and filters it by keyword', async () => {
    const { socket } = await connectUser(base, tokens.wangwu!);
    for (let i = 1; i <= 5; i += 1) {
      socket.send({
        method: 'SendMessage',
        toUserId: ids.zhaoliu,
        messageType: 'text',
        messageContent: `第${i}条 apple`,
      });
      await socket.next('sendMessage');
    }
    socket.send({
      method: 'SendMessage',
      toUserId: ids.zhaoliu,
      messageType: 'text',
      messageContent: 'banana',
    });
    await socket.next('sendMessage');
    socket.send({ method: 'MessageList', toUserId: ids.zhaoliu, currentPage: 1, pageSize: 2, sord: 'desc' });
    const newest = await socket.next('messageList');
    expect(newest.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 6 });
    expect(newest.list.map((m) => m.content)).toEqual(['banana', '第5条 apple']);
    socket.send({ method: 'MessageList', toUserId: ids.zhaoliu, currentPage: 2, pageSize: 4, sord: 'asc' });
    expect((await socket.next('messageList')).list.map((m) => m.content)).toEqual(['第5条 apple', 'banana']);
    socket.send({ method: 'MessageList', toUserId: ids.zhaoliu, keyword: 'APPLE', pageSize: 50 });
    const found = await socket.next('messageList');
    expect(found.pagination.total).toBe(5);
    socket.send({ method: 'MessageList', toUserId: ids.zhaoliu, keyword: '%' });
    expect((await socket.next('messageList')).pagination.total).toBe(0);
    await socket.close();
  });

  it('removes a conversation until the next message and deletes only the caller’s records', async () => {
    const { socket } = await connectUser(base, tokens.zhaoliu!);
    expect((await conversations('zhaoliu'))[0]).toMatchObject({ id: ids.wangwu, unreadMessage: 6 });
    await callAs(app, tokens.zhaoliu!, {
      method: 'DELETE',
      url: `/api/message/imreply/relocation/${ids.wangwu}`,
    });
    expect((await conversations('zhaoliu')).map((c) => c.id)).not.toContain(ids.wangwu);
    socket.send({
      method: 'SendMessage',
      toUserId: ids.wangwu,
      messageType: 'text',
      messageContent: '我回来了',
    });
    await socket.next('sendMessage');
    expect((await conversations('zhaoliu'))[0]).toMatchObject({ id: ids.wangwu, latestMessage: '我回来了' });

    const res = await callAs(app, tokens.zhaoliu!, {
      method: 'DELETE',
      url: `/api/message/imreply/deleteChatRecord/${ids.wangwu}`,
    });
    expect(res.code).toBe(200);
    expect((await conversations('zhaoliu'))[0]).toMatchObject({
      id: ids.wangwu,
      latestMessage: '',
      unreadMessage: 0,
    });
    socket.send({ method: 'MessageList', toUserId: ids.wangwu });
    expect((await socket.next('messageList')).pagination.total).toBe(0);
    const other = await connectUser(base, tokens.wangwu!);
    other.socket.send({ method: 'MessageList', toUserId: ids.zhaoliu });
    expect((await other.socket.next('messageList')).pagination.total).toBe(7);
    await socket.close();
    await other.socket.close();
  });

  it('sends an uploaded chat image and shows a placeholder in the conversation list', async () => {
    const body = multipartBody('a.png', 'image/png', tinyPng(3, 2));
    const up = await callAs<{ name: string; width?: number; height?: number }>(app, tokens.zhangsan!, {
      method: 'POST',
      url: '/api/file/Uploader/IM',
      ...body,
    });
    expect(up.data).toMatchObject({ width: 3, height: 2 });
    const { socket } = await connectUser(base, tokens.zhangsan!);
    socket.send({
      method: 'SendMessage',
      toUserId: ids.zhaoliu,
      messageType: 'image',
      messageContent: { name: up.data.name, width: 3, height: 2 },
    });
    const echo = await socket.next('sendMessage');
    // Live frames carry the image as an object with its path, as the original client reads it.
    expect(echo.toMessage).toEqual({
      name: up.data.name,
      width: 3,
      height: 2,
      path: `/api/file/Image/IM/${up.data.name}`,
    });
    const list = await callAs<{ list: Conversation[] }>(app, tokens.zhaoliu!, {
      url: '/api/message/imreply',
      headers: { 'accept-language': 'en' },
    });
    expect(list.data.list[0]).toMatchObject({
      id: ids.zhangsan,
      latestMessage: '[Image]',
      messageType: 'image',
    });
    await socket.close();
  });

  it('refuses an IM image over 5 MB with the spec’s message in each language', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5_242_881)]);
    for (const [lang, msg] of [
      ['zh', '图片大小不能超过5M'],
      ['zhtw', '圖片大小不能超過5M'],
      ['en', 'The image must not be larger than 5MB'],
    ] as const) {
      const body = multipartBody('big.png', 'image/png', big);
      const res = await callAs(app, tokens.zhangsan!, {
        method: 'POST',
        url: '/api/file/Uploader/IM',
        payload: body.payload,
        headers: { ...body.headers, 'accept-language': lang },
      });
      expect(res).toMatchObject({ code: 400, msg });
    }
  });

  it('lists enabled contacts other than the caller with their department, by keyword', async () => {
    const page = await callAs<Paged<Contact>>(app, tokens.zhangsan!, { url: '/api/permission/Users/ImUser' });
    expect(page.data.pagination).toMatchObject({ currentPage: 1, pageSize: 20 });
    expect(page.data.list.map((c) => c.id)).not.toContain(ids.zhangsan);
    const found = await callAs<Paged<Contact>>(app, tokens.zhangsan!, {
      url: '/api/permission/Users/ImUser?keyword=lisi',
    });
    expect(found.data.list).toEqual([
      expect.objectContaining({ id: ids.lisi, realName: '李四', department: '研发部' }),
    ]);
    await ctx.db.updateTable('base_user').set({ enabled_mark: 0 }).where('id', '=', ids.lisi!).execute();
    const none = await callAs<Paged<Contact>>(app, tokens.zhangsan!, {
      url: '/api/permission/Users/ImUser?keyword=李四',
    });
    expect(none.data.pagination.total).toBe(0);
    await ctx.db.updateTable('base_user').set({ enabled_mark: 1 }).where('id', '=', ids.lisi!).execute();
  });
});
