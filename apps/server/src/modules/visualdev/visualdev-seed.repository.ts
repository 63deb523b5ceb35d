import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The statements of the seeded example design. */
export const exampleSeed = {
  /** Users by account (id and organisation). */
  users(db: Kysely<DB>, accounts: string[]) {
    return db
      .selectFrom('base_user')
      .select(['id', 'account', 'organize_id'])
      .where('account', 'in', accounts)
      .execute();
  },
  /** A design by id, deleted or not. */
  design(db: Kysely<DB>, id: string) {
    return db
      .selectFrom('base_visual_dev')
      .select(['id', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  },
  /** How many rows a released table holds, deleted ones included. */
  async rowCount(db: Kysely<DB>, table: string): Promise<number> {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
      db,
    );
    return Number(rows[0]?.n ?? 0);
  },
};
