import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
type Builder = CreateTableBuilder<string, string>;
const ID = 'varchar(32)';

function common(t: Builder): Builder {
  return t
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort_code', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', ID)
    .addColumn('updated_at', 'bigint')
    .addColumn('updated_by', ID)
    .addColumn('deleted_at', 'bigint')
    .addColumn('deleted_by', ID);
}

/**
 * Dictionaries (reference §6/§7): a tree of types and, per type, its items (a flat list or a tree).
 * Codes are unique among live rows (a type's code globally, an item's code within its type), so a
 * deleted row frees its code.
 */
export const dictionary: Migration = {
  async up(db: Kysely<unknown>) {
    await common(db.schema.createTable('base_dictionary_type'))
      .addColumn('parent_id', ID, (c) => c.notNull().defaultTo('-1'))
      .addColumn('is_tree', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('base_dictionary_type_en_code_live')
      .on('base_dictionary_type')
      .column('en_code')
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await common(db.schema.createTable('base_dictionary_data'))
      .addColumn('dictionary_type_id', ID, (c) => c.notNull())
      .addColumn('parent_id', ID, (c) => c.notNull().defaultTo('0'))
      .addColumn('simple_spelling', 'varchar(100)')
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('base_dictionary_data_en_code_live')
      .on('base_dictionary_data')
      .columns(['dictionary_type_id', 'en_code'])
      .unique()
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
    await db.schema
      .createIndex('base_dictionary_data_parent')
      .on('base_dictionary_data')
      .columns(['dictionary_type_id', 'parent_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_dictionary_data').execute();
    await db.schema.dropTable('base_dictionary_type').execute();
  },
};
