import { t } from '@/lib/i18n';
import { CHUNK_SIZE, MAX_CHUNK_RETRIES, chunkCount, chunkRange, extensionOf, shownProgress } from './chunks';
import { defaultHasher } from './md5-hasher';
import { toUploadError } from './upload-error';
import {
  isSingleRequest,
  type AnyUploadTransport,
  type ChunkQuery,
  type SingleRequestTransport,
  type UploadHasher,
  type UploadItem,
  type UploadTransport,
} from './upload-types';

/** Settings of an upload queue; all but the transport have defaults. */
export interface UploadEngineOptions {
  /**
   * The server calls: chunked (`fetchTransport` in the app) or one request per file to a module's
   * endpoint (`singleRequestTransport`, no MD5; pause aborts the request, resume sends it again).
   */
  transport: AnyUploadTransport;
  hasher?: UploadHasher;
  /** Chunks of one file in flight at once. */
  parallelChunks?: number;
  /** Files uploading at once; the others wait. */
  parallelFiles?: number;
  chunkSize?: number;
  /** Retries of one chunk before the file fails. */
  maxRetries?: number;
  /** Milliseconds to wait before retry number `attempt` (1-based). */
  retryDelay?: (attempt: number) => number;
  /** What the files are for, sent with the merge (spec 02 §3 `type`). */
  type?: string;
  /** Called once per file when the server answered its merge. */
  onFileSuccess?: (item: UploadItem) => void;
}

interface Entry {
  item: UploadItem;
  file: File;
  type: string;
  confirmed: Set<number>;
  controller?: AbortController;
  /** Bumped whenever the current work is dropped: late answers of an older run are ignored. */
  run: number;
  isUserPaused: boolean;
}

const PAUSABLE = new Set(['waiting', 'uploading', 'paused']);

/** Backoff: 0.5 s, 1 s, 2 s, 4 s, then 8 s. */
export const defaultRetryDelay = (attempt: number) => Math.min(8000, 500 * 2 ** (attempt - 1));

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

let sequence = 0;

/**
 * The chunked upload queue (spec 02 §4): each file is hashed (MD5), the server says which chunks it
 * holds, the missing ones go up a few at a time with retries, then the server merges them.
 * Framework-free: `subscribe` + `getSnapshot` feed React's useSyncExternalStore.
 */
export class UploadEngine {
  private entries: Entry[] = [];
  private snapshot: readonly UploadItem[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly transport: AnyUploadTransport;
  private readonly hasher: UploadHasher;
  private readonly settings: Required<Omit<UploadEngineOptions, 'transport' | 'hasher' | 'onFileSuccess'>>;

  constructor(private readonly options: UploadEngineOptions) {
    this.transport = options.transport;
    this.hasher = options.hasher ?? defaultHasher;
    this.settings = {
      // The server stores at most two chunks per user at once (a third is refused as too many).
      parallelChunks: options.parallelChunks ?? 2,
      parallelFiles: options.parallelFiles ?? 1,
      chunkSize: options.chunkSize ?? CHUNK_SIZE,
      maxRetries: options.maxRetries ?? MAX_CHUNK_RETRIES,
      retryDelay: options.retryDelay ?? defaultRetryDelay,
      type: options.type ?? 'annex',
    };
  }

  /** Registers a change listener; answers the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The queue, a new array after every change. */
  getSnapshot = (): readonly UploadItem[] => this.snapshot;

  /** Queues files (status check) and starts hashing them; answers their ids. */
  add(files: Iterable<File>, options: { type?: string } = {}): string[] {
    const added = [...files].map((file) => this.createEntry(file, options.type ?? this.settings.type));
    this.entries.push(...added);
    this.emit();
    for (const entry of added) this.start(entry);
    return added.map((entry) => entry.item.id);
  }

  /** Pauses a waiting, uploading or paused file; chunk requests in flight are aborted. */
  pause(id: string): void {
    const entry = this.find(id);
    if (!entry || !PAUSABLE.has(entry.item.status)) return;
    entry.isUserPaused = true;
    if (!entry.item.isHashing) this.drop(entry);
    this.update(entry, { status: 'paused' });
    this.pump();
  }

  /** Resumes a paused file: it asks the server again and sends only what is missing. */
  resume(id: string): void {
    const entry = this.find(id);
    if (!entry || entry.item.status !== 'paused') return;
    entry.isUserPaused = false;
    if (entry.item.isHashing) return this.emit();
    this.enqueue(entry);
  }

  /** Starts a failed file again (hashing again when its MD5 is not known). */
  retry(id: string): void {
    const entry = this.find(id);
    if (!entry || entry.item.status !== 'error') return;
    entry.isUserPaused = false;
    if (entry.item.uniqueIdentifier || isSingleRequest(this.transport)) this.enqueue(entry);
    else void this.hash(entry);
  }

  /** Removes a file that has not succeeded, stopping its work. */
  remove(id: string): void {
    const entry = this.find(id);
    if (!entry || entry.item.status === 'success') return;
    this.drop(entry);
    this.entries = this.entries.filter((other) => other !== entry);
    this.emit();
    this.pump();
  }

  /** Drops a file that has succeeded from the queue (its owner has taken the result). */
  dismiss(id: string): void {
    const entry = this.find(id);
    if (!entry || entry.item.status !== 'success') return;
    this.entries = this.entries.filter((other) => other !== entry);
    this.emit();
  }

  /** Stops every file's work (the queue's owner goes away). */
  dispose(): void {
    for (const entry of this.entries) this.drop(entry);
  }

  private createEntry(file: File, type: string): Entry {
    const item: UploadItem = {
      id: `upload-${++sequence}`,
      name: file.name,
      type: file.type,
      extension: extensionOf(file.name),
      size: file.size,
      status: 'check',
      isHashing: false,
      uploadedBytes: 0,
      progress: 0,
    };
    return { item, file, type, confirmed: new Set(), run: 0, isUserPaused: false };
  }

  /** A new file: hashed first for a chunked upload, queued at once for a single request. */
  private start(entry: Entry): void {
    if (isSingleRequest(this.transport)) this.enqueue(entry);
    else void this.hash(entry);
  }

  private async hash(entry: Entry): Promise<void> {
    const { run, signal } = this.begin(entry);
    this.update(entry, { status: 'check', error: undefined });
    await Promise.resolve();
    if (this.isStale(entry, run)) return;
    this.update(entry, { status: 'paused', isHashing: true });
    try {
      const identifier = await this.hasher(entry.file, () => undefined, signal);
      if (this.isStale(entry, run)) return;
      this.update(entry, { uniqueIdentifier: identifier, isHashing: false });
      if (entry.isUserPaused) return;
      this.enqueue(entry);
    } catch {
      if (this.isStale(entry, run)) return;
      this.update(entry, { status: 'error', isHashing: false, error: t('upload.hashFailed') });
    }
  }

  /** Uploads the file now when a slot is free, else it waits its turn. */
  private enqueue(entry: Entry): void {
    if (this.activeCount() < this.settings.parallelFiles) void this.upload(entry);
    else this.update(entry, { status: 'waiting', error: undefined });
  }

  private activeCount(): number {
    return this.entries.filter((entry) => entry.item.status === 'uploading').length;
  }

  /** Starts waiting files while fewer than `parallelFiles` upload. */
  private pump(): void {
    for (const entry of this.entries) {
      if (this.activeCount() >= this.settings.parallelFiles) return;
      if (entry.item.status === 'waiting') void this.upload(entry);
    }
  }

  private upload(entry: Entry): Promise<void> {
    const transport = this.transport;
    return isSingleRequest(transport) ? this.sendWhole(entry, transport) : this.sendChunked(entry, transport);
  }

  /** One request with the whole file; progress from the bytes sent, at most 99 % until answered. */
  private async sendWhole(entry: Entry, transport: SingleRequestTransport): Promise<void> {
    const { run, signal } = this.begin(entry);
    this.update(entry, { status: 'uploading', error: undefined, uploadedBytes: 0 });
    const onProgress = (sent: number) => {
      if (this.isStale(entry, run)) return;
      this.update(entry, { uploadedBytes: Math.max(0, Math.min(entry.item.size, sent)) });
    };
    try {
      const result = await transport.send(entry.file, onProgress, signal);
      if (this.isStale(entry, run)) return;
      this.update(entry, { status: 'success', uploadedBytes: entry.item.size, result });
      this.options.onFileSuccess?.(entry.item);
    } catch (error) {
      if (this.isStale(entry, run) || signal.aborted) return;
      this.drop(entry);
      this.update(entry, { status: 'error', error: toUploadError(error).message });
    }
    this.pump();
  }

  private async sendChunked(entry: Entry, transport: UploadTransport): Promise<void> {
    const { run, signal } = this.begin(entry);
    this.update(entry, { status: 'uploading', error: undefined });
    const query = this.queryOf(entry);
    try {
      const answer = await transport.check(query, signal);
      if (this.isStale(entry, run)) return;
      const isComplete = answer.uploaded || answer.merge;
      const known = answer.chunkNumbers.filter(
        (n) => Number.isInteger(n) && n >= 1 && n <= query.totalChunks,
      );
      entry.confirmed = isComplete ? new Set(this.allChunks(query)) : new Set(known);
      this.refreshBytes(entry);
      if (!isComplete) await this.sendMissing(entry, transport, query, run, signal);
      if (this.isStale(entry, run)) return;
      const result = await transport.merge(
        {
          identifier: query.identifier,
          fileName: entry.item.name,
          fileSize: entry.item.size,
          fileType: entry.item.type,
          extension: entry.item.extension,
          type: entry.type,
        },
        signal,
      );
      if (this.isStale(entry, run)) return;
      this.update(entry, { status: 'success', result });
      this.options.onFileSuccess?.(entry.item);
    } catch (error) {
      if (this.isStale(entry, run) || signal.aborted) return;
      this.drop(entry);
      this.update(entry, { status: 'error', error: toUploadError(error).message });
    }
    this.pump();
  }

  /** Sends the chunks the server lacks, `parallelChunks` lanes pulling from one list. */
  private async sendMissing(
    entry: Entry,
    transport: UploadTransport,
    query: ChunkQuery,
    run: number,
    signal: AbortSignal,
  ): Promise<void> {
    const pending = this.allChunks(query).filter((n) => !entry.confirmed.has(n));
    const lane = async () => {
      for (let n = pending.shift(); n !== undefined; n = pending.shift()) {
        await this.sendChunk(entry, transport, query, n, signal);
        if (this.isStale(entry, run)) return;
        entry.confirmed.add(n);
        this.refreshBytes(entry);
      }
    };
    const lanes = Math.min(this.settings.parallelChunks, pending.length);
    await Promise.all(Array.from({ length: lanes }, lane));
  }

  private async sendChunk(
    entry: Entry,
    transport: UploadTransport,
    query: ChunkQuery,
    chunkNumber: number,
    signal: AbortSignal,
  ) {
    const [start, end] = chunkRange(query.totalSize, chunkNumber, this.settings.chunkSize);
    const chunk = {
      ...query,
      chunkNumber,
      currentChunkSize: end - start,
      data: entry.file.slice(start, end),
    };
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await transport.sendChunk(chunk, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        const failure = toUploadError(error);
        if (failure.isPermanent || attempt >= this.settings.maxRetries) throw failure;
      }
      await wait(this.settings.retryDelay(attempt + 1), signal);
    }
  }

  private queryOf(entry: Entry): ChunkQuery {
    const { size, name, type, extension, uniqueIdentifier } = entry.item;
    return {
      identifier: uniqueIdentifier ?? '',
      fileName: name,
      totalSize: size,
      totalChunks: chunkCount(size, this.settings.chunkSize),
      fileType: type,
      extension,
    };
  }

  private allChunks(query: ChunkQuery): number[] {
    return Array.from({ length: query.totalChunks }, (_, i) => i + 1);
  }

  private refreshBytes(entry: Entry): void {
    const { size } = entry.item;
    let bytes = 0;
    for (const n of entry.confirmed) {
      const [start, end] = chunkRange(size, n, this.settings.chunkSize);
      bytes += end - start;
    }
    this.update(entry, { uploadedBytes: bytes });
  }

  /** Starts a new run of work on the entry, dropping the previous one. */
  private begin(entry: Entry): { run: number; signal: AbortSignal } {
    this.drop(entry);
    entry.controller = new AbortController();
    return { run: entry.run, signal: entry.controller.signal };
  }

  /** Aborts the entry's requests; answers of that run are ignored from now on. */
  private drop(entry: Entry): void {
    entry.controller?.abort();
    entry.controller = undefined;
    entry.run += 1;
  }

  private isStale(entry: Entry, run: number): boolean {
    return entry.run !== run || !this.entries.includes(entry);
  }

  private find(id: string): Entry | undefined {
    return this.entries.find((entry) => entry.item.id === id);
  }

  private update(entry: Entry, patch: Partial<UploadItem>): void {
    const next = { ...entry.item, ...patch };
    next.progress = shownProgress(next.uploadedBytes, next.size, next.status === 'success');
    entry.item = next;
    this.emit();
  }

  private emit(): void {
    this.snapshot = this.entries.map((entry) => entry.item);
    for (const listener of this.listeners) listener();
  }
}
