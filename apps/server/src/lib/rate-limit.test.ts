import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limit';

async function expectLimitOfThree(limiter: RateLimiter): Promise<void> {
  const decisions = [];
  for (let i = 0; i < 4; i++) decisions.push(await limiter.hit('1.2.3.4'));
  expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
  expect(decisions[3]!.retryAfterSeconds).toBeGreaterThan(0);
  expect(decisions[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  expect((await limiter.hit('5.6.7.8')).allowed).toBe(true);
}

describe('memoryRateLimiter', () => {
  it('allows the limit per key per window, then refuses with the seconds left', async () => {
    await expectLimitOfThree(memoryRateLimiter(3));
  });
  it('opens a fresh window once the old one ends', async () => {
    const limiter = memoryRateLimiter(1, 30);
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 40));
    expect((await limiter.hit('k')).allowed).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('redisRateLimiter', () => {
  const redis = process.env.TEST_REDIS_URL ? new Redis(process.env.TEST_REDIS_URL) : undefined;
  const prefix = `tessera-test:${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts attempts in Redis so every instance shares the limit', async () => {
    await expectLimitOfThree(redisRateLimiter(redis!, 3, 60, prefix));
    const otherInstance = redisRateLimiter(redis!, 3, 60, prefix);
    expect((await otherInstance.hit('1.2.3.4')).allowed).toBe(false);
  });
});
