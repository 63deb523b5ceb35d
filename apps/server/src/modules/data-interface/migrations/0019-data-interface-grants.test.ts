import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../../test/helpers/dialects';
import { dataInterfaceGrants } from './0019-data-interface-grants';

const OLD_SQL = `select id, account, real_name as "realName", real_name as "fullName", mobile_phone as "mobilePhone"
from base_user
where deleted_at is null and enabled_mark = 1
order by account`;

describeEachDialect('migration 0019 on a database seeded before it', (ctx) => {
  it('adds the form demo usages, the demo print resource, and drops mobile numbers from the user list', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    // back to the state before 0019, with the seeded user list as it was then
    await dataInterfaceGrants.down?.(db);
    await ctx.db
      .updateTable('base_data_interface')
      .set({ data_config_json: JSON.stringify({ staticData: '', sqlData: { sql: OLD_SQL } }) })
      .where('en_code', '=', 'demo_users_sql')
      .execute();
    await dataInterfaceGrants.up(db);

    const users = await ctx.db
      .selectFrom('base_data_interface')
      .select('data_config_json')
      .where('en_code', '=', 'demo_users_sql')
      .executeTakeFirstOrThrow();
    const sqlText = (JSON.parse(users.data_config_json) as { sqlData: { sql: string } }).sqlData.sql;
    expect(sqlText).not.toContain('mobile_phone');
    expect(sqlText).toContain('real_name as "fullName"\nfrom base_user');
    const print = await ctx.db
      .selectFrom('base_print_dev')
      .select('resource_code')
      .where('en_code', '=', 'demo_user_card')
      .executeTakeFirstOrThrow();
    expect(print.resource_code).toBe('permission.user');
    const usages = await ctx.db
      .selectFrom('base_data_interface_grant as g')
      .innerJoin('base_data_interface as i', 'i.id', 'g.interface_id')
      .innerJoin('base_module as m', 'm.id', 'g.object_id')
      .select(['i.en_code', 'm.en_code as menu'])
      .where('g.object_type', '=', 'Module')
      .orderBy('i.en_code')
      .execute();
    expect(usages).toEqual([
      { en_code: 'demo_static_options', menu: 'extend.formDemo' },
      { en_code: 'demo_users_by_org', menu: 'extend.formDemo' },
      { en_code: 'demo_users_sql', menu: 'extend.formDemo' },
    ]);
  });
});
