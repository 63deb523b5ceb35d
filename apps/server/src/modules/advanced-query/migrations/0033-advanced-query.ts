import type { Kysely, Migration } from 'kysely';
import { ID, liveUnique, withAudit, withId } from '../../../db/table-blocks';

// Stands alone like every migration: no application imports (the frozen column blocks of db/ aside).

/**
 * Saved advanced-query plans, per user and list menu. The partial unique index keeps a name once
 * per user and menu among live plans (and serves the "my plans of this list" lookup).
 */
export const advancedQuery: Migration = {
  async up(db: Kysely<unknown>) {
    await withAudit(
      withId(db.schema.createTable('base_advanced_query'))
        .addColumn('user_id', ID, (c) => c.notNull())
        .addColumn('module_id', ID, (c) => c.notNull())
        .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('match_logic', 'varchar(8)', (c) => c.notNull().defaultTo('and'))
        .addColumn('condition_json', 'text', (c) => c.notNull()),
    ).execute();
    await liveUnique(
      db,
      'base_advanced_query',
      ['user_id', 'module_id', 'full_name'],
      'base_advanced_query_user_module_name',
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_advanced_query').ifExists().execute();
  },
};
