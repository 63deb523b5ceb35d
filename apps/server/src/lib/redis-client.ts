import type { Redis, RedisOptions } from 'ioredis';

/**
 * A Redis client. ioredis is loaded at the first call, that is only when a deployment configures
 * Redis (REDIS_URL): about 20 MB that an embedded single-instance install never needs to hold.
 */
export async function connectRedis(url: string, options: RedisOptions): Promise<Redis> {
  const { Redis: Client } = await import('ioredis');
  return new Client(url, options);
}
