import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/helpers/dialects';
import { newId } from '../lib/ids';
import { containsInsensitive, isUniqueViolation } from './dialect';

describeEachDialect('dialect helpers', (ctx) => {
  it('matches text ignoring case and treats % and _ literally', async () => {
    const find = (text: string) =>
      ctx.db
        .selectFrom('base_user')
        .select('account')
        .where(containsInsensitive(ctx.dialect, 'email', text))
        .orderBy('account')
        .execute();
    expect((await find('ZHANGSAN@EXAMPLE')).map((r) => r.account)).toEqual(['zhangsan']);
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
  });

  it('recognises a unique-constraint violation on both databases', async () => {
    const row = { id: newId(), key: 'sysName', value: 'x', category: 'SysConfig' };
    const error = await ctx.db
      .insertInto('base_sys_config')
      .values(row)
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });
});
