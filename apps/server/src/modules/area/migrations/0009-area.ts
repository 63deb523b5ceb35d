import { sql, type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
const ID = 'varchar(32)';

/**
 * Administrative divisions (reference §7 base_province): one tree of provinces (type 1), cities (2),
 * districts (3) and streets (4) under the root "-1". The official division code is unique among
 * live rows; children are always read by parent, so the parent gets an index.
 */
export const area: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_province')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('parent_id', ID, (c) => c.notNull().defaultTo('-1'))
      .addColumn('en_code', 'varchar(20)', (c) => c.notNull())
      .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('quick_query', 'varchar(50)')
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('sort_code', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', ID)
      .addColumn('updated_at', 'bigint')
      .addColumn('updated_by', ID)
      .addColumn('deleted_at', 'bigint')
      .addColumn('deleted_by', ID)
      .execute();
    await db.schema.createIndex('base_province_parent').on('base_province').column('parent_id').execute();
    await db.schema
      .createIndex('base_province_en_code_live')
      .on('base_province')
      .column('en_code')
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_province').execute();
  },
};
