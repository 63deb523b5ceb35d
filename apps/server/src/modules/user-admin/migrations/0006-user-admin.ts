import type { Kysely, Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
const ID = 'varchar(32)';

/**
 * Organisation roles: which organisations a role (global_mark 0) belongs to. A table of its own
 * rather than rows in base_user_relation, whose rows all mean "a user holds an object": mixing
 * role-to-organisation links in there would make every user count and user lookup filter them out
 * (JNPF keeps them apart too, in base_organize_relation).
 */
export const userAdmin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_role_organize')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('role_id', ID, (c) => c.notNull())
      .addColumn('organize_id', ID, (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('base_role_organize_pair')
      .on('base_role_organize')
      .columns(['role_id', 'organize_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('base_role_organize_org')
      .on('base_role_organize')
      .column('organize_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_role_organize').execute();
  },
};
