import { Worker } from 'node:worker_threads';

/**
 * The worker's code (CommonJS, evaluated: no file to find in the compiled server). It keeps MD5
 * states by id and feeds them byte ranges it reads from files itself, so neither the bytes nor the
 * hashing touch the event loop that serves requests.
 */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { openSync, readSync, closeSync } = require('node:fs');
const hashes = new Map();
const buffer = Buffer.allocUnsafe(1 << 20);
function feed(m) {
  let hash = hashes.get(m.id);
  if (!hash) { hash = createHash('md5'); hashes.set(m.id, hash); }
  const fd = openSync(m.path, 'r');
  let done = 0;
  try {
    while (done < m.length) {
      const n = readSync(fd, buffer, 0, Math.min(buffer.length, m.length - done), m.offset + done);
      if (n === 0) break;
      hash.update(buffer.subarray(0, n));
      done += n;
    }
  } finally {
    closeSync(fd);
  }
  return done;
}
parentPort.on('message', (m) => {
  let reply;
  try {
    if (m.op === 'feed') reply = { seq: m.seq, value: feed(m) };
    else if (m.op === 'digest') {
      const hash = hashes.get(m.id);
      hashes.delete(m.id);
      reply = { seq: m.seq, value: hash ? hash.digest('hex') : null };
    } else {
      hashes.delete(m.id);
      reply = { seq: m.seq, value: null };
    }
  } catch (error) {
    hashes.delete(m.id);
    reply = { seq: m.seq, error: String((error && error.message) || error) };
  }
  parentPort.postMessage(reply);
});
`;

type Message =
  | { op: 'feed'; id: number; path: string; offset: number; length: number }
  | { op: 'digest' | 'drop'; id: number };

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * One thread that MD5s byte ranges of files (the running hashes of chunked uploads). Started on
 * first use; referenced only while a call is waiting, so it never keeps the process alive.
 */
class Md5Thread {
  private worker: Worker | undefined;
  private seq = 0;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (m: { seq: number; value?: unknown; error?: string }) => {
      const waiting = this.waiting.get(m.seq);
      if (!waiting) return;
      this.waiting.delete(m.seq);
      if (this.waiting.size === 0) worker.unref();
      if (m.error === undefined) waiting.resolve(m.value);
      else waiting.reject(new Error(m.error));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('the MD5 thread stopped')));
    this.worker = worker;
    return worker;
  }

  private call(message: Message): Promise<unknown> {
    const seq = (this.seq += 1);
    const worker = this.thread();
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) worker.ref();
      this.waiting.set(seq, { resolve, reject });
      worker.postMessage({ ...message, seq });
    });
  }

  /** A new, empty MD5 state's id. */
  create(): number {
    return (this.nextId += 1);
  }

  /** Feeds `length` bytes of the file from `offset`; answers how many there were. */
  async feed(id: number, path: string, offset: number, length: number): Promise<number> {
    return (await this.call({ op: 'feed', id, path, offset, length })) as number;
  }

  /** The state's MD5 in hex (the state is gone after); null when it was never fed. */
  async digest(id: number): Promise<string | null> {
    return (await this.call({ op: 'digest', id })) as string | null;
  }

  /** Forgets a state. */
  drop(id: number): void {
    if (this.worker) void this.call({ op: 'drop', id }).catch(() => undefined);
  }
}

/** The process's MD5 thread (one for every service and test app). */
export const md5Thread = new Md5Thread();
export type { Md5Thread };
