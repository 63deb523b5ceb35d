import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/helpers/dialects';
import type { DB } from './schema';
import { SEED_PASSWORD_MD5, seedDatabase } from './seed';

const TABLES: (keyof DB)[] = [
  'base_user',
  'base_organize',
  'base_position',
  'base_role',
  'base_group',
  'base_user_relation',
  'base_system',
  'base_module',
  'base_module_button',
  'base_module_column',
  'base_module_form',
  'base_module_scheme',
  'base_authorize',
  'base_sys_config',
  'base_message',
  'base_message_receive',
];

describeEachDialect('seed', (ctx) => {
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  };

  it('changes nothing when run again', async () => {
    const before = await counts();
    const hashes = await ctx.db
      .selectFrom('base_user')
      .select(['account', 'password_hash'])
      .orderBy('account')
      .execute();
    await seedDatabase(ctx.db);
    expect(await counts()).toEqual(before);
    expect(
      await ctx.db.selectFrom('base_user').select(['account', 'password_hash']).orderBy('account').execute(),
    ).toEqual(hashes);
  });

  it('creates the administrator, about twenty people, two systems and the demo menus of every type', async () => {
    const c = await counts();
    expect(c.base_user).toBeGreaterThanOrEqual(20);
    expect(c.base_system).toBe(2);
    expect(c.base_group).toBe(3);
    const admin = await ctx.db
      .selectFrom('base_user')
      .selectAll()
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin.is_administrator).toBe(1);
    const types = await ctx.db.selectFrom('base_module').select('type').distinct().execute();
    expect(types.map((t) => t.type).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('never stores the md5 of a password', async () => {
    const rows = await ctx.db.selectFrom('base_user').select('password_hash').execute();
    for (const { password_hash } of rows) {
      expect(password_hash).toMatch(/^scrypt\$/);
      expect(password_hash).not.toContain(SEED_PASSWORD_MD5);
    }
  });
});
