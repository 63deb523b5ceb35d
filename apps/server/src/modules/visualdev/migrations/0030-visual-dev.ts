import type { Kysely, Migration } from 'kysely';
import { ID, liveUnique, plainIndex, withAudit, withId } from '../../../db/table-blocks';

// Migrations stand alone: no application imports (the frozen column blocks of db/ aside).

/**
 * Online development designs (reference form-model.md §7): the draft in `base_visual_dev`, each
 * release as a numbered version in `base_visual_release` (earlier versions kept).
 */
export const visualDev: Migration = {
  async up(db: Kysely<unknown>) {
    await withAudit(
      withId(db.schema.createTable('base_visual_dev'))
        .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
        .addColumn('category', 'varchar(64)')
        .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('web_type', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('description', 'text')
        .addColumn('tables', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('form_data', 'text')
        .addColumn('column_data', 'text')
        .addColumn('app_column_data', 'text')
        .addColumn('enable_flow', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort_code', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('release_claim', 'bigint'),
    ).execute();
    await liveUnique(db, 'base_visual_dev');
    await plainIndex(db, 'base_visual_dev_category', 'base_visual_dev', ['category']);

    await withId(db.schema.createTable('base_visual_release'))
      .addColumn('visual_dev_id', ID, (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('web_type', 'integer', (c) => c.notNull())
      .addColumn('enable_flow', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tables', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('form_data', 'text')
      .addColumn('column_data', 'text')
      .addColumn('app_column_data', 'text')
      .addColumn('table_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', ID)
      .execute();
    await db.schema
      .createIndex('base_visual_release_version')
      .on('base_visual_release')
      .columns(['visual_dev_id', 'version'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_visual_release').execute();
    await db.schema.dropTable('base_visual_dev').execute();
  },
};
