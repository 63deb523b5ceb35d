import type { UnreadNum } from '@tessera/shared';
import { useInboxStore } from '../stores/inbox-store';
import { feedback } from './feedback';
import { checkForNewBuild } from './new-version';
import { t } from './i18n';
import { ChatSocket, type OutgoingFrame, type SocketOptions, type SocketStatus } from './socket';
import { FrameEmitter, type FrameMethod, type FrameOf } from './socket-frames';
import { tokenStorage } from './storage';

/** What the app does when the server ends the session or asks for a reload. */
export interface SocketSessionHooks {
  /** The session is over: drop the token and go to /login. */
  onSignedOut: () => void;
  /** Reloads the page. */
  reload: () => void;
}

/** Frames of every socket this tab opens, so listeners survive reconnections and new sign-ins. */
const frames = new FrameEmitter();
let current: ChatSocket | undefined;
const statusListeners = new Set<(status: SocketStatus) => void>();

/** Chat unread counts by sender from the `initMessage` list. */
export function unreadBySender(list: readonly UnreadNum[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of list) {
    if (item && typeof item.sendUserId === 'string' && item.unreadNum > 0)
      counts[item.sendUserId] = item.unreadNum;
  }
  return counts;
}

function installHandlers(hooks: SocketSessionHooks): Array<() => void> {
  const inbox = () => useInboxStore.getState();
  return [
    frames.on('initMessage', (frame) => {
      const counts = unreadBySender(frame.unreadNums);
      inbox().setUnreadTotal(frame.unreadTotalCount);
      inbox().setAllChatUnread(counts);
      inbox().setOnline(frame.onlineUserList.filter((id) => typeof id === 'string'));
      inbox().setChatBlink(Object.values(counts).some((n) => n > 0));
    }),
    frames.on('messagePush', () => inbox().addUnread(1)),
    frames.on('online', ({ userId }) => {
      const online = inbox().online;
      if (!online.includes(userId)) inbox().setOnline([...online, userId]);
    }),
    frames.on('offline', ({ userId }) => inbox().setOnline(inbox().online.filter((id) => id !== userId))),
    frames.on('closeSocket', () => stopSocket()),
    frames.on('refresh', () => hooks.reload()),
    frames.on('error', (frame) => {
      if (typeof frame.msg === 'string' && frame.msg) feedback.error(frame.msg);
    }),
    frames.on('logout', (frame) => {
      stopSocket();
      // a newer session lives in this browser already (another tab signed in): just pick it up
      const stored = tokenStorage.get();
      if (typeof frame.token === 'string' && frame.token && stored && frame.token !== stored) {
        hooks.reload();
        return;
      }
      feedback.error(typeof frame.msg === 'string' && frame.msg ? frame.msg : t('socket.loggedOut'));
      hooks.onSignedOut();
    }),
  ];
}

let detach: Array<() => void> = [];

/** Opens this tab's socket for a token (closing any other one first). */
export function startSocket(
  token: string,
  hooks: SocketSessionHooks,
  options: Omit<SocketOptions, 'token' | 'emitter'> = {},
): ChatSocket {
  if (current && current.token === token && current.state !== 'closed') return current;
  stopSocket();
  const socket = new ChatSocket({ ...options, token, emitter: frames });
  current = socket;
  detach = installHandlers(hooks);
  let wasOpen = false;
  socket.onStatus((status) => {
    if (current === socket) for (const listener of statusListeners) listener(status);
    // back after a drop: the server may have restarted with a new version
    if (status === 'open' && wasOpen) void checkForNewBuild().catch(() => false);
    if (status === 'open') wasOpen = true;
  });
  socket.connect();
  return socket;
}

/** Closes this tab's socket for good (sign-out, token reset). */
export function stopSocket(): void {
  for (const off of detach) off();
  detach = [];
  const socket = current;
  current = undefined;
  socket?.close();
  for (const listener of statusListeners) listener('closed');
}

/** Sends a frame on the open socket (queued briefly while it connects); false when none. */
export function sendFrame(frame: OutgoingFrame): boolean {
  return current ? current.send(frame) : false;
}

/** Listens to one server frame method on whichever socket is open. */
export function onFrame<M extends FrameMethod>(method: M, handler: (frame: FrameOf<M>) => void): () => void {
  return frames.on(method, handler);
}

/** The socket's state now. */
export function socketStatus(): SocketStatus {
  return current?.state ?? 'closed';
}

/** Listens to the socket's state (connecting, open, closed). */
export function onSocketStatus(listener: (status: SocketStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
