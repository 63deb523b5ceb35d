// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ChatMessage, Conversation } from '@tessera/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebSocketLike } from '@/lib/socket';
import { startSocket, stopSocket } from '@/lib/socket-session';
import { useInboxStore } from '@/stores/inbox-store';
import { chatKeys } from '../api/chat-queries';
import { useChatLive } from './use-chat-live';
import { useChatThread } from './use-chat-thread';

class FakeSocket implements WebSocketLike {
  static last: FakeSocket;
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {}
  receive(frame: unknown) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) })));
  }
}

const msg = (id: number, from = 'b'): ChatMessage => ({
  id: `m${id}`,
  sendUserId: from,
  receiveUserId: from === 'b' ? 'me' : 'b',
  sendTime: id,
  receiveTime: null,
  content: `text ${id}`,
  contentType: 'text',
  state: 1,
});
const incoming = (from: string, id: string) => ({
  method: 'receiveMessage',
  id,
  formUserId: from,
  formMessage: `hello ${id}`,
  messageType: 'text',
  dateTime: 1000,
  realName: from.toUpperCase(),
  account: from,
  headIcon: '',
});

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const sent = (method: string) => FakeSocket.last.sent.filter((f) => f.method === method);

beforeEach(() => {
  client = new QueryClient();
  useInboxStore.getState().reset();
  startSocket(
    'Bearer me',
    { onSignedOut: () => undefined, reload: () => undefined },
    {
      url: 'ws://t',
      createSocket: () => new FakeSocket(),
    },
  );
  FakeSocket.last.readyState = 1;
  FakeSocket.last.onopen?.(new Event('open'));
});
afterEach(() => {
  cleanup();
  stopSocket();
});

describe('chat state rules (spec 01 section 4)', () => {
  it('opening a conversation asks for the latest 30, marks it read and shows the page oldest first', () => {
    useInboxStore.getState().setChatUnread('b', 4);
    const { result } = renderHook(() => useChatThread('b', 'me'), { wrapper });
    expect(sent('MessageList')[0]).toMatchObject({
      toUserId: 'b',
      currentPage: 1,
      pageSize: 30,
      sord: 'desc',
    });
    expect(sent('UpdateReadMessage')[0]).toMatchObject({ formUserId: 'b' });
    expect(useInboxStore.getState().chatUnread.b).toBe(0);
    expect(useInboxStore.getState().activeChat).toBe('b');
    FakeSocket.last.receive({
      method: 'messageList',
      toUserId: 'b',
      list: [msg(3), msg(2), msg(1)],
      pagination: { currentPage: 1, pageSize: 30, total: 60 },
    });
    expect(result.current.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    expect(result.current.hasOlder).toBe(true);
    act(() => result.current.loadOlder());
    expect(sent('MessageList')[1]).toMatchObject({ currentPage: 1, pageSize: 50 });
  });

  it('appends a message from the open conversation and reads it; another one raises its count and blinks', () => {
    client.setQueryData<Conversation[]>(chatKeys.conversations(), []);
    renderHook(() => useChatLive(false), { wrapper });
    const { result } = renderHook(() => useChatThread('b', 'me'), { wrapper });
    FakeSocket.last.receive(incoming('b', 'x1'));
    expect(result.current.messages.map((m) => m.content)).toEqual(['hello x1']);
    expect(sent('UpdateReadMessage')).toHaveLength(2);
    expect(useInboxStore.getState().chatBlink).toBe(false);

    FakeSocket.last.receive(incoming('c', 'x2'));
    FakeSocket.last.receive(incoming('c', 'x3'));
    expect(result.current.messages).toHaveLength(1);
    expect(useInboxStore.getState().chatUnread.c).toBe(2);
    expect(useInboxStore.getState().chatBlink).toBe(true);
    const list = client.getQueryData<Conversation[]>(chatKeys.conversations()) ?? [];
    expect(list.map((c) => [c.id, c.unreadMessage, c.latestMessage])).toEqual([
      ['c', 2, 'hello x3'],
      ['b', 0, 'hello x1'],
    ]);
  });

  it('does not blink while the chat drawer is open', () => {
    renderHook(() => useChatLive(true), { wrapper });
    FakeSocket.last.receive(incoming('c', 'y1'));
    expect(useInboxStore.getState().chatUnread.c).toBe(1);
    expect(useInboxStore.getState().chatBlink).toBe(false);
  });
});
