import type { Conversation } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import type * as idsModule from '../../lib/ids';
import { newId } from '../../lib/ids';
import { connectUser, listen, type TestSocket } from '../socket/test-socket';

// Ids as usual, unless a test hands out one already taken (as another instance may in the same ms).
vi.mock('../../lib/ids', async (importOriginal) => {
  const real = await importOriginal<typeof idsModule>();
  return { ...real, newId: vi.fn(real.newId) };
});

// Chat messages are stored in batches (one transaction per batch): order, counts and failure.
describeEachDialect('chat batches', (ctx) => {
  let app: FastifyInstance;
  let base: string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const senders = ['sunqi', 'linfeng', 'chenjing'];
  beforeAll(async () => {
    app = await ctx.buildApp();
    base = await listen(app);
    for (const r of await ctx.db.selectFrom('base_user').select(['id', 'account']).execute())
      ids[r.account] = r.id;
    for (const account of [...senders, 'wujiu']) tokens[account] = await ctx.signIn(account, undefined, app);
  });
  const text = (socket: TestSocket, toUserId: string, messageContent: string) =>
    socket.send({ method: 'SendMessage', toUserId, messageType: 'text', messageContent });
  const conversations = async (account: string) =>
    (await callAs<{ list: Conversation[] }>(app, tokens[account]!, { url: '/api/message/imreply' })).data
      .list;
  const history = async (socket: TestSocket, toUserId: string) => {
    socket.send({ method: 'MessageList', toUserId, pageSize: 100, sord: 'asc' });
    return (await socket.next('messageList')).list;
  };

  it('stores a burst from several senders in the order sent, with each conversation’s latest message and unread count', async () => {
    const recipient = await connectUser(base, tokens.wujiu!);
    const sockets = await Promise.all(senders.map((a) => connectUser(base, tokens[a]!)));
    // Everything is sent before any answer comes back, so several messages share a batch.
    for (let i = 1; i <= 10; i += 1)
      for (const [k, { socket }] of sockets.entries()) text(socket, ids.wujiu!, `${senders[k]} ${i}`);
    for (const [k, { socket }] of sockets.entries()) {
      const echoes = [];
      for (let i = 1; i <= 10; i += 1)
        echoes.push(await socket.next('sendMessage', (f) => f.toMessage === `${senders[k]} ${i}`));
      const stored = await history(socket, ids.wujiu!);
      expect(stored.map((m) => m.content)).toEqual(echoes.map((e) => e.toMessage));
      expect(stored.map((m) => m.id)).toEqual(echoes.map((e) => e.id));
    }
    const received = [];
    for (let n = 0; n < 30; n += 1) received.push(await recipient.socket.next('receiveMessage'));
    for (const account of senders)
      expect(received.filter((f) => f.formUserId === ids[account]).map((f) => f.formMessage)).toEqual(
        Array.from({ length: 10 }, (_, i) => `${account} ${i + 1}`),
      );
    const list = await conversations('wujiu');
    for (const account of senders)
      expect(list.find((c) => c.id === ids[account])).toMatchObject({
        unreadMessage: 10,
        latestMessage: `${account} 10`,
      });
    const again = await connectUser(base, tokens.wujiu!);
    expect(again.init.unreadNums.map((u) => [u.sendUserId, u.unreadNum]).sort()).toEqual(
      senders.map((a) => [ids[a], 10]).sort(),
    );
    for (const s of [recipient, again, ...sockets]) await s.socket.close();
  });

  it('stores a batch again with new ids when another instance took one of them', async () => {
    const recipient = await connectUser(base, tokens.wujiu!);
    const { socket } = await connectUser(base, tokens.sunqi!);
    text(socket, ids.wujiu!, 'first');
    const first = await socket.next('sendMessage');
    vi.mocked(newId).mockReturnValueOnce(first.id);
    text(socket, ids.wujiu!, 'same id');
    const echo = await socket.next('sendMessage');
    expect(echo.id).not.toBe(first.id);
    expect((await recipient.socket.next('receiveMessage', (f) => f.formMessage === 'same id')).id).toBe(
      echo.id,
    );
    const stored = await history(socket, ids.wujiu!);
    expect(stored.slice(-2).map((m) => [m.id, m.content])).toEqual([
      [first.id, 'first'],
      [echo.id, 'same id'],
    ]);
    expect(socket.frames.filter((f) => f.method === 'error')).toEqual([]);
    await recipient.socket.close();
    await socket.close();
  });

  it('tells every sender of a batch that fails, delivers none of it and keeps the counts', async () => {
    const recipient = await connectUser(base, tokens.wujiu!);
    const sockets = await Promise.all(senders.map((a) => connectUser(base, tokens[a]!)));
    const before = await conversations('wujiu');
    // The store refuses the batch: its table is gone for a moment.
    await sql`alter table base_im_content rename to base_im_content_away`.execute(ctx.db);
    try {
      for (const [k, { socket }] of sockets.entries()) text(socket, ids.wujiu!, `lost ${senders[k]}`);
      for (const { socket } of sockets) expect((await socket.next('error')).msg).toBe('系统繁忙，请稍后再试');
    } finally {
      await sql`alter table base_im_content_away rename to base_im_content`.execute(ctx.db);
    }
    for (const { socket } of sockets) expect(socket.frames.map((f) => f.method)).not.toContain('sendMessage');
    expect(await conversations('wujiu')).toEqual(before);

    // The next batch is stored and delivered; the refused messages never appear.
    text(sockets[0]!.socket, ids.wujiu!, 'after the failure');
    expect((await recipient.socket.next('receiveMessage')).formMessage).toBe('after the failure');
    expect(recipient.socket.frames.filter((f) => f.method === 'receiveMessage')).toEqual([]);
    const stored = await history(sockets[0]!.socket, ids.wujiu!);
    expect(stored.map((m) => m.content)).not.toContain(`lost ${senders[0]}`);
    expect(stored.at(-1)?.content).toBe('after the failure');
    expect((await conversations('wujiu')).find((c) => c.id === ids[senders[0]!])?.unreadMessage).toBe(13);
    for (const s of [recipient, ...sockets]) await s.socket.close();
  });
});
