import { sql, type Kysely, type Migration } from 'kysely';

// Stands alone like every migration: no application imports.

/**
 * `password_rehash` = 1 marks a user whose stored hash is the one an import computed once for all
 * its new users (same initial password, one salt). The rehash job (and the user's next sign-in)
 * replaces it with a hash under the user's own salt and clears the mark; a password change clears
 * it too. The partial index keeps "who is still marked" a short read after a restart.
 */
export const userPasswordRehash: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('base_user')
      .addColumn('password_rehash', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('base_user_password_rehash')
      .on('base_user')
      .column('id')
      .where(sql.ref('password_rehash'), '=', 1)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('base_user_password_rehash').execute();
    await db.schema.alterTable('base_user').dropColumn('password_rehash').execute();
  },
};
