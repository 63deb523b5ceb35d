import { describe, expect, it, vi } from 'vitest';
import { CHUNK_SIZE, chunkCount, chunkRange, shownProgress } from './chunks';
import { UploadEngine, type UploadEngineOptions } from './upload-engine';
import { UploadError } from './upload-error';
import {
  type ChunkPayload,
  type MergeForm,
  type UploadItem,
  type UploadStatus,
  type UploadTransport,
} from './upload-types';

const MERGED = {
  name: 'stored.bin',
  fileSize: 1,
  fileExtension: 'bin',
  fileVersionId: 'v1',
  url: '/f/stored.bin',
};

/** A fake server: remembers chunks per identifier, can fail or hold chunks, records every call. */
function fakeServer() {
  const stored = new Map<string, Set<number>>();
  const complete = new Set<string>();
  const failures = new Map<number, { times: number; error: () => Error }>();
  const sent: ChunkPayload[] = [];
  const checks: string[] = [];
  const merges: MergeForm[] = [];
  let held: ((chunk: ChunkPayload) => boolean) | undefined;
  let inFlight = 0;
  let maxInFlight = 0;
  let mergeAnswer: (form: MergeForm) => Promise<typeof MERGED> = () => Promise.resolve(MERGED);
  const chunksOf = (id: string) => stored.get(id) ?? stored.set(id, new Set()).get(id)!;
  const transport: UploadTransport = {
    check: (query) => {
      checks.push(query.identifier);
      return Promise.resolve({
        uploaded: complete.has(query.identifier),
        merge: false,
        chunkNumbers: [...chunksOf(query.identifier)],
      });
    },
    sendChunk: async (chunk, signal) => {
      sent.push(chunk);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (held?.(chunk)) {
          await new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(new Error('aborted'))),
          );
        }
        const failure = failures.get(chunk.chunkNumber);
        if (failure && failure.times > 0) {
          failure.times -= 1;
          throw failure.error();
        }
        chunksOf(chunk.identifier).add(chunk.chunkNumber);
      } finally {
        inFlight -= 1;
      }
    },
    merge: (form) => {
      merges.push(form);
      return mergeAnswer(form);
    },
  };
  return {
    transport,
    stored: chunksOf,
    complete,
    sent,
    checks,
    merges,
    sentNumbers: () => sent.map((chunk) => chunk.chunkNumber),
    maxInFlight: () => maxInFlight,
    fail: (chunkNumber: number, times: number, error = () => new UploadError('network down', false)) =>
      failures.set(chunkNumber, { times, error }),
    hold: (chunkNumber: number | undefined, filename?: string) =>
      (held =
        chunkNumber === undefined
          ? undefined
          : (chunk) => chunk.chunkNumber === chunkNumber && (!filename || chunk.fileName === filename)),
    answerMerge: (answer: typeof mergeAnswer) => (mergeAnswer = answer),
  };
}

const fakeHasher = (file: Blob) => Promise.resolve(`md5-${(file as File).name}-${file.size}`);

function setup(options: Partial<UploadEngineOptions> = {}) {
  const server = fakeServer();
  const engine = new UploadEngine({
    transport: server.transport,
    hasher: fakeHasher,
    retryDelay: () => 0,
    ...options,
  });
  const item = (id: string) => engine.getSnapshot().find((one) => one.id === id) as UploadItem;
  const until = (id: string, status: UploadStatus) =>
    vi.waitFor(() => expect(item(id).status).toBe(status), { timeout: 3000, interval: 2 });
  return { server, engine, item, until };
}

const fileOf = (size: number, name = 'a.bin') =>
  new File([new Uint8Array(size)], name, { type: 'application/octet-stream' });

describe('chunking math', () => {
  it('counts chunks of at most 5,242,880 bytes, an empty file making one', () => {
    expect(chunkCount(0)).toBe(1);
    expect(chunkCount(1)).toBe(1);
    expect(chunkCount(CHUNK_SIZE)).toBe(1);
    expect(chunkCount(CHUNK_SIZE + 1)).toBe(2);
    expect(chunkCount(CHUNK_SIZE * 3.5)).toBe(4);
    expect(chunkRange(CHUNK_SIZE * 3.5, 4)).toEqual([CHUNK_SIZE * 3, CHUNK_SIZE * 3.5]);
  });

  it.each([
    [0, [0]],
    [1, [1]],
    [CHUNK_SIZE, [CHUNK_SIZE]],
    [CHUNK_SIZE + 1, [CHUNK_SIZE, 1]],
    [CHUNK_SIZE * 3.5, [CHUNK_SIZE, CHUNK_SIZE, CHUNK_SIZE, CHUNK_SIZE / 2]],
  ])('sends a %i-byte file as chunks of %j bytes', async (size, sizes) => {
    const { server, engine, until } = setup();
    const [id] = engine.add([fileOf(size)]);
    await until(id!, 'success');
    const sent = [...server.sent].sort((a, b) => a.chunkNumber - b.chunkNumber);
    expect(sent.map((chunk) => chunk.currentChunkSize)).toEqual(sizes);
    expect(sent.map((chunk) => chunk.data.size)).toEqual(sizes);
    expect(sent.every((chunk) => chunk.totalChunks === sizes.length && chunk.totalSize === size)).toBe(true);
  });
});

describe('upload engine', () => {
  it('goes check, paused while hashing, uploading, success and merges with the finish form', async () => {
    const { server, engine, until } = setup({ type: 'annex' });
    const statuses: string[] = [];
    engine.subscribe(() => {
      const status = engine.getSnapshot()[0]?.status ?? '';
      if (statuses.at(-1) !== status) statuses.push(status);
    });
    const [id] = engine.add([fileOf(10, '报告.PDF')]);
    await until(id!, 'success');
    expect(statuses).toEqual(['check', 'paused', 'uploading', 'success']);
    expect(server.merges).toEqual([
      {
        identifier: 'md5-报告.PDF-10',
        fileName: '报告.PDF',
        fileSize: 10,
        fileType: 'application/octet-stream',
        extension: 'pdf',
        type: 'annex',
      },
    ]);
    expect(engine.getSnapshot()[0]).toMatchObject({
      progress: 100,
      result: MERGED,
      uniqueIdentifier: 'md5-报告.PDF-10',
    });
  });

  it('sends only the chunks the server lacks', async () => {
    const { server, engine, until } = setup();
    const file = fileOf(CHUNK_SIZE * 3.5);
    server.stored(`md5-a.bin-${file.size}`).add(1).add(3);
    const [id] = engine.add([file]);
    await until(id!, 'success');
    expect(server.sentNumbers().sort()).toEqual([2, 4]);
  });

  it('completes a file the server already has without sending a chunk (instant upload)', async () => {
    const { server, engine, until, item } = setup();
    server.complete.add('md5-a.bin-100');
    const [id] = engine.add([fileOf(100)]);
    await until(id!, 'success');
    expect(server.sent).toHaveLength(0);
    expect(item(id!)).toMatchObject({ progress: 100, result: MERGED });
  });

  it('sends at most two chunks at once by default (the server bound per user), one file at a time', async () => {
    const { server, engine, until } = setup();
    const [first, second] = engine.add([
      fileOf(CHUNK_SIZE * 6, 'one.bin'),
      fileOf(CHUNK_SIZE * 2, 'two.bin'),
    ]);
    await until(second!, 'success');
    await until(first!, 'success');
    expect(server.sent).toHaveLength(8);
    expect(server.maxInFlight()).toBe(2);
  });

  it('sends as many chunks at once as configured', async () => {
    const { server, engine, until } = setup({ parallelChunks: 3 });
    const [id] = engine.add([fileOf(CHUNK_SIZE * 6)]);
    await until(id!, 'success');
    expect(server.maxInFlight()).toBe(3);
  });

  it('stops sending on pause and, on resume, sends only what the server still lacks', async () => {
    const { server, engine, until, item } = setup({ parallelChunks: 1 });
    server.hold(2);
    const [id] = engine.add([fileOf(CHUNK_SIZE * 4)]);
    await vi.waitFor(() => expect(server.sentNumbers()).toEqual([1, 2]), { interval: 2 });
    engine.pause(id!);
    expect(item(id!).status).toBe('paused');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.sentNumbers()).toEqual([1, 2]);
    expect(item(id!).uploadedBytes).toBe(CHUNK_SIZE);
    server.hold(undefined);
    engine.resume(id!);
    await until(id!, 'success');
    expect(server.checks).toHaveLength(2);
    expect(server.sentNumbers()).toEqual([1, 2, 2, 3, 4]);
  });

  it('succeeds when a chunk fails four times then goes through', async () => {
    const { server, engine, until } = setup({ parallelChunks: 1 });
    server.fail(1, 4);
    const [id] = engine.add([fileOf(10)]);
    await until(id!, 'success');
    expect(server.sentNumbers()).toEqual([1, 1, 1, 1, 1]);
  });

  it('fails the file when a chunk fails six times (five retries), and a retry then finishes it', async () => {
    const { server, engine, until, item } = setup({ parallelChunks: 1 });
    server.fail(2, 6);
    const [id] = engine.add([fileOf(CHUNK_SIZE * 3)]);
    await until(id!, 'error');
    expect(server.sentNumbers()).toEqual([1, 2, 2, 2, 2, 2, 2]);
    expect(item(id!).error).toBe('network down');
    expect(server.merges).toHaveLength(0);
    engine.retry(id!);
    await until(id!, 'success');
    expect(server.sentNumbers()).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 3]);
  });

  it('does not retry a chunk the server refused, and shows its message', async () => {
    const { server, engine, until, item } = setup();
    server.fail(1, 1, () => new UploadError('超出存储配额', true));
    const [id] = engine.add([fileOf(10)]);
    await until(id!, 'error');
    expect(server.sent).toHaveLength(1);
    expect(item(id!).error).toBe('超出存储配额');
  });

  it('fails with the server message when the merge is refused', async () => {
    const { server, engine, until, item } = setup();
    server.answerMerge(() => Promise.reject({ code: 400, msg: '文件校验失败', data: null }));
    const [id] = engine.add([fileOf(10)]);
    await until(id!, 'error');
    expect(item(id!)).toMatchObject({ error: '文件校验失败', progress: 99 });
  });

  it('never shows 100 % before the merge answered', async () => {
    const { server, engine, until, item } = setup();
    let release: () => void = () => undefined;
    server.answerMerge(() => new Promise((resolve) => (release = () => resolve(MERGED))));
    const seen: number[] = [];
    engine.subscribe(() => {
      const one = engine.getSnapshot()[0];
      if (one && one.status !== 'success') seen.push(one.progress);
    });
    const [id] = engine.add([fileOf(CHUNK_SIZE * 2)]);
    await vi.waitFor(() => expect(server.merges).toHaveLength(1), { interval: 2 });
    expect(item(id!)).toMatchObject({ status: 'uploading', progress: 99, uploadedBytes: CHUNK_SIZE * 2 });
    release();
    await until(id!, 'success');
    expect(Math.max(...seen)).toBe(99);
    expect(seen).toContain(50);
    expect(shownProgress(10, 10, false)).toBe(99);
  });

  it('removes a file that has not succeeded and stops its work, but keeps a successful one', async () => {
    const { server, engine, until } = setup({ parallelChunks: 1, parallelFiles: 2 });
    server.hold(1, 'held.bin');
    const [held, done] = engine.add([fileOf(CHUNK_SIZE * 2, 'held.bin'), fileOf(5, 'done.bin')]);
    await until(done!, 'success');
    await vi.waitFor(() => expect(server.sent.some((c) => c.fileName === 'held.bin')).toBe(true), {
      interval: 2,
    });
    engine.remove(held!);
    engine.remove(done!);
    expect(engine.getSnapshot().map((one) => one.name)).toEqual(['done.bin']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.sent.filter((c) => c.fileName === 'held.bin')).toHaveLength(1);
  });

  it('lets files beyond the parallel limit wait, and pauses and resumes a waiting one', async () => {
    const { server, engine, until, item } = setup({ parallelFiles: 1 });
    server.hold(1);
    const [first, second] = engine.add([fileOf(10, 'one.bin'), fileOf(10, 'two.bin')]);
    await until(second!, 'waiting');
    engine.pause(second!);
    expect(item(second!).status).toBe('paused');
    server.hold(undefined);
    engine.pause(first!);
    engine.resume(first!);
    await until(first!, 'success');
    expect(item(second!).status).toBe('paused');
    engine.resume(second!);
    await until(second!, 'success');
  });

  it('keeps a file paused during hashing paused after its MD5 is known', async () => {
    const server = fakeServer();
    let finish: (hash: string) => void = () => undefined;
    const engine = new UploadEngine({
      transport: server.transport,
      hasher: () => new Promise((resolve) => (finish = resolve)),
    });
    const [id] = engine.add([fileOf(10)]);
    await vi.waitFor(() => expect(engine.getSnapshot()[0]?.isHashing).toBe(true), { interval: 2 });
    engine.pause(id!);
    finish('abc');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(engine.getSnapshot()[0]).toMatchObject({
      status: 'paused',
      isHashing: false,
      uniqueIdentifier: 'abc',
    });
    expect(server.checks).toHaveLength(0);
    engine.resume(id!);
    await vi.waitFor(() => expect(engine.getSnapshot()[0]?.status).toBe('success'), { interval: 2 });
  });
});
