import type { Kysely, Migration } from 'kysely';
import { liveUnique, plainIndex, withId, withNames, withState } from '../../../db/table-blocks';

// Migrations stand alone: no application imports (the frozen column blocks of db/ aside).

/**
 * Print templates (reference §6): the data statements (a JSON array, the first for the main record,
 * later ones for sub-tables), the template HTML (sanitized on save) and the page setup (JSON).
 */
export const printDev: Migration = {
  async up(db: Kysely<unknown>) {
    await withState(
      withNames(withId(db.schema.createTable('base_print_dev')))
        .addColumn('category_id', 'varchar(64)')
        .addColumn('type', 'integer', (c) => c.notNull().defaultTo(2))
        .addColumn('sql_template', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('print_template', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('page_param', 'text', (c) => c.notNull().defaultTo('{}')),
    ).execute();
    // Codes are unique among live rows; a deleted template frees its code.
    await liveUnique(db, 'base_print_dev');
    await plainIndex(db, 'base_print_dev_category', 'base_print_dev', ['category_id']);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_print_dev').execute();
  },
};
