import type { Kysely, Migration } from 'kysely';
import { liveUnique, plainIndex, withId, withNames, withState } from '../../../db/table-blocks';

// Migrations stand alone: no application imports (the frozen column blocks of db/ aside).

/**
 * Message templates; the rendered title and body a released notice reaches its recipients with;
 * image verification codes of the password sign-in (shared by every instance, like sessions).
 */
export const messageTemplate: Migration = {
  async up(db: Kysely<unknown>) {
    await withNames(withState(withId(db.schema.createTable('base_message_template'))))
      // dictionary msgSourceType: 1 notice, 2 workflow, 3 system, 4 schedule
      .addColumn('message_source', 'varchar(20)', (c) => c.notNull())
      // dictionary msgSendType: 1 in-site message, 2 e-mail, 3 SMS ...
      .addColumn('message_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('template_code', 'varchar(100)')
      .execute();
    await liveUnique(db, 'base_message_template', ['en_code'], 'base_message_template_code_live');

    // null: the notice reaches recipients as written (no template, or released before templates)
    await db.schema.alterTable('base_message').addColumn('sent_title', 'varchar(400)').execute();
    await db.schema.alterTable('base_message').addColumn('sent_body', 'text').execute();

    await withId(db.schema.createTable('base_image_code'))
      // sha256 of the client's key (its `timestamp`), so the table holds no usable key
      .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
      // sha256 of the lower-cased answer
      .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await plainIndex(db, 'base_image_code_expires', 'base_image_code', ['expires_at']);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_image_code').ifExists().execute();
    await db.schema.alterTable('base_message').dropColumn('sent_body').execute();
    await db.schema.alterTable('base_message').dropColumn('sent_title').execute();
    await db.schema.dropTable('base_message_template').ifExists().execute();
  },
};
