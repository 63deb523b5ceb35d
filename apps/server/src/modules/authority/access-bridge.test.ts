import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { TEST_REDIS_URL, twoInstances } from '../../../test/helpers/instances';
import { authorityKit } from './test-helpers';

// Two instances on one database and one Redis: a grant saved on A reaches B's next request even
// though B had the user's permissions cached.
describeEachDialect('access caches across instances', (ctx) => {
  const kit = authorityKit(ctx);
  const apps = twoInstances(ctx);

  it.skipIf(!TEST_REDIS_URL)('drops the other instance caches after a save', async () => {
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
