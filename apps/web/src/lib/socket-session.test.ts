// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInboxStore } from '../stores/inbox-store';
import type { WebSocketLike } from './socket';
import { onFrame, socketStatus, startSocket, stopSocket } from './socket-session';
import { tokenStorage } from './storage';

class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor() {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;
const hooks = { onSignedOut: vi.fn(), reload: vi.fn() };
const start = (token = 'Bearer me') => {
  tokenStorage.set(token);
  startSocket(token, hooks, { url: 'ws://t', createSocket: () => new FakeSocket() });
  last().open();
};

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  useInboxStore.getState().reset();
  hooks.onSignedOut.mockReset();
  hooks.reload.mockReset();
});
afterEach(() => {
  stopSocket();
  tokenStorage.clear();
  vi.useRealTimers();
});

describe('socket session', () => {
  it('fills the inbox store from initMessage and blinks when chats are unread', () => {
    start();
    last().receive({
      method: 'initMessage',
      onlineUserList: ['a', 'b'],
      unreadNums: [
        { sendUserId: 'a', unreadNum: 2, defaultMessage: 'hi' },
        { sendUserId: 'c', unreadNum: 0, defaultMessage: '' },
      ],
      unreadNoticeCount: 1,
      unreadMessageCount: 2,
      unreadSystemMessageCount: 0,
      unreadTotalCount: 7,
    });
    const s = useInboxStore.getState();
    expect(s.unreadTotal).toBe(7);
    expect(s.chatUnread).toEqual({ a: 2 });
    expect(s.online).toEqual(['a', 'b']);
    expect(s.chatBlink).toBe(true);
  });

  it('counts pushes and tracks who is online', () => {
    start();
    last().receive({ method: 'messagePush', id: '1', messageType: 1, userId: 'x', toUserId: [], title: 't' });
    last().receive({ method: 'online', userId: 'z' });
    last().receive({ method: 'online', userId: 'z' });
    expect(useInboxStore.getState().unreadTotal).toBe(1);
    expect(useInboxStore.getState().online).toEqual(['z']);
    last().receive({ method: 'offline', userId: 'z' });
    expect(useInboxStore.getState().online).toEqual([]);
  });

  it('signs out on a logout frame and never reconnects', () => {
    start();
    const socket = last();
    socket.receive({ method: 'logout', msg: '此账号已在其他地方登录' });
    expect(hooks.onSignedOut).toHaveBeenCalledOnce();
    expect(hooks.reload).not.toHaveBeenCalled();
    expect(socket.closed).toBe(true);
    expect(socketStatus()).toBe('closed');
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('only reloads when the logout names another token than the stored one', () => {
    start('Bearer old');
    tokenStorage.set('Bearer new');
    last().receive({ method: 'logout', msg: 'x', token: 'Bearer old' });
    expect(hooks.reload).toHaveBeenCalledOnce();
    expect(hooks.onSignedOut).not.toHaveBeenCalled();
  });

  it('closes without reconnecting on closeSocket and reloads on refresh', () => {
    start();
    last().receive({ method: 'refresh' });
    expect(hooks.reload).toHaveBeenCalledOnce();
    last().receive({ method: 'closeSocket' });
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('keeps feature listeners across a new socket', () => {
    const seen = vi.fn();
    const off = onFrame('receiveMessage', seen);
    start('Bearer one');
    stopSocket();
    start('Bearer two');
    last().receive({
      method: 'receiveMessage',
      id: 'm',
      formUserId: 'a',
      formMessage: 'hi',
      messageType: 'text',
      dateTime: 1,
      realName: 'A',
      account: 'a',
      headIcon: '',
    });
    expect(seen).toHaveBeenCalledOnce();
    off();
  });
});
