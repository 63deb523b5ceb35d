import { describe, expect, it } from 'vitest';
import { defaultHasher, hashOnMainThread } from './md5-hasher';

const text = 'hello world, this spans several slices';
const md5 = 'f4c67010098854ccef1efd13f9bd7718';

describe('main-thread MD5 fallback', () => {
  it('hashes slice by slice to the MD5 of the whole file, reporting each slice', async () => {
    const seen: number[] = [];
    const hash = await hashOnMainThread(
      new Blob([text]),
      (n) => seen.push(n),
      new AbortController().signal,
      8,
    );
    expect(hash).toBe(md5);
    expect(seen).toEqual([8, 16, 24, 32, text.length]);
  });

  it('is the default where there is no Worker, and stops when aborted', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(
      defaultHasher(new Blob([text]), () => undefined, new AbortController().signal),
    ).resolves.toBe(md5);
    const controller = new AbortController();
    controller.abort();
    await expect(hashOnMainThread(new Blob([text]), () => undefined, controller.signal)).rejects.toThrow(
      'stopped',
    );
  });
});
