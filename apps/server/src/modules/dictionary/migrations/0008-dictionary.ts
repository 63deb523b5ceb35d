import type { Kysely, Migration } from 'kysely';
import { ID, liveUnique, withId, withNames, withState, type TableBuilder } from '../../../db/table-blocks';

// Migrations stand alone: no application imports (the frozen column blocks of db/ aside).
const common = (t: TableBuilder): TableBuilder => withState(withNames(withId(t)));

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
    await liveUnique(db, 'base_dictionary_type');
    await common(db.schema.createTable('base_dictionary_data'))
      .addColumn('dictionary_type_id', ID, (c) => c.notNull())
      .addColumn('parent_id', ID, (c) => c.notNull().defaultTo('0'))
      .addColumn('simple_spelling', 'varchar(100)')
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await liveUnique(db, 'base_dictionary_data', ['dictionary_type_id', 'en_code']);
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
