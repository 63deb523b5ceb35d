import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { FairLimiter } from './sql-runner.limiter';

const busyKey = (promise: Promise<unknown>) =>
  promise.then(
    () => 'granted',
    (error: unknown) => (error instanceof AppError ? error.messageKey : 'other'),
  );

describe('FairLimiter', () => {
  it('holds one user to its own limit while another user still runs', async () => {
    const limiter = new FairLimiter({ total: 3, perUser: 1, queuePerUser: 5, waitMs: 10_000 });
    const a1 = await limiter.acquire('a');
    let a2Granted = false;
    const a2 = limiter.acquire('a').then((release) => {
      a2Granted = true;
      return release;
    });
    const b1 = await limiter.acquire('b');
    expect(limiter.active).toBe(2);
    await new Promise((r) => setTimeout(r, 20));
    expect(a2Granted).toBe(false);
    a1();
    (await a2)();
    b1();
    expect(limiter.active).toBe(0);
  });

  it('refuses as busy beyond the queue, and after the wait', async () => {
    const limiter = new FairLimiter({ total: 2, perUser: 1, queuePerUser: 1, waitMs: 50 });
    const a1 = await limiter.acquire('a');
    const waiting = busyKey(limiter.acquire('a'));
    expect(await busyKey(limiter.acquire('a'))).toBe('diSqlBusy');
    expect(await waiting).toBe('diSqlBusy');
    a1();
    expect(limiter.active).toBe(0);
  });

  it('lets a waiter of another user pass a user that is at its own limit', async () => {
    const limiter = new FairLimiter({ total: 2, perUser: 1, queuePerUser: 5, waitMs: 10_000 });
    const a1 = await limiter.acquire('a');
    const b1 = await limiter.acquire('b');
    const order: string[] = [];
    const a2 = limiter.acquire('a').then((r) => (order.push('a'), r));
    const c1 = limiter.acquire('c').then((r) => (order.push('c'), r));
    b1();
    (await c1)();
    expect(order).toEqual(['c']);
    a1();
    (await a2)();
    expect(order).toEqual(['c', 'a']);
    expect(limiter.active).toBe(0);
  });

  it('releases a slot only once', async () => {
    const limiter = new FairLimiter({ total: 1, perUser: 1, queuePerUser: 1, waitMs: 10_000 });
    const release = await limiter.acquire('a');
    release();
    release();
    expect(limiter.active).toBe(0);
    (await limiter.acquire('a'))();
  });
});
