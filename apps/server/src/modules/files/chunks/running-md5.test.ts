import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { md5Thread } from './md5-worker';
import { RunningMd5s, type ChunkRow, type ChunkSource } from './running-md5';

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** An upload of `chunks` held in memory, with rows recorded as the test says. */
function upload(chunks: Buffer[]) {
  const rows: ChunkRow[] = [];
  let reads = 0;
  const source: ChunkSource = {
    rows: async () => [...rows].sort((a, b) => a.chunk_number - b.chunk_number),
    read: async (n) => {
      reads += 1;
      return Readable.from([chunks[n - 1]!]);
    },
  };
  const store = (n: number, createdAt = n) =>
    rows.push({ chunk_number: n, size: chunks[n - 1]!.length, created_at: createdAt });
  return { rows, source, store, reads: () => reads };
}

describe('running MD5 of an upload', () => {
  const chunks = [Buffer.from('one-'), Buffer.from('two-'), Buffer.from('three')];
  const whole = md5(Buffer.concat(chunks));

  it('hashes in-order chunks while written and reads back the ones that came early', async () => {
    const running = new RunningMd5s(10);
    const u = upload(chunks);
    u.store(3);
    const hash = running.inlineHash('k', 1)!;
    hash.update(chunks[0]!);
    u.store(1);
    await running.advance('k', u.source, { n: 1, hash, createdAt: 1 });
    u.store(2);
    await running.advance('k', u.source);
    expect(u.reads()).toBe(2);
    expect(await running.digest('k', await u.source.rows())).toBe(whole);
    expect(running.size).toBe(0);
  });

  it('answers nothing when the rows are not the ones it hashed, or it does not cover them all', async () => {
    const running = new RunningMd5s(10);
    const u = upload(chunks);
    running.inlineHash('k', 1);
    for (const n of [1, 2, 3]) u.store(n);
    await running.advance('k', u.source);
    const remade = (await u.source.rows()).map((r) => ({ ...r, created_at: r.created_at + 100 }));
    expect(await running.digest('k', remade)).toBeUndefined();
    expect(running.inlineHash('other', 2)).toBeUndefined();
    expect(await running.digest('other', await u.source.rows())).toBeUndefined();
  });

  it('follows at most its limit of uploads, dropping the least recently used', async () => {
    const running = new RunningMd5s(2);
    for (const key of ['a', 'b', 'c']) running.inlineHash(key, 1);
    expect(running.size).toBe(2);
    expect(running.inlineHash('a', 2)).toBeUndefined();
    expect(running.inlineHash('c', 1)).toBeDefined();
  });

  describe('in the MD5 thread (local disk)', () => {
    /** The chunks laid end to end in one file, as the assembling file holds them. */
    function onDisk(parts: Buffer[]) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-md5-'));
      const file = path.join(dir, 'data');
      writeFileSync(file, Buffer.concat(parts));
      const u = upload(parts);
      const offsets = parts.map((_, i) => parts.slice(0, i).reduce((sum, p) => sum + p.length, 0));
      const source: ChunkSource = { ...u.source, file: (n) => ({ path: file, offset: offsets[n - 1]! }) };
      return { ...u, source, done: () => rmSync(dir, { recursive: true, force: true }) };
    }

    it('hashes chunks in any order of arrival without the event loop reading them', async () => {
      const running = new RunningMd5s(10, md5Thread);
      const u = onDisk(chunks);
      try {
        expect(running.inlineHash('k', 1)).toBeUndefined();
        u.store(3);
        await running.advance('k', u.source);
        u.store(1);
        await running.advance('k', u.source);
        u.store(2);
        await running.advance('k', u.source);
        expect(u.reads()).toBe(0);
        expect(await running.digest('k', await u.source.rows())).toBe(whole);
      } finally {
        u.done();
      }
    });

    it('answers nothing for a chunk that is not on disk, or rows it did not hash', async () => {
      const running = new RunningMd5s(10, md5Thread);
      const u = onDisk(chunks);
      try {
        running.inlineHash('short', 1);
        // a row claiming more bytes than the file holds
        u.rows.push({ chunk_number: 1, size: 4, created_at: 1 }, { chunk_number: 2, size: 4, created_at: 2 });
        u.rows.push({ chunk_number: 3, size: 50, created_at: 3 });
        await running.advance('short', u.source);
        expect(await running.digest('short', await u.source.rows())).toBeUndefined();

        running.inlineHash('k', 1);
        u.rows.splice(0);
        for (const n of [1, 2, 3]) u.store(n);
        await running.advance('k', u.source);
        const remade = (await u.source.rows()).map((r) => ({ ...r, created_at: r.created_at + 100 }));
        expect(await running.digest('k', remade)).toBeUndefined();
      } finally {
        u.done();
      }
    });
  });
});
