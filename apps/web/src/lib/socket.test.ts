// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay, ChatSocket, socketUrl, type WebSocketLike } from './socket';
import { parseServerFrame } from './socket-frames';

/** A WebSocket stand-in the test drives by hand. */
class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
  receive(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;
const make = (random = () => 0) =>
  new ChatSocket({
    token: 'Bearer abc',
    url: 'ws://test/socket',
    createSocket: (url) => new FakeSocket(url),
    random,
  });

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('socket url and backoff', () => {
  it('puts the encoded token after the socket path and follows the page scheme', () => {
    expect(socketUrl('Bearer a/b', { protocol: 'https:', host: 'x.test' })).toBe(
      'wss://x.test/api/message/websocket/Bearer%20a%2Fb',
    );
    expect(socketUrl('t', { protocol: 'http:', host: 'h:1' })).toBe('ws://h:1/api/message/websocket/t');
  });

  it('doubles the delay per attempt with jitter and caps it', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    expect(backoffDelay(12, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(100, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});

describe('ChatSocket', () => {
  it('announces itself with the token on open and beats every 30 s', () => {
    const socket = make();
    socket.connect();
    last().open();
    expect(last().sent[0]).toEqual({ method: 'OnConnection', mobileDevice: false, token: 'Bearer abc' });
    vi.advanceTimersByTime(30_000);
    expect(last().sent[1]).toEqual({ method: 'HeartCheck', token: 'Bearer abc' });
    vi.advanceTimersByTime(60_000);
    expect(last().sent.filter((f) => f.method === 'HeartCheck')).toHaveLength(3);
    socket.close();
  });

  it('reconnects after a drop with growing delays and resets them once open', () => {
    const socket = make(() => 1);
    socket.connect();
    last().drop();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    last().open();
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(4);
    socket.close();
  });

  it('does not reconnect after close, and stops beating', () => {
    const socket = make();
    socket.connect();
    last().open();
    socket.close();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().sent.filter((f) => f.method === 'HeartCheck')).toHaveLength(0);
    expect(socket.state).toBe('closed');
    expect(socket.send({ method: 'HeartCheck' })).toBe(false);
  });

  it('cancels a pending reconnection when closed', () => {
    const socket = make();
    socket.connect();
    last().drop();
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('queues frames while connecting and sends them after the announcement', () => {
    const socket = make();
    socket.connect();
    socket.send({ method: 'MessageList', toUserId: 'u2' });
    last().open();
    expect(last().sent.map((f) => f.method)).toEqual(['OnConnection', 'MessageList']);
    socket.close();
  });

  it('routes frames by method and drops malformed ones', () => {
    const socket = make();
    const online = vi.fn();
    const logout = vi.fn();
    socket.frames.on('online', online);
    socket.frames.on('logout', logout);
    socket.connect();
    last().open();
    last().receive({ method: 'online', userId: 'u1' });
    last().receive({ method: 'online', userId: 5 });
    last().receive({ method: 'logout', msg: 'bye' });
    last().receive({ method: 'nope' });
    last().onmessage?.(new MessageEvent('message', { data: '{not json' }));
    expect(online).toHaveBeenCalledExactlyOnceWith({ method: 'online', userId: 'u1' });
    expect(logout).toHaveBeenCalledExactlyOnceWith({ method: 'logout', msg: 'bye' });
    socket.close();
  });
});

describe('parseServerFrame', () => {
  it('accepts well-formed frames only', () => {
    expect(parseServerFrame('{"method":"closeSocket"}')).toEqual({ method: 'closeSocket' });
    expect(parseServerFrame('[1]')).toBeNull();
    expect(parseServerFrame('{"method":"toString"}')).toBeNull();
    expect(parseServerFrame('{"method":"messageList","toUserId":"a","list":{},"pagination":{}}')).toBeNull();
    expect(parseServerFrame(42)).toBeNull();
  });

  it('takes a message content as text or, for images and media, an object, and nothing else', () => {
    const frame = (content: unknown) =>
      JSON.stringify({
        method: 'receiveMessage',
        formUserId: 'u',
        formMessage: content,
        messageType: 'image',
        dateTime: 1,
      });
    const image = { name: 'a.png', width: 3, height: 2, path: '/api/file/Image/IM/a.png' };
    expect(parseServerFrame(frame(image))).toMatchObject({ formMessage: image });
    expect(parseServerFrame(frame('hi'))).toMatchObject({ formMessage: 'hi' });
    expect(parseServerFrame(frame(7))).toBeNull();
    expect(parseServerFrame(frame(['x']))).toBeNull();
  });
});
