import { randomBytes } from 'node:crypto';
import { connectRedis } from '../../lib/redis-client';
import type { SystemConfigService } from './sys-config.service';

/**
 * With several instances, a settings change made on one must reach the others before their 5 s
 * cache runs out: each local invalidation is published on a Redis channel and every other
 * instance that hears it drops its cache. Answers the function that closes the connections.
 */
export async function bridgeSysConfigCache(
  sysConfig: SystemConfigService,
  options: { url: string; prefix: string; onError(error: unknown): void },
): Promise<() => Promise<void>> {
  const instanceId = randomBytes(8).toString('hex');
  const channel = `${options.prefix}sysconfig`;
  const pub = await connectRedis(options.url, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  pub.on('error', options.onError);
  sub.on('error', options.onError);
  sub.on('message', (_channel: string, from: string) => {
    if (from !== instanceId) sysConfig.invalidate(true);
  });
  await sub.subscribe(channel);
  sysConfig.onInvalidate(() => {
    pub.publish(channel, instanceId).catch(options.onError);
  });
  return async () => {
    const quiet = () => undefined;
    await sub.quit().catch(quiet);
    await pub.quit().catch(quiet);
  };
}
