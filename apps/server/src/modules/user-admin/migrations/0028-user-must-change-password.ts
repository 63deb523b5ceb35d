import type { Kysely, Migration } from 'kysely';

// Stands alone like every migration: no application imports.

/**
 * `must_change_password` = 1 marks a user whose password an administrator set (create, import,
 * reset): while the system setting `forceChangeInitialPassword` is on, such a user may do nothing
 * but change it. Their own password change clears the mark.
 */
export const userMustChangePassword: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('base_user')
      .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('base_user').dropColumn('must_change_password').execute();
  },
};
