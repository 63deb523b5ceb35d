import type { Kysely, Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
const ID = 'varchar(32)';

/** Scan-code tickets and mobile verification codes (shared by every server instance). */
export const signInModes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_sign_in_ticket')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('ticket_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('user_id', ID)
      .addColumn('ip', 'varchar(64)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('base_sign_in_ticket_expires')
      .on('base_sign_in_ticket')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('base_sms_code')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('mobile', 'varchar(30)', (c) => c.notNull())
      // null for a mobile no enabled user has: the row exists only so answers look the same
      .addColumn('user_id', ID)
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('base_sms_code_mobile')
      .on('base_sms_code')
      .columns(['mobile', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_sms_code').execute();
    await db.schema.dropTable('base_sign_in_ticket').execute();
  },
};
