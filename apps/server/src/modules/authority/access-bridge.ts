import { randomBytes } from 'node:crypto';
import { connectRedis } from '../../lib/redis-client';
import type { AccessService } from '../auth/access.service';

/** Options of {@link bridgeAccessCaches}. */
export interface AccessBridgeOptions {
  url: string;
  /** Key and channel prefix (unique per deployment or test run). */
  prefix: string;
  onError(error: unknown): void;
}

/**
 * With several instances, a permission change made on one must drop the cached menus and grants
 * of all: each local invalidation is published on a Redis channel and every other instance that
 * hears it invalidates its own caches. Answers the function that closes the connections.
 */
export async function bridgeAccessCaches(
  access: AccessService,
  options: AccessBridgeOptions,
): Promise<() => Promise<void>> {
  const instanceId = randomBytes(8).toString('hex');
  const channel = `${options.prefix}access`;
  const pub = await connectRedis(options.url, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  pub.on('error', options.onError);
  sub.on('error', options.onError);
  sub.on('message', (_channel: string, from: string) => {
    if (from !== instanceId) access.invalidate(true);
  });
  await sub.subscribe(channel);
  access.onInvalidate(() => {
    pub.publish(channel, instanceId).catch(options.onError);
  });
  return async () => {
    const quiet = () => undefined;
    await sub.quit().catch(quiet);
    await pub.quit().catch(quiet);
  };
}
