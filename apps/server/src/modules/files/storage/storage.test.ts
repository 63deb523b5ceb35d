import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import { createStorage, StorageKeyError, type FileStorage } from './storage';

/** A stream of `size` random bytes in 64 KiB pieces, and the SHA-256 of what it sends. */
function randomStream(size: number) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const piece = randomBytes(Math.min(65536, size - sent));
      sent += piece.length;
      hash.update(piece);
      this.push(piece);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

/** Reads a stream to its end, answering its SHA-256 and length without holding the bytes. */
async function digestOf(stream: Readable) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { digest: hash.digest('hex'), size };
}

async function text(storage: FileStorage, key: string) {
  const stream = await storage.get(key);
  if (!stream) return undefined;
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString();
}

/** Six bodies of different lengths and bytes for the race tests. */
const raceBodies = () => Array.from({ length: 6 }, (_, i) => Buffer.alloc(300_000 + i * 1000, 97 + i));
const digests = (bodies: Buffer[]) =>
  new Set(bodies.map((b) => createHash('sha256').update(b).digest('hex')));
/** A body as a stream of two pieces. */
const halves = (body: Buffer) => Readable.from([body.subarray(0, 1000), body.subarray(1000)]);

const HOSTILE_KEYS = [
  '../../x',
  '..\\x',
  '/etc/passwd',
  '%2e%2e%2f',
  'a/%2e%2e/b',
  'a\0b',
  'a/../../b',
  '..',
  '.',
  '',
  'a//b',
  'a/',
  '/a',
  '.hidden',
  'C:\\x',
  'UPPER',
  'a b',
  'x'.repeat(600),
  Array.from({ length: 20 }, () => 'a').join('/'),
];

/** The behaviour every adapter shares. */
function contract(name: string, make: () => FileStorage, bigSize: number) {
  describe(`${name}: the storage contract`, () => {
    let storage: FileStorage;
    beforeAll(() => {
      storage = make();
    });

    it(`round-trips a ${bigSize >> 20} MiB stream byte for byte, streamed both ways`, async () => {
      const source = randomStream(bigSize);
      const written = await storage.put('round/trip.bin', source.stream);
      expect(written.size).toBe(bigSize);
      const stream = await storage.get('round/trip.bin');
      expect(stream).toBeInstanceOf(Readable);
      expect(await digestOf(stream!)).toEqual({ digest: source.digest(), size: bigSize });
      expect(await storage.stat('round/trip.bin')).toEqual({ size: bigSize });
    });

    it('stores a buffer, answers its size and existence, and deletes it', async () => {
      const bytes = randomBytes(1234);
      expect(await storage.put('b/one.bin', bytes)).toEqual({ size: 1234 });
      expect(await storage.exists('b/one.bin')).toBe(true);
      expect(await storage.stat('b/one.bin')).toEqual({ size: 1234 });
      expect((await digestOf((await storage.get('b/one.bin'))!)).digest).toBe(
        createHash('sha256').update(bytes).digest('hex'),
      );
      await storage.delete('b/one.bin');
      expect(await storage.exists('b/one.bin')).toBe(false);
      expect(await storage.get('b/one.bin')).toBeUndefined();
      await storage.delete('b/one.bin');
    });

    it('answers undefined / false for a key that holds nothing', async () => {
      expect(await storage.get('never/stored')).toBeUndefined();
      expect(await storage.stat('never/stored')).toBeUndefined();
      expect(await storage.exists('never/stored')).toBe(false);
      await expect(storage.delete('never/stored')).resolves.toBeUndefined();
    });

    it('stores an empty file', async () => {
      expect(await storage.put('empty', Buffer.alloc(0))).toEqual({ size: 0 });
      expect(await storage.stat('empty')).toEqual({ size: 0 });
      expect(await text(storage, 'empty')).toBe('');
    });

    it.each(HOSTILE_KEYS.map((k) => [JSON.stringify(k).slice(0, 40), k]))(
      'refuses the hostile key %s on every call',
      async (_label, key) => {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
          StorageKeyError,
        );
        await expect(storage.get(key)).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage.stat(key)).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage.exists(key)).rejects.toBeInstanceOf(StorageKeyError);
        await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageKeyError);
        if (key !== '') await expect(storage.list(key)).rejects.toBeInstanceOf(StorageKeyError);
      },
    );

    it('replaces a file: the last put wins', async () => {
      await storage.put('same', Buffer.from('first'));
      await storage.put('same', Readable.from([Buffer.from('second, longer')]));
      expect(await text(storage, 'same')).toBe('second, longer');
      expect(await storage.stat('same')).toEqual({ size: 14 });
    });

    it('keeps the old file when a streamed put fails half-way', async () => {
      await storage.put('keep/me', Buffer.from('old'));
      let sent = 0;
      const failing = new Readable({
        read() {
          sent += 1;
          if (sent > 3) this.destroy(new Error('client went away'));
          else this.push(Buffer.alloc(65536, 1));
        },
      });
      await expect(storage.put('keep/me', failing)).rejects.toThrow();
      expect(await text(storage, 'keep/me')).toBe('old');
      expect(await storage.list('keep')).toEqual(['keep/me']);
    });

    it('lists the keys under a folder prefix, sorted', async () => {
      for (const key of ['l/b/2', 'l/a', 'l/b/1', 'lx/other']) await storage.put(key, Buffer.from(key));
      expect(await storage.list('l')).toEqual(['l/a', 'l/b/1', 'l/b/2']);
      expect(await storage.list('l/b')).toEqual(['l/b/1', 'l/b/2']);
      expect(await storage.list('nothing/here')).toEqual([]);
      expect(await storage.list('')).toEqual(expect.arrayContaining(['l/a', 'l/b/1', 'l/b/2', 'lx/other']));
    });
  });
}

describe('local disk', () => {
  let dataDir: string;
  let outside: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-storage-'));
    outside = await mkdtemp(path.join(os.tmpdir(), 'tessera-outside-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  contract('local', () => new LocalStorage(dataDir), 24 * 1024 * 1024);

  // Local only: s3rver writes an object in place, so racing puts tear its file; S3 itself makes an
  // object visible only once complete (PutObject, CompleteMultipartUpload).
  it('ends concurrent puts of one key with one whole body, no temporary key left', async () => {
    const bodies = raceBodies();
    const storage = new LocalStorage(dataDir);
    await Promise.all(bodies.map((body, i) => storage.put('race', i % 2 ? body : halves(body))));
    expect(digests(bodies).has((await digestOf((await storage.get('race'))!)).digest)).toBe(true);
    expect((await storage.list('')).filter((k) => k.startsWith('race'))).toEqual(['race']);
  });

  it('never shows a reader a torn file while puts of one key race each other', async () => {
    const storage = new LocalStorage(dataDir);
    const bodies = raceBodies();
    await storage.put('torn', bodies[0]!);
    const reads: Promise<string>[] = [];
    const writes = bodies.map(async (body, i) => {
      reads.push(digestOf((await storage.get('torn'))!).then((r) => r.digest));
      await storage.put('torn', i % 2 ? body : halves(body));
      reads.push(digestOf((await storage.get('torn'))!).then((r) => r.digest));
    });
    await Promise.all(writes);
    const whole = digests(bodies);
    for (const digest of await Promise.all(reads)) expect(whole.has(digest)).toBe(true);
  });

  it('keeps files under DATA_DIR/storage and leaves no temporary file behind', async () => {
    const storage = new LocalStorage(dataDir);
    await storage.put('kept/here.txt', Readable.from([Buffer.from('hello')]));
    expect(existsSync(path.join(dataDir, 'storage', 'kept', 'here.txt'))).toBe(true);
    expect(await readdir(path.join(dataDir, 'storage', 'kept'))).toEqual(['here.txt']);
  });

  it('refuses to follow a symlink out of the root, for folders and for files', async () => {
    const storage = new LocalStorage(dataDir);
    await writeFile(path.join(outside, 'secret'), 'outside');
    await mkdir(storage.root, { recursive: true });
    await symlink(outside, path.join(storage.root, 'escape'));
    await symlink(path.join(outside, 'secret'), path.join(storage.root, 'link'));

    await expect(storage.put('escape/new', Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.put('escape/deeper/new', Buffer.from('x'))).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.get('escape/secret')).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.delete('escape/secret')).rejects.toBeInstanceOf(StorageKeyError);
    expect(await storage.get('link')).toBeUndefined();
    expect(await storage.stat('link')).toBeUndefined();
    expect(await storage.list('')).not.toContain('link');
    expect((await storage.list('')).some((k) => k.startsWith('escape'))).toBe(false);
    expect((await readdir(outside)).sort()).toEqual(['secret']);
  });

  it('streams a 256 MiB file in and out with flat memory', async () => {
    const storage = new LocalStorage(dataDir);
    const size = 256 * 1024 * 1024;
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    try {
      const source = randomStream(size);
      await storage.put('big/file.bin', source.stream);
      expect(await digestOf((await storage.get('big/file.bin'))!)).toEqual({ digest: source.digest(), size });
    } finally {
      clearInterval(sampler);
      await storage.delete('big/file.bin');
    }
    // a buffering adapter would grow by the file's size at least
    expect(peak - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('writes bodies at offsets into one sparse file and refuses more than allowed', async () => {
    const storage = new LocalStorage(dataDir);
    const head = Buffer.alloc(5000, 7);
    expect(await storage.writeAt('at/one', 100, Readable.from([Buffer.from('tail')]), 10)).toEqual({
      size: 4,
      head: Buffer.from('tail'),
    });
    await expect(storage.writeAt('at/one', 0, Readable.from([head]), 100)).rejects.toMatchObject({
      tooLarge: true,
    });
    const ok = await storage.writeAt(
      'at/one',
      0,
      Readable.from([Buffer.alloc(60, 1), Buffer.alloc(40, 2)]),
      100,
    );
    expect(ok.size).toBe(100);
    expect(ok.head).toEqual(Buffer.concat([Buffer.alloc(60, 1), Buffer.alloc(40, 2)]));
    // a body longer than allowed stops before its first byte past the limit
    await expect(
      storage.writeAt('at/one', 0, Readable.from([Buffer.alloc(80, 3), Buffer.alloc(80, 3)]), 100),
    ).rejects.toMatchObject({ tooLarge: true });
    const parts: Buffer[] = [];
    for await (const piece of (await storage.get('at/one'))!) parts.push(piece as Buffer);
    const bytes = Buffer.concat(parts);
    // the refused body may have written inside its limit, never past it
    expect(bytes.length).toBe(104);
    expect(bytes.subarray(80, 100)).toEqual(Buffer.alloc(20, 2));
    expect(bytes.subarray(100).toString()).toBe('tail');
    const big = await storage.writeAt('at/big', 0, Readable.from([head]), 5000);
    expect(big.head).toEqual(head.subarray(0, 4096));
  });

  it('moves a file to another key without a copy, and refuses what is not a plain file', async () => {
    const storage = new LocalStorage(dataDir);
    await storage.put('mv/from', Buffer.from('moved'));
    await storage.move('mv/from', 'mv/sub/to');
    expect(await storage.exists('mv/from')).toBe(false);
    expect(await text(storage, 'mv/sub/to')).toBe('moved');
    await expect(storage.move('mv/missing', 'mv/x')).rejects.toThrow();
    await symlink(path.join(outside, 'secret'), path.join(storage.root, 'mv', 'link'));
    await expect(storage.move('mv/link', 'mv/y')).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.move('mv', 'mv2')).rejects.toBeInstanceOf(StorageKeyError);
  });

  it.each(HOSTILE_KEYS.map((k) => [JSON.stringify(k).slice(0, 40), k]))(
    'refuses the hostile key %s for writeAt and move',
    async (_label, key) => {
      const storage = new LocalStorage(dataDir);
      await storage.put('hostile/ok', Buffer.from('x'));
      await expect(storage.writeAt(key, 0, Buffer.from('x'), 10)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.move(key, 'hostile/ok2')).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.move('hostile/ok', key)).rejects.toBeInstanceOf(StorageKeyError);
      expect(await storage.exists('hostile/ok')).toBe(true);
    },
  );

  it('refuses a write through a symlinked folder or file, and a negative offset', async () => {
    const storage = new LocalStorage(dataDir);
    await mkdir(storage.root, { recursive: true });
    await symlink(outside, path.join(storage.root, 'wa-escape')).catch(() => undefined);
    await symlink(path.join(outside, 'secret'), path.join(storage.root, 'wa-link')).catch(() => undefined);
    await expect(storage.writeAt('wa-escape/x', 0, Buffer.from('x'), 10)).rejects.toBeInstanceOf(
      StorageKeyError,
    );
    await expect(storage.writeAt('wa-link', 0, Buffer.from('x'), 10)).rejects.toThrow();
    await expect(storage.writeAt('wa/ok', -1, Buffer.from('x'), 10)).rejects.toThrow(RangeError);
    expect((await readdir(outside)).sort()).toEqual(['secret']);
  });

  it('is what createStorage builds by default', () => {
    const storage = createStorage({ ...loadConfig({}), DATA_DIR: dataDir });
    expect(storage).toBeInstanceOf(LocalStorage);
    expect((storage as LocalStorage).root).toBe(path.join(dataDir, 'storage'));
  });
});

describe('S3 settings', () => {
  it('requires a bucket with FILE_STORAGE=s3 and both halves of the key pair', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/S3_SECRET_ACCESS_KEY: .*go together/);
    expect(() => loadConfig({ FILE_STORAGE: 'disk' })).toThrow(/FILE_STORAGE/);
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('never echoes the secret in a configuration error', () => {
    const secret = 'wJalrXUtnFEMI-very-secret';
    let message = '';
    try {
      loadConfig({ FILE_STORAGE: 's3', S3_SECRET_ACCESS_KEY: secret, S3_ENDPOINT: `ftp://${secret}` });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/S3_BUCKET/);
    expect(message).not.toContain(secret);
  });

  it('builds the S3 adapter from the settings', () => {
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'tessera',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_FORCE_PATH_STYLE: 'on',
    });
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(createStorage(config)).toBeInstanceOf(S3Storage);
  });
});

describe('S3 against a real S3-protocol server (s3rver on loopback)', () => {
  let server: S3rver;
  let directory: string;
  let endpoint = '';
  const adapters: S3Storage[] = [];
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'tessera-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'tessera' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const adapter of adapters) adapter.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  const make = () => {
    const adapter = createStorage({
      ...loadConfig({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'tessera',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    }) as S3Storage;
    adapters.push(adapter);
    return adapter;
  };
  // 20 MiB: a multipart upload of three parts
  contract('s3', make, 20 * 1024 * 1024);

  it('has no positional write or move (chunked uploads join by a copy there)', () => {
    const storage: FileStorage = make();
    expect(storage.writeAt).toBeUndefined();
    expect(storage.move).toBeUndefined();
  });

  it('answers a presigned URL that serves the file with the asked disposition and type', async () => {
    const storage = make();
    await storage.put('signed/report.pdf', Buffer.from('%PDF-1.7 test'));
    const disposition = `attachment; filename*=UTF-8''${encodeURIComponent('报告.pdf')}`;
    const url = await storage.presignGet('signed/report.pdf', {
      expiresIn: 300,
      disposition,
      contentType: 'application/pdf',
    });
    expect(url).toContain('X-Amz-Expires=300');
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(disposition);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(await answer.text()).toBe('%PDF-1.7 test');
  });
});
