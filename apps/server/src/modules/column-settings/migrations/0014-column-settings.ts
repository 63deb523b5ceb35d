import { type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
const ID = 'varchar(32)';

/** Table column settings each user saved for a menu (spec 02 sections 3 and 7). */
export const columnSettings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_column_setting')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('user_id', ID, (c) => c.notNull())
      // the menu's id (base_module.id), the client's modelId
      .addColumn('module_id', 'varchar(64)', (c) => c.notNull())
      // the checked list as JSON text: [{prop, label, visible}] in display order
      .addColumn('field_list', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint')
      .execute();
    // one live list per user and menu, so a save is an upsert on these two columns
    await db.schema
      .createIndex('base_column_setting_user_module')
      .on('base_column_setting')
      .columns(['user_id', 'module_id'])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_column_setting').ifExists().execute();
  },
};
