import { sql, type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
const ID = 'varchar(32)';

/**
 * Message templates; the rendered title and body a released notice reaches its recipients with;
 * image verification codes of the password sign-in (shared by every instance, like sessions).
 */
export const messageTemplate: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_message_template')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('sort_code', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', ID)
      .addColumn('updated_at', 'bigint')
      .addColumn('updated_by', ID)
      .addColumn('deleted_at', 'bigint')
      .addColumn('deleted_by', ID)
      .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
      // dictionary msgSourceType: 1 notice, 2 workflow, 3 system, 4 schedule
      .addColumn('message_source', 'varchar(20)', (c) => c.notNull())
      // dictionary msgSendType: 1 in-site message, 2 e-mail, 3 SMS ...
      .addColumn('message_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('template_code', 'varchar(100)')
      .execute();
    await db.schema
      .createIndex('base_message_template_code_live')
      .on('base_message_template')
      .column('en_code')
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();

    // null: the notice reaches recipients as written (no template, or released before templates)
    await db.schema.alterTable('base_message').addColumn('sent_title', 'varchar(400)').execute();
    await db.schema.alterTable('base_message').addColumn('sent_body', 'text').execute();

    await db.schema
      .createTable('base_image_code')
      .addColumn('id', ID, (c) => c.primaryKey())
      // sha256 of the client's key (its `timestamp`), so the table holds no usable key
      .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
      // sha256 of the lower-cased answer
      .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('base_image_code_expires')
      .on('base_image_code')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_image_code').ifExists().execute();
    await db.schema.alterTable('base_message').dropColumn('sent_body').execute();
    await db.schema.alterTable('base_message').dropColumn('sent_title').execute();
    await db.schema.dropTable('base_message_template').ifExists().execute();
  },
};
