import type { Kysely, Migration } from 'kysely';
import { liveUnique, plainIndex, withId, withNames, withState } from '../../../db/table-blocks';

// Migrations stand alone: no application imports (the frozen column blocks of db/ aside).

/**
 * Bill (numbering) rules (reference §6). `this_number` and `serial_date` are the counter: the
 * serial handed out last (less the start number) and the date part it counts in; both change
 * only through one atomic UPDATE (ADR 0012).
 */
export const billRule: Migration = {
  async up(db: Kysely<unknown>) {
    const head = withNames(
      withId(db.schema.createTable('base_bill_rule')).addColumn('category_id', 'varchar(64)'),
    );
    await withState(
      head
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
        .addColumn('output_number', 'varchar(200)'),
    ).execute();
    // Codes are unique among live rows; a deleted rule frees its code.
    await liveUnique(db, 'base_bill_rule');
    await plainIndex(db, 'base_bill_rule_category', 'base_bill_rule', ['category_id']);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_bill_rule').execute();
  },
};
