import type { Kysely, Migration } from 'kysely';
import { ID, liveUnique, plainIndex, withId, withState } from '../../../db/table-blocks';

// Migrations stand alone: no application imports (the frozen column blocks of db/ aside).

/**
 * Administrative divisions (reference §7 base_province): one tree of provinces (type 1), cities (2),
 * districts (3) and streets (4) under the root "-1". The official division code is unique among
 * live rows; children are always read by parent, so the parent gets an index.
 */
export const area: Migration = {
  async up(db: Kysely<unknown>) {
    await withState(
      withId(db.schema.createTable('base_province'))
        .addColumn('parent_id', ID, (c) => c.notNull().defaultTo('-1'))
        .addColumn('en_code', 'varchar(20)', (c) => c.notNull())
        .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('quick_query', 'varchar(50)')
        .addColumn('type', 'integer', (c) => c.notNull()),
    ).execute();
    await plainIndex(db, 'base_province_parent', 'base_province', ['parent_id']);
    await liveUnique(db, 'base_province');
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_province').execute();
  },
};
