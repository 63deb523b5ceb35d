import type { clientFrameSchema, ServerFrame } from '@tessera/shared';
import { SOCKET_PATH } from '@tessera/shared';
import type { z } from 'zod';
import { FrameEmitter } from './socket-frames';

/** A frame the client may send, as written (defaults filled by the server); `token` is added. */
export type OutgoingFrame = z.input<typeof clientFrameSchema>;

/** Heartbeat period (spec: HeartCheck every ~30 s). */
export const HEARTBEAT_MS = 30_000;
/** First reconnection delay and the cap of the exponential backoff. */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** Frames kept while the socket is not open (sent once it opens). */
const OUTBOX_LIMIT = 20;

/** Connection state of the socket. */
export type SocketStatus = 'connecting' | 'open' | 'closed';

/** The minimal WebSocket surface the client uses (a fake one in tests). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Options of one socket client. */
export interface SocketOptions {
  /** The stored token (`Bearer …`). */
  token: string;
  /** Full ws(s) URL; built from the page location and the token unless given. */
  url?: string;
  mobileDevice?: boolean;
  /** Emitter the frames go to (kept across clients by the session). */
  emitter?: FrameEmitter;
  createSocket?: (url: string) => WebSocketLike;
  heartbeatMs?: number;
  random?: () => number;
}

/** `ws(s)://<host>/api/message/websocket/<encoded token>` for the current page. */
export function socketUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${SOCKET_PATH}/${encodeURIComponent(token)}`;
}

/** Delay before reconnection attempt `attempt` (0-based): exponential, capped, with jitter in [½, 1] of it. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const OPEN = 1;

/** One socket per tab: announces itself, beats, reconnects with backoff until {@link ChatSocket.close}. */
export class ChatSocket {
  /** Typed frame events by method. */
  readonly frames: FrameEmitter;
  private socket: WebSocketLike | undefined;
  private status: SocketStatus = 'closed';
  private stopped = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private beatTimer: ReturnType<typeof setInterval> | undefined;
  private outbox: string[] = [];
  private readonly statusListeners = new Set<(status: SocketStatus) => void>();

  constructor(private readonly options: SocketOptions) {
    this.frames = options.emitter ?? new FrameEmitter();
  }

  /** The token this socket was opened with. */
  get token(): string {
    return this.options.token;
  }

  /** Current connection state. */
  get state(): SocketStatus {
    return this.status;
  }

  /** Opens the connection (again after a drop). */
  connect(): void {
    if (this.stopped || this.socket) return;
    const url = this.options.url ?? socketUrl(this.options.token);
    const create = this.options.createSocket ?? ((u: string) => new WebSocket(u) as WebSocketLike);
    this.setStatus('connecting');
    let socket: WebSocketLike;
    try {
      socket = create(url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event) => this.frames.dispatch(event.data);
    socket.onerror = () => undefined;
    socket.onclose = () => this.handleClose(socket);
  }

  /** Sends a frame with the token added; kept for later (bounded) while connecting. */
  send(frame: OutgoingFrame): boolean {
    const text = JSON.stringify({ ...frame, token: this.options.token });
    if (this.socket?.readyState === OPEN && this.status === 'open') {
      this.socket.send(text);
      return true;
    }
    if (this.stopped || frame.method === 'HeartCheck') return false;
    this.outbox.push(text);
    if (this.outbox.length > OUTBOX_LIMIT) this.outbox.shift();
    return false;
  }

  /** Closes for good: no reconnection, no further frames. */
  close(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.stopBeat();
    this.outbox = [];
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'client closed');
    }
    this.setStatus('closed');
  }

  /** Listens to status changes; returns the unsubscribe function. */
  onStatus(listener: (status: SocketStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private handleOpen(): void {
    if (!this.socket) return;
    this.attempt = 0;
    this.setStatus('open');
    this.send({ method: 'OnConnection', mobileDevice: this.options.mobileDevice ?? false });
    const queued = this.outbox;
    this.outbox = [];
    for (const text of queued) this.socket.send(text);
    this.stopBeat();
    this.beatTimer = setInterval(
      () => this.send({ method: 'HeartCheck' }),
      this.options.heartbeatMs ?? HEARTBEAT_MS,
    );
  }

  private handleClose(socket: WebSocketLike): void {
    if (socket !== this.socket) return;
    this.socket = undefined;
    this.stopBeat();
    if (this.stopped) return this.setStatus('closed');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.setStatus('connecting');
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private stopBeat(): void {
    clearInterval(this.beatTimer);
    this.beatTimer = undefined;
  }

  private setStatus(status: SocketStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }
}

export type { ServerFrame };
