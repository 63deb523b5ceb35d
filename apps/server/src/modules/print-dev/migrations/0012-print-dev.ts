import { sql, type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
const ID = 'varchar(32)';

/**
 * Print templates (reference §6): the data statements (a JSON array, the first for the main record,
 * later ones for sub-tables), the template HTML (sanitized on save) and the page setup (JSON).
 */
export const printDev: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_print_dev')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('category_id', 'varchar(64)')
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(2))
      .addColumn('sql_template', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('print_template', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('page_param', 'text', (c) => c.notNull().defaultTo('{}'))
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
    // Codes are unique among live rows; a deleted template frees its code.
    await db.schema
      .createIndex('base_print_dev_en_code_live')
      .on('base_print_dev')
      .column('en_code')
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('base_print_dev_category')
      .on('base_print_dev')
      .column('category_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_print_dev').execute();
  },
};
