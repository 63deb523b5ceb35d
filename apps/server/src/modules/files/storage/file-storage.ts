import type { Readable } from 'node:stream';

/** What a stored file's metadata answers. */
export interface StoredObject {
  /** Size in bytes. */
  size: number;
}

/** How a presigned download is to be answered (ADR 0022). */
export interface PresignOptions {
  /** Seconds the URL stays valid. */
  expiresIn: number;
  /** `Content-Disposition` the storage answers with (already RFC 5987 encoded by the caller). */
  disposition?: string;
  /** `Content-Type` the storage answers with. */
  contentType?: string;
}

/**
 * One store for the files the server keeps. Keys are made by the server (never a user-supplied
 * path) and checked by `assertStorageKey` on every call; bodies go in and out as streams.
 */
export interface FileStorage {
  /** Stores a body under a key, atomically replacing what was there; answers the bytes written. */
  put(key: string, body: Readable | Buffer): Promise<StoredObject>;
  /** The stored bytes (or the inclusive byte range of them) as a stream; undefined when the key holds nothing. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable | undefined>;
  /** The stored file's size; undefined when the key holds nothing. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** Whether the key holds a file. */
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under a folder prefix (`''`: all), sorted. */
  list(prefix: string): Promise<string[]>;
  /** A URL the storage itself answers the file at, when it can (S3); absent on local disk. */
  presignGet?(key: string, options: PresignOptions): Promise<string>;
  /**
   * Writes a body into one file at a byte offset, making the file (sparse) when missing and
   * keeping the rest of it; refuses (`StorageTooLargeError`) before writing past `maxBytes`.
   * Local disk only: an optional capability callers test for.
   */
  writeAt?(key: string, offset: number, body: Readable | Buffer, maxBytes: number): Promise<WrittenRange>;
  /** Renames a file to another key, no copy; throws when `fromKey` holds nothing. Local disk only. */
  move?(fromKey: string, toKey: string): Promise<void>;
  /**
   * The key's absolute path on this machine, for reads done off the event loop (a worker thread
   * hashing an upload). Local disk only; the key is checked like every key.
   */
  localPath?(key: string): string;
}

/** What a positional write answers. */
export interface WrittenRange {
  /** Bytes written. */
  size: number;
  /** The body's first bytes (at most 4096), for sniffing. */
  head: Buffer;
}

/** A body longer than the write allows; `tooLarge` marks it like the chunk store's own error. */
export class StorageTooLargeError extends Error {
  readonly tooLarge = true;
  constructor() {
    super('too large');
    this.name = 'StorageTooLargeError';
  }
}

/** A key the storage refuses: not one the server could have made. */
export class StorageKeyError extends Error {
  constructor() {
    super('invalid storage key');
    this.name = 'StorageKeyError';
  }
}

const SEGMENT = /^[a-z0-9][a-z0-9_.-]{0,127}$/;
const MAX_KEY_LENGTH = 512;
const MAX_DEPTH = 8;

/** Whether a key has the fixed shape: 1-8 `/`-separated segments of `[a-z0-9_.-]` not starting with a dot. */
export function isStorageKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_DEPTH && segments.every((s) => SEGMENT.test(s));
}

/** Returns the key when it has the fixed shape, else throws `StorageKeyError`. */
export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new StorageKeyError();
  return key;
}

/** A list prefix: empty (everything) or a key-shaped folder. */
export function assertStoragePrefix(prefix: string): string {
  return prefix === '' ? prefix : assertStorageKey(prefix);
}
