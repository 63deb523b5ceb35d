import { sql, type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.

/** Tables whose live rows carry a unique code (the services check it first, with a clear message). */
const CODED = ['base_organize', 'base_position', 'base_role', 'base_group'] as const;

/**
 * Unique codes of live rows as the last guard under concurrent writes (soft-deleted rows free
 * their code), and the indexes the data scopes need at 10,000 departments and 100,000 users
 * (ADR 0008). SQLite and PostgreSQL both support partial and expression indexes.
 */
export const dataScope: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of CODED)
      await db.schema
        .createIndex(`${table}_en_code_live`)
        .on(table)
        .column('en_code')
        .unique()
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
    // Accounts are compared ignoring case; the 0001 index only refuses exact duplicates.
    await db.schema
      .createIndex('base_user_account_lower_live')
      .on('base_user')
      .expression(sql`lower(account)`)
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    // A deleted menu frees its code (0001 made the code unique among all rows).
    await db.schema.dropIndex('base_module_en_code').execute();
    await db.schema
      .createIndex('base_module_en_code_live')
      .on('base_module')
      .columns(['en_code', 'category'])
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema.createIndex('base_user_organize').on('base_user').column('organize_id').execute();
    // The administration list's order, so a page reads 20 rows instead of sorting every user.
    await db.schema
      .createIndex('base_user_list_order')
      .on('base_user')
      .columns(['sort_code', 'created_at desc', 'id'])
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    // Covering: "users of these organisations" reads user ids from the index alone.
    await db.schema
      .createIndex('base_user_relation_object_user')
      .on('base_user_relation')
      .columns(['object_type', 'object_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('base_organize_tree')
      .on('base_organize')
      .column('organize_id_tree')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('base_organize_tree').execute();
    await db.schema.dropIndex('base_user_relation_object_user').execute();
    await db.schema.dropIndex('base_user_list_order').execute();
    await db.schema.dropIndex('base_user_organize').execute();
    await db.schema.dropIndex('base_module_en_code_live').execute();
    await db.schema
      .createIndex('base_module_en_code')
      .on('base_module')
      .columns(['en_code', 'category'])
      .unique()
      .execute();
    await db.schema.dropIndex('base_user_account_lower_live').execute();
    for (const table of CODED) await db.schema.dropIndex(`${table}_en_code_live`).execute();
  },
};
