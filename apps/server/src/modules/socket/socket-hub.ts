import { formatServerMessage, type Language, type ServerFrame } from '@tessera/shared';
import type { WebSocket } from 'ws';
import type { PushBus } from '../../lib/push';
import type { SessionUser } from '../../plugins/types';
import { revocationCovers, type SessionRevocation } from '../auth/session.service';
import type { FrameBudget } from './socket-frames';

/** Close code sent after a `logout` frame (the session is gone). */
export const CLOSE_LOGOUT = 4001;
/** Close code of a socket whose user signed out themselves: a normal closure, after `closeSocket`. */
export const CLOSE_SIGNED_OUT = 1000;
/** Close code of a socket replaced by a newer one of the same session: also normal, after `closeSocket`. */
export const CLOSE_REPLACED = 1000;

/** One open, authenticated socket. */
export interface SocketClient {
  ws: WebSocket;
  user: SessionUser;
  /** The `Bearer …` value the socket opened with (its frames re-check it every half minute). */
  authorization: string;
  /** When the session was last checked (0: at the first frame). */
  checkedAt: number;
  lang: Language;
  alive: boolean;
  budget: FrameBudget;
  /** Frames of one socket are handled in order. */
  queue: Promise<void>;
}

/** What travels between instances. */
export type BusMessage =
  | { kind: 'users'; userIds: string[]; frame: ServerFrame }
  | { kind: 'all'; exceptUserId?: string; frame: ServerFrame }
  | { kind: 'revoke'; revocation: SessionRevocation }
  /** A session opened a socket on the sending instance: its sockets elsewhere close. */
  | { kind: 'session'; userId: string; sessionId: string };

/** Shared state between instances (Redis); absent on a single instance. */
export interface HubBridge {
  publish(message: BusMessage): void;
  markOnline(userId: string): Promise<void>;
  markOffline(userId: string): Promise<void>;
  /** Whether another live instance has a socket of the user. */
  onlineElsewhere(userId: string): Promise<boolean>;
  onlineUsers(): Promise<string[]>;
  /** Renews this instance's online set (called with every local user). */
  refresh(userIds: string[]): Promise<void>;
  close(): Promise<void>;
}

/** The logout frame for a revocation, in the socket's language. */
export const logoutFrame = (lang: Language, elsewhere: boolean): ServerFrame => ({
  method: 'logout',
  msg: formatServerMessage(elsewhere ? 'signedInElsewhere' : 'sessionExpired', lang),
});

/** Sends a frame (or its JSON text) unless the socket is closing. */
export function sendFrame(ws: WebSocket, frame: ServerFrame | string): void {
  if (ws.readyState === ws.OPEN) ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
}

/** The sockets of this instance by user, delivering frames locally and (with a bridge) everywhere. */
export class SocketHub implements PushBus {
  private readonly byUser = new Map<string, Set<SocketClient>>();
  private bridge: HubBridge | undefined;
  private closed = false;

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Connects the hub to the other instances. */
  useBridge(bridge: HubBridge): void {
    this.bridge = bridge;
  }

  /**
   * Registers a socket; the user's first one here announces them online. A session keeps one socket
   * (spec 01 section 4, as the original platform does): its older ones, here and on the other
   * instances, get `closeSocket` (the client closes without reconnecting) and a normal closure.
   */
  async add(client: SocketClient): Promise<void> {
    const { userId, sessionId } = client.user;
    this.closeSession(userId, sessionId);
    const set = this.byUser.get(userId);
    if (set) set.add(client);
    else {
      this.byUser.set(userId, new Set([client]));
      await this.bridge?.markOnline(userId);
      this.broadcast({ method: 'online', userId }, userId);
    }
    // After markOnline: the other instance's last socket of the user closing never looks like going offline.
    this.publish({ kind: 'session', userId, sessionId });
  }

  /** Closes this instance's sockets of a session with `closeSocket` (a newer socket replaces them). */
  private closeSession(userId: string, sessionId: string): void {
    for (const c of this.byUser.get(userId) ?? []) {
      if (c.user.sessionId !== sessionId) continue;
      sendFrame(c.ws, { method: 'closeSocket' });
      c.ws.close(CLOSE_REPLACED, 'replaced');
    }
  }

  /** Forgets a socket; the user's last one anywhere announces them offline. */
  async remove(client: SocketClient): Promise<void> {
    const { userId } = client.user;
    const set = this.byUser.get(userId);
    if (!set?.delete(client) || set.size > 0) return;
    this.byUser.delete(userId);
    if (this.closed) return;
    if (this.bridge) {
      await this.bridge.markOffline(userId);
      if (await this.bridge.onlineElsewhere(userId)) return;
    }
    this.broadcast({ method: 'offline', userId }, userId);
  }

  /** Ids of users with an open socket on any instance. */
  async onlineUsers(): Promise<string[]> {
    return this.bridge ? this.bridge.onlineUsers() : [...this.byUser.keys()];
  }

  /** Every local socket (heartbeat, shutdown). */
  clients(): SocketClient[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  /** Sends a frame to every socket of these users, here and on other instances. */
  toUsers(userIds: readonly string[], frame: ServerFrame): void {
    this.deliver({ kind: 'users', userIds: [...new Set(userIds)], frame });
  }

  /** Sends a frame to every online user but one. */
  broadcast(frame: ServerFrame, exceptUserId?: string): void {
    this.deliver({ kind: 'all', exceptUserId, frame });
  }

  /**
   * Closes the sockets of revoked sessions on every instance: `logout` first when the session was
   * ended for the user (forced out, signed in elsewhere, password changed), `closeSocket` when the user signed out.
   */
  revoked(revocation: SessionRevocation): void {
    this.deliver({ kind: 'revoke', revocation });
  }

  private deliver(message: BusMessage): void {
    this.receive(message);
    this.publish(message);
  }

  /** Tells the other instances (when bridged). */
  private publish(message: BusMessage): void {
    try {
      this.bridge?.publish(message);
    } catch (error) {
      this.onError(error);
    }
  }

  /** Applies a message to the local sockets (from this instance or another). */
  receive(message: BusMessage): void {
    if (message.kind === 'users') {
      const text = JSON.stringify(message.frame);
      for (const id of message.userIds) for (const c of this.byUser.get(id) ?? []) sendFrame(c.ws, text);
      return;
    }
    if (message.kind === 'all') {
      const text = JSON.stringify(message.frame);
      for (const [id, set] of this.byUser)
        if (id !== message.exceptUserId) for (const c of set) sendFrame(c.ws, text);
      return;
    }
    if (message.kind === 'session') return this.closeSession(message.userId, message.sessionId);
    const r = message.revocation;
    for (const c of this.byUser.get(r.userId) ?? []) {
      if (!revocationCovers(r, c.user)) continue;
      // The user's own sign-out is no "session expired": the original client shows every `logout`
      // frame as one, so it gets `closeSocket` (close, do not reconnect) and a normal closure.
      if (r.reason === 'logout') {
        sendFrame(c.ws, { method: 'closeSocket' });
        c.ws.close(CLOSE_SIGNED_OUT, 'signed out');
        continue;
      }
      sendFrame(c.ws, logoutFrame(c.lang, r.reason === 'elsewhere'));
      c.ws.close(CLOSE_LOGOUT, 'logout');
    }
  }

  /** Renews this instance's share of the online state. */
  async refresh(): Promise<void> {
    await this.bridge?.refresh([...this.byUser.keys()]);
  }

  /** Stops sharing state (the app is closing). */
  async close(): Promise<void> {
    this.closed = true;
    await this.bridge?.close();
  }
}
