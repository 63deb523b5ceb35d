import type { Kysely, Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
const ID = 'varchar(32)';

/** In-site messages (notices, flow and system messages) and each recipient's inbox row. */
export const messages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_message')
      .addColumn('id', ID, (c) => c.primaryKey())
      // 1 notice, 2 flow, 3 system
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('body_text', 'text')
      .addColumn('files', 'text')
      .addColumn('recipients_json', 'text')
      // 0 draft, 1 released
      .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('creator_user_id', ID)
      .addColumn('creator_time', 'bigint', (c) => c.notNull())
      .addColumn('last_modify_user_id', ID)
      .addColumn('last_modify_time', 'bigint')
      .addColumn('release_user_id', ID)
      .addColumn('release_time', 'bigint')
      .addColumn('deleted_at', 'bigint')
      .addColumn('deleted_user_id', ID)
      .execute();
    await db.schema
      .createIndex('base_message_type_time')
      .on('base_message')
      .columns(['type', 'creator_time'])
      .execute();

    await db.schema
      .createTable('base_message_receive')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('message_id', ID, (c) => c.notNull())
      .addColumn('user_id', ID, (c) => c.notNull())
      .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('read_time', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('base_message_receive_message_user')
      .on('base_message_receive')
      .columns(['message_id', 'user_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('base_message_receive_user_read')
      .on('base_message_receive')
      .columns(['user_id', 'is_read'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_message_receive').ifExists().execute();
    await db.schema.dropTable('base_message').ifExists().execute();
  },
};
