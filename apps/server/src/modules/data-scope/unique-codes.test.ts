import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { newId } from '../../lib/ids';

describeEachDialect('unique codes of live rows (migration 0007)', (ctx) => {
  const role = (enCode: string) => ({
    id: newId(),
    full_name: enCode,
    en_code: enCode,
    created_at: Date.now(),
  });

  it('refuses a duplicate live code and frees it after a soft delete', async () => {
    const first = role('dupRole');
    await ctx.db.insertInto('base_role').values(first).execute();
    await expect(ctx.db.insertInto('base_role').values(role('dupRole')).execute()).rejects.toThrow();
    await ctx.db
      .updateTable('base_role')
      .set({ deleted_at: Date.now() })
      .where('id', '=', first.id)
      .execute();
    await ctx.db.insertInto('base_role').values(role('dupRole')).execute();
    const live = await ctx.db
      .selectFrom('base_role')
      .select('id')
      .where('en_code', '=', 'dupRole')
      .where('deleted_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('guards organisations, positions, groups, accounts (ignoring case) and menu codes', async () => {
    const rd = await ctx.db
      .selectFrom('base_organize')
      .selectAll()
      .where('en_code', '=', 'rd')
      .executeTakeFirstOrThrow();
    await expect(
      ctx.db
        .insertInto('base_organize')
        .values({ ...rd, id: newId() })
        .execute(),
    ).rejects.toThrow();
    const pos = await ctx.db.selectFrom('base_position').selectAll().limit(1).executeTakeFirstOrThrow();
    await expect(
      ctx.db
        .insertInto('base_position')
        .values({ ...pos, id: newId() })
        .execute(),
    ).rejects.toThrow();
    const group = await ctx.db.selectFrom('base_group').selectAll().limit(1).executeTakeFirstOrThrow();
    await expect(
      ctx.db
        .insertInto('base_group')
        .values({ ...group, id: newId() })
        .execute(),
    ).rejects.toThrow();
    const lisi = await ctx.userRow('lisi');
    await expect(
      ctx.db
        .insertInto('base_user')
        .values({ ...lisi, id: newId(), account: 'LiSi' })
        .execute(),
    ).rejects.toThrow();
    const menu = await ctx.db
      .selectFrom('base_module')
      .selectAll()
      .where('en_code', '=', 'permission.user')
      .executeTakeFirstOrThrow();
    await expect(
      ctx.db
        .insertInto('base_module')
        .values({ ...menu, id: newId() })
        .execute(),
    ).rejects.toThrow();
    await ctx.db
      .insertInto('base_module')
      .values({ ...menu, id: newId(), deleted_at: Date.now() })
      .execute();
  });
});
