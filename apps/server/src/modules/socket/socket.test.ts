import { createHash } from 'node:crypto';
import { MAX_SOCKET_FRAME, type ServerFrame } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { loggerOptions, redactSocketToken } from '../../app';
import { SEED_PASSWORD_MD5 } from '../../db/seed';
import { connectUser, listen, openSocket } from './test-socket';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describeEachDialect('socket', (ctx) => {
  let app: FastifyInstance;
  let base: string;
  const idOf = async (account: string) => (await ctx.userRow(account)).id;
  beforeAll(async () => {
    app = await ctx.buildApp();
    base = await listen(app);
  });

  it('refuses a foreign or null Origin, serves a client without Origin and logs out a socket without a token', async () => {
    const token = await ctx.signIn('zhengshi', undefined, app);
    const none = await openSocket(base, '');
    expect((await none.next('logout')).method).toBe('logout');
    expect((await none.closed).code).toBe(4001);
    await expect(openSocket(base, token, { origin: 'http://evil.example' })).rejects.toThrow(/HTTP 403/);
    await expect(openSocket(base, token, { origin: 'null' })).rejects.toThrow(/HTTP 403/);
    const native = await connectUser(base, token, { origin: null });
    await native.socket.close();
  });

  it('answers a bad or revoked token with a logout frame and closes', async () => {
    const bad = await openSocket(base, 'Bearer not-a-token', { lang: 'en' });
    expect(await bad.next('logout')).toEqual({
      method: 'logout',
      msg: 'Session expired, please sign in again',
    });
    expect((await bad.closed).code).toBe(4001);

    const token = await ctx.signIn('zhengshi', undefined, app);
    await callAs(app, token, { url: '/api/oauth/Logout' });
    const revoked = await openSocket(base, token);
    expect((await revoked.next('logout')).msg).toBe('登录过期,请重新登录');
    expect((await revoked.closed).code).toBe(4001);
  });

  it('serves the original client’s /websocket/{token} address with the same Origin and token rules', async () => {
    const token = await ctx.signIn('zhengshi', undefined, app);
    const path = '/websocket';
    const { socket, init } = await connectUser(base, token, { path });
    expect(init.onlineUserList).toContain(await idOf('zhengshi'));
    await socket.close();
    await expect(openSocket(base, token, { path, origin: 'http://evil.example' })).rejects.toThrow(
      /HTTP 403/,
    );
    const bad = await openSocket(base, 'Bearer not-a-token', { path });
    expect((await bad.next('logout')).method).toBe('logout');
    expect((await bad.closed).code).toBe(4001);
  });

  it('answers initMessage and tells others who comes online and goes offline', async () => {
    const chenjing = await idOf('chenjing');
    const watcher = await connectUser(base, await ctx.signIn('linfeng', undefined, app));
    const { socket, init } = await connectUser(base, await ctx.signIn('chenjing', undefined, app));
    expect(init.onlineUserList).toContain(chenjing);
    expect(init).toMatchObject({ unreadNums: [], unreadTotalCount: expect.any(Number) as number });
    // The reference's initMessage fields (jnpf-contract.md section 3), no more.
    expect(Object.keys(init).sort()).toEqual(
      [
        'method',
        'onlineUserList',
        'unreadNums',
        'unreadNoticeCount',
        'unreadMessageCount',
        'unreadSystemMessageCount',
        'unreadTotalCount',
      ].sort(),
    );
    await watcher.socket.next('online', (f) => f.userId === chenjing);
    await socket.close();
    await watcher.socket.next('offline', (f) => f.userId === chenjing);
    await watcher.socket.close();
  });

  it('delivers what the message centre pushes to every socket of the user', async () => {
    const wujiu = await idOf('wujiu');
    const one = await connectUser(base, await ctx.signIn('wujiu', undefined, app));
    const two = await connectUser(base, await ctx.signIn('wujiu', undefined, app));
    const frame: ServerFrame = { method: 'refresh', msg: 'hello' };
    app.services.push.toUsers([wujiu], frame);
    expect(await one.socket.next('refresh')).toEqual(frame);
    expect(await two.socket.next('refresh')).toEqual(frame);
    await one.socket.close();
    await two.socket.close();
  });

  it('answers bad JSON, unknown methods and oversize frames with error frames and stays open', async () => {
    const { socket } = await connectUser(base, await ctx.signIn('zhengshi', undefined, app));
    socket.send('{not json');
    expect((await socket.next('error')).msg).toBe('消息格式不正确');
    socket.send({ method: 'DropTables' });
    expect((await socket.next('error')).msg).toBe('消息格式不正确');
    socket.send({ method: 'HeartCheck', padding: 'x'.repeat(MAX_SOCKET_FRAME) });
    expect((await socket.next('error')).msg).toBe('消息过大');
    socket.send({ method: 'OnConnection' });
    await socket.next('initMessage');
    await socket.close();
  });

  it('closes a socket that floods frames after answering error frames', async () => {
    const { socket } = await connectUser(base, await ctx.signIn('zhengshi', undefined, app));
    for (let i = 0; i < 60; i += 1) socket.send({ method: 'HeartCheck' });
    expect((await socket.next('error')).msg).toBe('发送过于频繁，请稍后再试');
    expect((await socket.closed).code).toBe(1008);
  });

  it('closes the socket of a session that signs out with closeSocket and a normal closure, never logout', async () => {
    const first = await ctx.signIn('sunqi', undefined, app);
    const second = await ctx.signIn('sunqi', undefined, app);
    const { socket } = await connectUser(base, first, { path: '/websocket' });
    const other = await connectUser(base, second);
    await callAs(app, first, { url: '/api/oauth/Logout' });
    expect(await socket.next('closeSocket')).toEqual({ method: 'closeSocket' });
    expect((await socket.closed).code).toBe(1000);
    expect(socket.frames.filter((f) => f.method === 'logout')).toEqual([]);
    // Another session of the same user stays open.
    other.socket.send({ method: 'HeartCheck' });
    other.socket.send({ method: 'MessageList', toUserId: await idOf('linfeng') });
    expect((await other.socket.next('messageList')).method).toBe('messageList');
    await other.socket.close();
  });

  it('closes the older socket of a session with closeSocket when the session opens another; other sessions keep theirs', async () => {
    const userId = await idOf('chenjing');
    const token = await ctx.signIn('chenjing', undefined, app);
    const watcher = await connectUser(base, await ctx.signIn('linfeng', undefined, app));
    const first = await connectUser(base, token);
    const otherSession = await connectUser(base, await ctx.signIn('chenjing', undefined, app));
    await watcher.socket.next('online', (f) => f.userId === userId);
    const second = await connectUser(base, token, { path: '/websocket' });
    expect(await first.socket.next('closeSocket')).toEqual({ method: 'closeSocket' });
    expect((await first.socket.closed).code).toBe(1000);
    expect(first.socket.frames.filter((f) => f.method === 'logout')).toEqual([]);
    // The newer socket and the other session's socket are served and both get the user's pushes.
    app.services.push.toUsers([userId], { method: 'refresh', msg: 'both' });
    for (const { socket } of [second, otherSession])
      expect(await socket.next('refresh')).toEqual({ method: 'refresh', msg: 'both' });
    second.socket.send({ method: 'MessageList', toUserId: await idOf('linfeng') });
    expect((await second.socket.next('messageList')).method).toBe('messageList');
    // The user never looked offline: the session still has a socket.
    expect(watcher.socket.frames.filter((f) => f.method === 'offline' && f.userId === userId)).toEqual([]);
    for (const s of [second, otherSession, watcher]) await s.socket.close();
  });

  it('pushes logout when the password changes', async () => {
    const second = await ctx.signIn('sunqi', undefined, app);
    const b = await connectUser(base, second);

    const res = await callAs(app, await ctx.signIn('sunqi', undefined, app), {
      method: 'POST',
      url: '/api/permission/Users/Current/Actions/ModifyPassword',
      payload: { oldPassword: SEED_PASSWORD_MD5, password: md5('Abc12345') },
    });
    expect(res.code).toBe(200);
    expect((await b.socket.next('logout')).msg).toBe('登录过期,请重新登录');
    expect((await b.socket.closed).code).toBe(4001);
  });

  it('pushes logout when an administrator disables the account (all its sessions revoked)', async () => {
    const one = await connectUser(base, await ctx.signIn('linfeng', undefined, app));
    const two = await connectUser(base, await ctx.signIn('linfeng', undefined, app));
    await app.services.sessions.revokeAll(await idOf('linfeng'), 'admin');
    for (const { socket } of [one, two]) {
      expect((await socket.next('logout')).msg).toBe('登录过期,请重新登录');
      expect((await socket.closed).code).toBe(4001);
    }
  });

  it('pushes "signed in elsewhere" when single sign-in revokes the session', async () => {
    const { socket } = await connectUser(base, await ctx.signIn('huangli', undefined, app));
    const userId = await idOf('huangli');
    await app.services.sessions.revokeAll(userId, 'elsewhere');
    expect((await socket.next('logout')).msg).toBe('此账号已在其他地方登录');
  });
});

describe('socket logging', () => {
  it('keeps the token of the socket path out of the request log line', () => {
    const url = '/api/message/websocket/Bearer%20abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    expect(redactSocketToken(url)).toBe('/api/message/websocket/[redacted]');
    const serializers = loggerOptions({ LOG_LEVEL: 'info' } as Parameters<
      typeof loggerOptions
    >[0]).serializers;
    expect(
      JSON.stringify(serializers.req({ method: 'GET', url: `${url}?n=1`, ip: '1.2.3.4' })),
    ).not.toContain('abcdefgh');
    expect(redactSocketToken('/websocket/Bearer%20abcdefgh')).toBe('/websocket/[redacted]');
  });
});
