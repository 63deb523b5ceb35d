import type { Kysely, Migration } from 'kysely';
import { ID, liveUnique, withAudit, withId } from '../../../db/table-blocks';

// Stands alone like every migration: no application imports (the frozen column blocks of db/ aside).

/**
 * Common phrases (system ones for everyone, personal ones for their owner). The partial unique
 * index keeps a phrase once per owner among live rows; `owner_id` is '' for system phrases because
 * a unique index treats NULLs as distinct.
 */
export const commonWords: Migration = {
  async up(db: Kysely<unknown>) {
    await withAudit(
      withId(db.schema.createTable('base_common_words'))
        .addColumn('common_words_text', 'varchar(200)', (c) => c.notNull())
        .addColumn('common_words_type', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('owner_id', ID, (c) => c.notNull().defaultTo(''))
        .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('description', 'varchar(500)'),
    ).execute();
    await liveUnique(
      db,
      'base_common_words',
      ['owner_id', 'common_words_text'],
      'base_common_words_owner_text',
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_common_words').ifExists().execute();
  },
};
