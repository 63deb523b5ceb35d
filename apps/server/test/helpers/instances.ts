import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig, type DialectContext } from './dialects';

/** The Redis the multi-instance tests share, when the run has one (TEST_REDIS_URL or REDIS_URL). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/**
 * Two app instances on the suite's database sharing one Redis under a prefix of their own, built
 * before the suite's tests and closed after them; the array stays empty without Redis (the tests
 * then skip with `it.skipIf(!TEST_REDIS_URL)`).
 */
export function twoInstances(ctx: DialectContext): FastifyInstance[] {
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    if (!TEST_REDIS_URL) return;
    const prefix = `tessera-test-${randomBytes(6).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({
        config: testConfig({ REDIS_URL: TEST_REDIS_URL }),
        database: ctx.database,
        logger: false,
        redisPrefix: prefix,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  return apps;
}
