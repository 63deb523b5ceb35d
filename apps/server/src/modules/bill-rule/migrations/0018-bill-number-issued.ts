import { sql, type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.

/** One numbering rule's counter as stored before this migration. */
interface RuleCounter {
  id: string;
  type: number | string;
  prefix: string;
  suffix: string;
  date_format: string;
  digit: number | string;
  start_number: number | string;
  this_number: number | string;
  serial_date: string | null;
  output_number: string | null;
}

/** A row of the record, as this migration writes it. */
interface IssuedRow {
  rule_id: string;
  number: string;
  type: number;
  prefix: string;
  suffix: string;
  date_format?: string;
  serial_date?: string;
  serial?: number;
  issued_at: number;
}

/**
 * Every number a rule has handed out, unique per rule (ADR 0012): a number is recorded before it
 * is answered, and a number already recorded is never answered again. Type 1 rows keep the shape
 * (prefix, suffix, date format) and the serial, so an edit back to an earlier shape continues after
 * the last serial it issued. Existing rules get their last number recorded (the only one known).
 */
export const billNumberIssued: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_bill_number_issued')
      .addColumn('rule_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('number', 'varchar(200)', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('prefix', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('suffix', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('date_format', 'varchar(20)')
      .addColumn('serial_date', 'varchar(20)')
      .addColumn('serial', 'bigint')
      .addColumn('issued_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('base_bill_number_issued_pk', ['rule_id', 'number'])
      .execute();
    // The last serial of a shape: an index-only backward scan, whatever the rule has issued.
    await db.schema
      .createIndex('base_bill_number_issued_shape')
      .on('base_bill_number_issued')
      .columns(['rule_id', 'prefix', 'suffix', 'date_format', 'serial_date', 'serial'])
      .execute();

    const rules = await sql<RuleCounter>`
      select id, type, prefix, suffix, date_format, digit, start_number, this_number, serial_date,
             output_number
      from base_bill_rule where deleted_at is null`.execute(db);
    const now = Date.now();
    for (const r of rules.rows) {
      const type = Number(r.type);
      let row: IssuedRow | null = null;
      if (type === 1 && r.serial_date !== null) {
        const serial = Number(r.start_number) + Number(r.this_number);
        const padded = String(serial).padStart(Number(r.digit), '0');
        row = {
          rule_id: r.id,
          number: `${r.prefix}${r.serial_date}${padded}${r.suffix}`,
          type,
          prefix: r.prefix,
          suffix: r.suffix,
          date_format: r.date_format,
          serial_date: r.serial_date,
          serial,
          issued_at: now,
        };
      } else if (type !== 1 && r.output_number !== null) {
        row = {
          rule_id: r.id,
          number: r.output_number,
          type,
          prefix: r.prefix,
          suffix: r.suffix,
          issued_at: now,
        };
      }
      if (row)
        await (db as Kysely<{ base_bill_number_issued: IssuedRow }>)
          .insertInto('base_bill_number_issued')
          .values(row)
          .onConflict((oc) => oc.columns(['rule_id', 'number']).doNothing())
          .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_bill_number_issued').execute();
  },
};
