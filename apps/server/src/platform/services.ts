import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config/env';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { noPush } from '../lib/push';
import { memoryRateLimiter, redisRateLimiter } from '../lib/rate-limit';
import { RecordReaders } from '../lib/record-readers';
import { serverModules } from '../modules';
import { JobRegistry } from './jobs';
import type { AnyServerModule, PlatformServices, ServicesOf } from './module';

/** Services of one app instance (their caches live and die with it): the platform's and every module's. */
export type Services = ServicesOf<typeof serverModules>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Services shared by the modules of this app instance. */
    services: Services;
  }
}

/** What the root knows before any module: configuration, database, Redis, logger. */
export interface ServicesInput {
  config: AppConfig;
  db: Kysely<DB>;
  dialect: DialectName;
  redis?: Redis;
  logger: FastifyBaseLogger;
}

/**
 * Builds the platform services, then each module's in list order on one object (so a late-bound
 * entry such as `push` is read live), then registers the modules' record readers, jobs and file readers.
 */
export function createServices({ config, db, dialect, redis, logger }: ServicesInput): Services {
  const limiter = redis
    ? redisRateLimiter(redis, config.LOGIN_RATE_LIMIT)
    : memoryRateLimiter(config.LOGIN_RATE_LIMIT);
  const platform: PlatformServices = {
    ...{
      config,
      db,
      dialect,
      logger,
      limiter,
      push: noPush,
      records: new RecordReaders(),
      jobs: new JobRegistry(),
      fileReaders: new RecordReaders(),
    },
    ...(redis ? { redis } : {}),
  };
  const modules: readonly AnyServerModule[] = serverModules;
  const services = platform as unknown as Services;
  for (const module of modules) Object.assign(services, module.services?.(services as never));
  for (const module of modules)
    for (const [resource, reader] of Object.entries(module.recordReaders?.(services as never) ?? {}))
      services.records.register(resource, reader);
  for (const module of modules)
    for (const job of module.jobs?.(services as never) ?? []) services.jobs.register(job);
  for (const module of modules)
    for (const [kind, reader] of Object.entries(module.fileReaders?.(services as never) ?? {}))
      services.fileReaders.register(kind, reader);
  return services;
}
