import type { Redis } from 'ioredis';

/** Outcome of counting one attempt. */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/** Counts attempts per key in fixed one-minute windows. */
export interface RateLimiter {
  hit(key: string): Promise<RateDecision>;
}

/** In-process fixed-window counter (one instance). */
export function memoryRateLimiter(limit: number, windowMs = 60_000): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        if (windows.size > 50_000) windows.clear();
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) };
    },
  };
}

/** Redis INCR + EXPIRE counter shared by every instance. */
export function redisRateLimiter(
  redis: Redis,
  limit: number,
  windowSeconds = 60,
  prefix = 'tessera:rl:',
): RateLimiter {
  return {
    async hit(key) {
      const name = prefix + key;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(name)
        .expire(name, windowSeconds, 'NX')
        .ttl(name)
        .exec()) as [[Error | null, number], [Error | null, number], [Error | null, number]];
      return { allowed: count <= limit, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
    },
  };
}
