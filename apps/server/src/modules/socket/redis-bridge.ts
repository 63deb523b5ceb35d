import { randomBytes } from 'node:crypto';
import { connectRedis } from '../../lib/redis-client';
import type { BusMessage, HubBridge } from './socket-hub';

/** How long an instance's online set lives without renewal (a crashed instance's users age out). */
export const INSTANCE_TTL_SECONDS = 90;

/** Options of {@link createRedisBridge}. */
export interface RedisBridgeOptions {
  url: string;
  /** Key and channel prefix (unique per deployment or test run). */
  prefix: string;
  /** Called with each message another instance published. */
  onMessage(message: BusMessage): void;
  onError(error: unknown): void;
}

/**
 * Redis pub/sub between instances plus shared online state: each instance keeps a set of its online
 * users (with a TTL it renews) and its id in a sorted set scored by its last renewal.
 */
export async function createRedisBridge(options: RedisBridgeOptions): Promise<HubBridge> {
  const { prefix } = options;
  const instanceId = randomBytes(8).toString('hex');
  const channel = `${prefix}socket`;
  const instances = `${prefix}instances`;
  const onlineKey = (id: string) => `${prefix}online:${id}`;
  const pub = await connectRedis(options.url, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  pub.on('error', options.onError);
  sub.on('error', options.onError);
  sub.on('message', (_channel: string, text: string) => {
    try {
      // `message`: one message alone, as instances of the previous release publish (rolling upgrade).
      const parsed = JSON.parse(text) as { from: string; messages?: BusMessage[]; message?: BusMessage };
      const messages = parsed.messages ?? (parsed.message ? [parsed.message] : []);
      if (parsed.from !== instanceId) for (const message of messages) options.onMessage(message);
    } catch (error) {
      options.onError(error);
    }
  });
  // What one event-loop turn publishes (a stored batch of chat messages) travels as one Redis message.
  let outbox: BusMessage[] = [];
  const flush = () => {
    if (!outbox.length) return;
    const messages = outbox;
    outbox = [];
    pub.publish(channel, JSON.stringify({ from: instanceId, messages })).catch(options.onError);
  };
  await sub.subscribe(channel);

  const liveInstances = async () => {
    const since = Date.now() - INSTANCE_TTL_SECONDS * 1000;
    await pub.zremrangebyscore(instances, '-inf', since);
    return pub.zrangebyscore(instances, since, '+inf');
  };
  // Plain commands, no MULTI: a transaction cut by a closing connection rejects out of reach.
  const renew = async () => {
    await Promise.all([
      pub.expire(onlineKey(instanceId), INSTANCE_TTL_SECONDS),
      pub.zadd(instances, Date.now(), instanceId),
    ]);
  };
  await renew();

  return {
    publish(message) {
      outbox.push(message);
      if (outbox.length === 1) setImmediate(flush);
    },
    async markOnline(userId) {
      await pub.sadd(onlineKey(instanceId), userId);
      await renew();
    },
    async markOffline(userId) {
      await pub.srem(onlineKey(instanceId), userId);
    },
    async onlineElsewhere(userId) {
      const others = (await liveInstances()).filter((id) => id !== instanceId);
      if (!others.length) return false;
      const hits = await Promise.all(others.map((id) => pub.sismember(onlineKey(id), userId)));
      return hits.some((hit) => hit === 1);
    },
    async onlineUsers() {
      const live = await liveInstances();
      return live.length ? pub.sunion(...live.map(onlineKey)) : [];
    },
    async refresh(userIds) {
      // Add first, then drop the stale ones, so a user online here never looks offline meanwhile.
      const key = onlineKey(instanceId);
      if (userIds.length) await pub.sadd(key, ...userIds);
      const local = new Set(userIds);
      const stale = (await pub.smembers(key)).filter((id) => !local.has(id));
      if (stale.length) await pub.srem(key, ...stale);
      await renew();
    },
    async close() {
      const quiet = () => undefined;
      flush();
      await Promise.all([pub.del(onlineKey(instanceId)), pub.zrem(instances, instanceId)]).catch(quiet);
      await sub.quit().catch(quiet);
      await pub.quit().catch(quiet);
    },
  };
}
