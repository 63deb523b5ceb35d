import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Column blocks the migrations share. Migrations run forever after they are written, so every
// block here is frozen: changing one changes the DDL of migrations already applied elsewhere.
// A new shape gets a new block; nothing here imports application code.

/** A table being created (any name, any columns so far). */
export type TableBuilder = CreateTableBuilder<string, string>;

/** The type of every id and user reference. */
export const ID = 'varchar(32)';

/** `id`, the primary key. */
export const withId = (t: TableBuilder): TableBuilder => t.addColumn('id', ID, (c) => c.primaryKey());

/** `full_name` and `en_code`, both required, 100 characters. */
export const withNames = (t: TableBuilder): TableBuilder =>
  t
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull());

/** Who made, changed and soft-deleted a row, and when (epoch ms). */
export const withAudit = (t: TableBuilder): TableBuilder =>
  t
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', ID)
    .addColumn('updated_at', 'bigint')
    .addColumn('updated_by', ID)
    .addColumn('deleted_at', 'bigint')
    .addColumn('deleted_by', ID);

/** `sort_code`, `enabled_mark` (1 on) and `description`, then the audit columns. */
export const withState = (t: TableBuilder): TableBuilder =>
  withAudit(
    t
      .addColumn('sort_code', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'text'),
  );

/**
 * A unique index over live rows only (`deleted_at is null`), so a deleted row frees its code;
 * named `<table>_en_code_live` unless a name is given.
 */
export async function liveUnique(
  db: Kysely<unknown>,
  table: string,
  columns: string[] = ['en_code'],
  name = `${table}_en_code_live`,
): Promise<void> {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns(columns)
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

/** A plain index `<name>` over some columns of a table. */
export async function plainIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}
