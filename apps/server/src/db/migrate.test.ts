import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/helpers/dialects';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

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
});
