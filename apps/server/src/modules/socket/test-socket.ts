import type { ServerFrame } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** Starts the app on a loopback port (once) and answers its origin, e.g. `http://127.0.0.1:4567`. */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('app is not listening');
  return `http://127.0.0.1:${bound.port}`;
}

type Method = ServerFrame['method'];
type FrameOf<M extends Method> = Extract<ServerFrame, { method: M }>;

/** A test client that records every frame and waits for the ones a test expects. */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.frames.push(JSON.parse(data.toString('utf8')) as ServerFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code: number, reason: Buffer) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      }),
    );
  }

  /** Sends an object as JSON (or a raw string). */
  send(frame: object | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The first recorded frame of a method matching a test (waits up to 3 s), removed from the record. */
  async next<M extends Method>(
    method: M,
    match: (f: FrameOf<M>) => boolean = () => true,
  ): Promise<FrameOf<M>> {
    const deadline = Date.now() + 3000;
    for (;;) {
      const index = this.frames.findIndex((f) => f.method === method && match(f as FrameOf<M>));
      if (index >= 0) return this.frames.splice(index, 1)[0] as FrameOf<M>;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${method} frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Closes the socket and waits for the close. */
  async close(): Promise<void> {
    this.ws.close();
    await this.closed;
  }
}

/** How {@link openSocket} connects: `origin` (null sends none), path, language, extra handshake headers. */
export interface OpenOptions {
  origin?: string | null;
  /** The socket path without its token (default `/api/message/websocket`). */
  path?: string;
  lang?: string;
  headers?: Record<string, string>;
}

/** Opens a socket with a token; `origin` defaults to the server's own. */
export function openSocket(base: string, token: string, options: OpenOptions = {}): Promise<TestSocket> {
  const url = `${base.replace(/^http/, 'ws')}${options.path ?? '/api/message/websocket'}/${encodeURIComponent(token)}`;
  const headers: Record<string, string> = { ...options.headers };
  const origin = options.origin === undefined ? base : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.lang) headers['accept-language'] = options.lang;
  const ws = new WebSocket(url, { headers });
  const socket = new TestSocket(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Opens a socket and completes the OnConnection handshake; answers the socket and its initMessage. */
export async function connectUser(base: string, token: string, options: OpenOptions = {}) {
  const socket = await openSocket(base, token, options);
  socket.send({ method: 'OnConnection', token, mobileDevice: false });
  const init = await socket.next('initMessage');
  return { socket, init };
}
