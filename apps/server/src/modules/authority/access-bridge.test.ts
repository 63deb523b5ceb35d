import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { describeEachDialect, testConfig } from '../../../test/helpers/dialects';
import { authorityKit } from './test-helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

// Two instances on one database and one Redis: a grant saved on A reaches B's next request even
// though B had the user's permissions cached.
describeEachDialect('access caches across instances', (ctx) => {
  const kit = authorityKit(ctx);
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  beforeAll(async () => {
    if (!REDIS_URL) return;
    const prefix = `tessera-test-${randomBytes(6).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({
        config: testConfig({ REDIS_URL }),
        database: ctx.database,
        logger: false,
        redisPrefix: prefix,
      });
      await app.ready();
      apps.push(app);
    }
  });

  it.skipIf(!REDIS_URL)('drops the other instance caches after a save', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const admin = await ctx.signIn('admin', undefined, a);
    const zhangsan = await ctx.signIn('zhangsan', undefined, b);
    const id = (await ctx.userRow('zhangsan')).id;
    expect(await kit.menuCodes(b, zhangsan)).not.toContain('permission.role');
    const body = {
      objectType: 'User' as const,
      systemIds: [await kit.idByCode('base_system', 'mainSystem')],
      module: [await kit.idByCode('base_module', 'permission.role')],
    };
    expect((await kit.save(a, admin, id, body)).code).toBe(200);
    await expect
      .poll(() => kit.menuCodes(b, zhangsan), { timeout: 2000, interval: 50 })
      .toContain('permission.role');
    expect((await kit.save(a, admin, id, { objectType: 'User' })).code).toBe(200);
    await expect
      .poll(() => kit.menuCodes(b, zhangsan), { timeout: 2000, interval: 50 })
      .not.toContain('permission.role');
  });
});
