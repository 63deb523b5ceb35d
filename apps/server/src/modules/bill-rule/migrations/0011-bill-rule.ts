import { sql, type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
const ID = 'varchar(32)';

/**
 * Bill (numbering) rules (reference §6). `this_number` and `serial_date` are the counter: the
 * serial handed out last (less the start number) and the date part it counts in; both change
 * only through one atomic UPDATE (ADR 0012).
 */
export const billRule: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_bill_rule')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('category_id', 'varchar(64)')
      .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
      .addColumn('prefix', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('date_format', 'varchar(20)', (c) => c.notNull().defaultTo('YYYYMMDD'))
      .addColumn('digit', 'integer', (c) => c.notNull().defaultTo(4))
      .addColumn('start_number', 'bigint', (c) => c.notNull().defaultTo(1))
      .addColumn('random_digit', 'integer', (c) => c.notNull().defaultTo(6))
      .addColumn('random_type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('suffix', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('this_number', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('serial_date', 'varchar(20)')
      .addColumn('output_number', 'varchar(200)')
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
    // Codes are unique among live rows; a deleted rule frees its code.
    await db.schema
      .createIndex('base_bill_rule_en_code_live')
      .on('base_bill_rule')
      .column('en_code')
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('base_bill_rule_category')
      .on('base_bill_rule')
      .column('category_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_bill_rule').execute();
  },
};
