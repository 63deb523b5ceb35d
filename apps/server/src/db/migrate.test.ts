import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/helpers/dialects';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { userMainRelations } from '../modules/user-admin/migrations/0016-user-main-relations';
import { callAs } from '../../test/helpers/http';

describeEachDialect('migrations', (ctx) => {
  it.runIf(ctx.dialect === 'postgres')(
    "migrate a fresh schema even when another schema already holds Kysely's migration tables",
    async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const [other, fresh] = ['a', 'b'].map((s) => `t_${s}${randomBytes(5).toString('hex')}`);
      const admin = createDatabase({ databaseUrl: url });
      try {
        await sql.raw(`create schema ${other}; create schema ${fresh}`).execute(admin.db);
        const otherDb = createDatabase({ databaseUrl: url, searchPath: other });
        await migrateToLatest(otherDb.db);
        await otherDb.db.destroy();
        const freshDb = createDatabase({ databaseUrl: url, searchPath: fresh });
        await migrateToLatest(freshDb.db);
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from information_schema.tables
          where table_schema = ${fresh} and table_name in ('kysely_migration', 'base_user')`.execute(
          freshDb.db,
        );
        await freshDb.db.destroy();
        expect(rows[0]?.n).toBe(2);
      } finally {
        await sql
          .raw(`drop schema if exists ${other} cascade; drop schema if exists ${fresh} cascade`)
          .execute(admin.db);
        await admin.db.destroy();
      }
    },
  );

  it('0016 makes a main organisation and position that lack a relation into the first relation, once', async () => {
    const place = await ctx.db
      .selectFrom('base_position')
      .select(['id', 'organize_id'])
      .where('en_code', '=', 'accountant')
      .executeTakeFirstOrThrow();
    const id = `m16${randomBytes(6).toString('hex')}`;
    await ctx.db
      .insertInto('base_user')
      .values({
        id,
        account: id,
        real_name: 'Legacy row',
        password_hash: 'x',
        organize_id: place.organize_id,
        position_id: place.id,
        created_at: 1,
      })
      .execute();
    await ctx.db
      .insertInto('base_user_relation')
      .values({
        id: `${id}r`,
        user_id: id,
        object_type: 'Group',
        object_id: 'g',
        sort_code: 0,
        created_at: 1,
      })
      .execute();
    const admin = await ctx.signIn('admin');
    const listed = async () =>
      (
        await callAs<{ list: { id: string }[] }>(ctx.app, admin, {
          url: '/api/permission/Users',
          query: { organizeId: place.organize_id, keyword: id, pageSize: '20' },
        })
      ).data.list.map((u) => u.id);
    // the list filters by relations only, so the hand-written row is missing until the migration
    expect(await listed()).toEqual([]);
    await userMainRelations.up(ctx.db as never);
    await userMainRelations.up(ctx.db as never);
    const relations = await ctx.db
      .selectFrom('base_user_relation')
      .select(['object_type', 'object_id', 'sort_code'])
      .where('user_id', '=', id)
      .orderBy('object_type')
      .execute();
    expect(relations.map((r) => [r.object_type, r.object_id, Number(r.sort_code)])).toEqual([
      ['Group', 'g', 0],
      ['Organize', place.organize_id, -1],
      ['Position', place.id, -1],
    ]);
    expect(await listed()).toEqual([id]);
  });
});
