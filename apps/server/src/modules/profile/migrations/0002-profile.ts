import type { Kysely, Migration } from 'kysely';

// Stands alone like every migration: no application imports.
const ID = 'varchar(32)';

/** Personal fields a user edits on the profile page, and signature images. */
export const profile: Migration = {
  async up(db: Kysely<unknown>) {
    const columns: [string, 'bigint' | `varchar(${number})`][] = [
      ['birthday', 'bigint'],
      ['nation', 'varchar(50)'],
      ['education', 'varchar(50)'],
      ['urgent_contacts', 'varchar(50)'],
      ['urgent_telephone', 'varchar(30)'],
      ['postal_address', 'varchar(200)'],
    ];
    // One column per statement: SQLite adds only one at a time.
    for (const [name, type] of columns) {
      await db.schema.alterTable('base_user').addColumn(name, type).execute();
    }
    await db.schema
      .createTable('base_sign_img')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('user_id', ID, (c) => c.notNull())
      .addColumn('sign_img', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', ID)
      .execute();
    await db.schema.createIndex('base_sign_img_user').on('base_sign_img').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_sign_img').execute();
    for (const name of [
      'birthday',
      'nation',
      'education',
      'urgent_contacts',
      'urgent_telephone',
      'postal_address',
    ])
      await db.schema.alterTable('base_user').dropColumn(name).execute();
  },
};
