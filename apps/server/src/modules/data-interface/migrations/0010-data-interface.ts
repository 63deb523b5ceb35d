import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { ID, liveUnique, plainIndex, withId, withNames, withState } from '../../../db/table-blocks';

// Migrations stand alone: no application imports (the frozen column blocks of db/ aside).
const READER = 'tessera_reader';

/**
 * PostgreSQL only: the NOLOGIN role user SQL of data interfaces runs as (SET LOCAL ROLE), created
 * when the connecting user may create roles. It may not run set_config (a superuser session could
 * otherwise switch back to itself with `set_config('role', ...)`) nor the server-file functions.
 * Its table grants are made at run time by the SQL runner, so later tables are covered too.
 */
async function createReaderRole(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ allowed: boolean; superuser: boolean }>`
    select rolsuper or rolcreaterole as allowed, rolsuper as superuser from pg_roles where rolname = current_user
  `.execute(db);
  if (!rows[0]?.allowed) return;
  await sql
    .raw(
      `do $$ begin
        if not exists (select 1 from pg_roles where rolname = '${READER}') then
          begin
            create role ${READER} nologin nosuperuser nocreatedb nocreaterole noinherit noreplication nobypassrls;
          exception when duplicate_object or unique_violation then null;
          end;
        end if;
      end $$`,
    )
    .execute(db);
  if (!rows[0].superuser) await sql.raw(`grant ${READER} to current_user`).execute(db);
  // PUBLIC holds EXECUTE on set_config by default; the app's own user gets it back explicitly.
  // Skipped when already done (concurrent first runs would otherwise race on pg_proc).
  await sql
    .raw(
      `do $$ declare f record; begin
        for f in select p.oid::regprocedure as sig from pg_proc p
          where p.oid = 'pg_catalog.set_config(text,text,boolean)'::regprocedure
             or p.proname in ('lo_import', 'lo_export') or p.proname like 'dblink%' loop
          if has_function_privilege('${READER}', f.sig, 'execute') then
            begin
              execute format('revoke execute on function %s from public', f.sig);
              execute format('grant execute on function %s to current_user', f.sig);
            exception when others then raise warning 'data interface reader: %', sqlerrm;
            end;
          end if;
        end loop;
      end $$`,
    )
    .execute(db);
}

/** Data interfaces (reference §6) and their bounded call log. */
export const dataInterface: Migration = {
  async up(db: Kysely<unknown>) {
    const head = withId(db.schema.createTable('base_data_interface'));
    await withState(
      withNames(head.addColumn('category_id', 'varchar(64)', (c) => c.notNull()))
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('has_page', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('data_config_json', 'text', (c) => c.notNull())
        .addColumn('parameter_json', 'text', (c) => c.notNull())
        .addColumn('response_path', 'varchar(200)')
        .addColumn('time_limit_ms', 'integer', (c) => c.notNull().defaultTo(5000))
        .addColumn('row_limit', 'integer', (c) => c.notNull().defaultTo(1000)),
    ).execute();
    await liveUnique(db, 'base_data_interface');
    await withId(db.schema.createTable('base_data_interface_log'))
      .addColumn('interface_id', ID, (c) => c.notNull())
      .addColumn('user_id', ID)
      .addColumn('invoke_time', 'bigint', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)')
      .addColumn('ok', 'integer', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('invoke_type', 'varchar(20)', (c) => c.notNull())
      .execute();
    await plainIndex(db, 'base_data_interface_log_time', 'base_data_interface_log', [
      'interface_id',
      'invoke_time',
    ]);
    if (db.getExecutor().adapter instanceof PostgresAdapter) await createReaderRole(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_data_interface_log').execute();
    await db.schema.dropTable('base_data_interface').execute();
  },
};
