import type { Kysely, Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
const ID = 'varchar(32)';

/** Internal chat: messages (read flag, per-side delete) and one conversation row per user and peer. */
export const chat: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_im_content')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('send_user_id', ID, (c) => c.notNull())
      .addColumn('receive_user_id', ID, (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('content_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('send_time', 'bigint', (c) => c.notNull())
      .addColumn('receive_time', 'bigint')
      // 0 unread, 1 read
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
      // each side deletes its own copy; the other side keeps the message
      .addColumn('send_deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('receive_deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('base_im_content_pair')
      .on('base_im_content')
      .columns(['send_user_id', 'receive_user_id', 'send_time'])
      .execute();
    await db.schema
      .createIndex('base_im_content_unread')
      .on('base_im_content')
      .columns(['receive_user_id', 'state'])
      .execute();

    await db.schema
      .createTable('base_im_reply')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('user_id', ID, (c) => c.notNull())
      .addColumn('other_user_id', ID, (c) => c.notNull())
      .addColumn('latest_message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('message_type', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('latest_date', 'bigint')
      .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
      // 1 after "remove"; a new message in the conversation clears it
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('base_im_reply_pair', ['user_id', 'other_user_id'])
      .execute();
    await db.schema
      .createIndex('base_im_reply_user')
      .on('base_im_reply')
      .columns(['user_id', 'latest_date'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_im_reply').execute();
    await db.schema.dropTable('base_im_content').execute();
  },
};
