import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Md5Thread } from './md5-worker';

/** A stored chunk's row as the running hash checks it. */
export interface ChunkRow {
  chunk_number: number;
  size: number;
  created_at: number;
}

/** How the running hash reaches the upload's rows and bytes. */
export interface ChunkSource {
  /** The upload's chunk rows, ascending. */
  rows(): Promise<ChunkRow[]>;
  /** Chunk n's stored bytes; undefined when they cannot be read. */
  read(n: number, size: number): Promise<Readable | undefined>;
  /** Where chunk n's bytes lie on this machine's disk, for the MD5 thread; absent off local disk. */
  file?(n: number): { path: string; offset: number } | undefined;
}

interface Entry {
  hash: Hash;
  /** The id of the state in the MD5 thread, when the thread does the hashing (then `hash` is unused). */
  remote?: number | undefined;
  /** The next chunk to feed: chunks 1..next-1 are in the hash. */
  next: number;
  /** The `created_at` of each hashed chunk's row: a row made again (a new attempt) is not this one. */
  stamps: number[];
  /** Work on this entry, one step after another. */
  chain: Promise<void>;
  broken: boolean;
}

/** A chunk hashed while it was written, offered to the running hash once its row is stored. */
export interface InlineChunk {
  n: number;
  hash: Hash;
  createdAt: number;
}

/**
 * Running MD5s of uploads in progress on this instance: for each, the hash of the contiguous
 * prefix of stored chunks 1..k. At most `limit` uploads are followed (the least recently used is
 * dropped); a missing entry only means the merge reads the file once to hash it.
 */
export class RunningMd5s {
  private readonly entries = new Map<string, Entry>();

  /** With `thread`, the hashing is done off the event loop, reading the chunks from disk there. */
  constructor(
    private readonly limit: number,
    private readonly thread?: Md5Thread,
  ) {}

  /** Lets go of an entry's state in the MD5 thread. */
  private release(entry: Entry): void {
    entry.broken = true;
    if (entry.remote !== undefined) this.thread?.drop(entry.remote);
    entry.remote = undefined;
  }

  /** Makes the entry the most recently used one, dropping the least recently used past the limit. */
  private touch(key: string, entry: Entry): Entry {
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const [oldest, dropped] of this.entries) {
      if (this.entries.size <= this.limit) break;
      this.release(dropped);
      this.entries.delete(oldest);
    }
    return entry;
  }

  /**
   * A copy of the hash to feed chunk n while it is written, when n is the next chunk; else
   * undefined. An upload is followed from its chunk 1 on: a later chunk never starts an entry.
   */
  inlineHash(key: string, n: number): Hash | undefined {
    let entry = this.entries.get(key);
    if (!entry && n === 1) {
      const remote = this.thread?.create();
      entry = {
        hash: createHash('md5'),
        remote,
        next: 1,
        stamps: [],
        chain: Promise.resolve(),
        broken: false,
      };
      this.touch(key, entry);
    }
    // the MD5 thread reads every chunk back from disk: nothing is hashed on the event loop
    if (entry?.remote !== undefined) return undefined;
    return entry && !entry.broken && entry.next === n ? entry.hash.copy() : undefined;
  }

  /**
   * Queues, for a followed upload: take the inline-hashed chunk if it is still next, then read and
   * feed every stored chunk after it.
   */
  advance(key: string, source: ChunkSource, inline?: InlineChunk): Promise<void> {
    const found = this.entries.get(key);
    if (!found) return Promise.resolve();
    const entry = this.touch(key, found);
    entry.chain = entry.chain
      .then(() => (entry.broken ? undefined : this.step(entry, source, inline)))
      .catch(() => {
        entry.broken = true;
        this.release(entry);
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    return entry.chain;
  }

  private async step(entry: Entry, source: ChunkSource, inline?: InlineChunk): Promise<void> {
    const rows = new Map((await source.rows()).map((r) => [r.chunk_number, r]));
    if (entry.stamps.some((stamp, i) => rows.get(i + 1)?.created_at !== stamp)) {
      const remote = entry.remote === undefined ? undefined : this.thread?.create();
      this.release(entry);
      Object.assign(entry, { hash: createHash('md5'), remote, next: 1, stamps: [] });
    }
    if (inline && inline.n === entry.next && rows.get(inline.n)?.created_at === inline.createdAt) {
      entry.hash = inline.hash;
      entry.stamps.push(inline.createdAt);
      entry.next += 1;
    }
    for (let row = rows.get(entry.next); row; row = rows.get(entry.next)) {
      // dropped or evicted meanwhile: nobody will ask for this hash
      if (entry.broken) return;
      if (entry.remote !== undefined) {
        const where = source.file?.(row.chunk_number);
        if (!where || !this.thread) throw new Error('chunk unreadable');
        const fed = await this.thread.feed(entry.remote, where.path, where.offset, row.size);
        if (fed !== row.size) throw new Error('chunk short');
        entry.stamps.push(row.created_at);
        entry.next += 1;
        continue;
      }
      const stream = await source.read(row.chunk_number, row.size);
      if (!stream) throw new Error('chunk unreadable');
      let read = 0;
      // a half-fed hash is wrong: any failure here breaks the entry (see advance)
      for await (const piece of stream as AsyncIterable<Buffer>) {
        entry.hash.update(piece);
        read += piece.length;
      }
      if (read !== row.size) throw new Error('chunk short');
      entry.stamps.push(row.created_at);
      entry.next += 1;
    }
  }

  /**
   * The MD5 when the hash covers exactly these rows (every chunk, made when it hashed them), after
   * the queued work; undefined otherwise. Forgets the entry either way.
   */
  async digest(key: string, rows: ChunkRow[]): Promise<string | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    await entry.chain;
    this.entries.delete(key);
    const covers =
      !entry.broken &&
      entry.next === rows.length + 1 &&
      rows.every((r, i) => r.chunk_number === i + 1 && entry.stamps[i] === r.created_at);
    if (entry.remote !== undefined && this.thread) {
      const remote = entry.remote;
      entry.remote = undefined;
      if (!covers) {
        this.thread.drop(remote);
        return undefined;
      }
      return (await this.thread.digest(remote).catch(() => null)) ?? undefined;
    }
    return covers ? entry.hash.digest('hex') : undefined;
  }

  /** Forgets an upload (merged, discarded, swept). */
  drop(key: string): void {
    const entry = this.entries.get(key);
    if (entry) this.release(entry);
    this.entries.delete(key);
  }

  /** How many uploads are followed (for tests). */
  get size(): number {
    return this.entries.size;
  }
}
