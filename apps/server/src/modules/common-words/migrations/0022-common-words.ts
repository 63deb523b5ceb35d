import { sql, type Kysely, type Migration } from 'kysely';

// Stands alone like every migration: no application imports.
const ID = 'varchar(32)';

/**
 * Common phrases (system ones for everyone, personal ones for their owner). The partial unique
 * index keeps a phrase once per owner among live rows; `owner_id` is '' for system phrases because
 * a unique index treats NULLs as distinct.
 */
export const commonWords: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_common_words')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('common_words_text', 'varchar(200)', (c) => c.notNull())
      .addColumn('common_words_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('owner_id', ID, (c) => c.notNull().defaultTo(''))
      .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'varchar(500)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', ID)
      .addColumn('updated_at', 'bigint')
      .addColumn('updated_by', ID)
      .addColumn('deleted_at', 'bigint')
      .addColumn('deleted_by', ID)
      .execute();
    await db.schema
      .createIndex('base_common_words_owner_text')
      .on('base_common_words')
      .columns(['owner_id', 'common_words_text'])
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_common_words').ifExists().execute();
  },
};
