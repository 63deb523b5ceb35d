import type { Conversation } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { dropConversation, patchConversation, upsertLatest } from './conversation-cache';

const row = (id: string, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  realName: id.toUpperCase(),
  account: id,
  headIcon: '',
  unreadMessage: 0,
  latestMessage: 'old',
  messageType: 'text',
  latestDate: 1,
  ...extra,
});
const peer = { id: 'b', realName: 'B', account: 'b', headIcon: '' };

describe('conversation cache', () => {
  it('moves a conversation with a new message to the top', () => {
    const list = upsertLatest([row('a'), row('b', { unreadMessage: 2 })], {
      peer,
      preview: 'hi',
      messageType: 'text',
      date: 9,
    });
    expect(list.map((c) => c.id)).toEqual(['b', 'a']);
    expect(list[0]).toMatchObject({ latestMessage: 'hi', latestDate: 9, unreadMessage: 2 });
  });

  it('adds a conversation for a new peer', () => {
    const list = upsertLatest(undefined, { peer, preview: 'x', messageType: 'image', date: 3, unread: 1 });
    expect(list).toEqual([
      { ...peer, unreadMessage: 1, latestMessage: 'x', messageType: 'image', latestDate: 3 },
    ]);
  });

  it('clears the latest message and unread count of one conversation (delete records), or drops it', () => {
    const list = [row('a', { unreadMessage: 3 }), row('b')];
    expect(patchConversation(list, 'a', { latestMessage: '', unreadMessage: 0 })?.[0]).toMatchObject({
      latestMessage: '',
      unreadMessage: 0,
    });
    expect(dropConversation(list, 'a')?.map((c) => c.id)).toEqual(['b']);
  });
});
