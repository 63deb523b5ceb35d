import { describe, expect, it } from 'vitest';
import { BatchWriter } from './batch-writer';

/** A save that records its batches and waits for the test to finish each one. */
function recordingSave() {
  const batches: number[][] = [];
  const finish: ((error?: Error) => void)[] = [];
  const save = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push(items);
      finish.push((error) => (error ? reject(error) : resolve()));
    });
  return { batches, finish, save };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchWriter', () => {
  it('saves what one turn writes in one batch, in order, and what arrives during a save in the next', async () => {
    const { batches, finish, save } = recordingSave();
    const writer = new BatchWriter(save);
    const first = [1, 2, 3].map((n) => writer.write(n));
    await turn();
    expect(batches).toEqual([[1, 2, 3]]);
    const second = [4, 5].map((n) => writer.write(n));
    await turn();
    // one save at a time: 4 and 5 wait for the first batch
    expect(batches).toHaveLength(1);
    finish[0]!();
    await Promise.all(first);
    await turn();
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    finish[1]!();
    await Promise.all(second);
    await writer.idle();
  });

  it('settles an item only with its batch: a failed batch rejects its items and the next batch is saved', async () => {
    const { batches, finish, save } = recordingSave();
    const writer = new BatchWriter(save);
    const settled: string[] = [];
    const track = (n: number) =>
      writer.write(n).then(
        () => settled.push(`${n} stored`),
        (error: Error) => settled.push(`${n} ${error.message}`),
      );
    const failing = [track(1), track(2)];
    await turn();
    const later = track(3);
    await turn();
    expect(settled).toEqual([]);
    finish[0]!(new Error('refused'));
    await Promise.all(failing);
    expect(settled).toEqual(['1 refused', '2 refused']);
    await turn();
    expect(batches[1]).toEqual([3]);
    finish[1]!();
    await later;
    expect(settled).toEqual(['1 refused', '2 refused', '3 stored']);
  });

  it('splits a long queue into batches of at most the limit', async () => {
    const { batches, finish, save } = recordingSave();
    const writer = new BatchWriter(save, 2);
    const all = [1, 2, 3, 4, 5].map((n) => writer.write(n));
    for (let i = 0; i < 3; i += 1) {
      await turn();
      finish[i]!();
    }
    await Promise.all(all);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });
});
