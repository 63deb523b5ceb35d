import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
// The same condition lives in modules/data-interface/sql-runner.pg.ts (OUTSIDE_EFFECT_FUNCTIONS).
const OUTSIDE_EFFECT_FUNCTIONS = `(
  (p.pronamespace = 'pg_catalog'::regnamespace and (
    p.proname like 'pg\\_advisory\\_%' or p.proname like 'pg\\_try\\_advisory\\_%'
    or p.proname like 'lo\\_%' or p.proname in ('lowrite', 'loread', 'pg_notify')
    or p.proname in ('pg_read_file', 'pg_read_binary_file', 'pg_stat_file') or p.proname like 'pg\\_ls\\_%'))
  or p.proname like 'dblink%'
  or p.oid = 'pg_catalog.set_config(text,text,boolean)'::regprocedure)`;

/**
 * PostgreSQL only: functions whose effects outlive a read-only transaction (session advisory
 * locks, large objects, NOTIFY, server files, dblink) and set_config lose EXECUTE for PUBLIC, and
 * the application's user gets it back, so the data-interface reader role cannot call them. Only
 * the owner of these functions (a superuser) can revoke them: otherwise each revoke is skipped
 * with a warning, and the server refuses SQL interfaces until the operator runs the README's SQL.
 * Functions PUBLIC no longer holds are skipped (concurrent first runs would race on pg_proc).
 */
async function revokeOutsideEffects(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `do $$ declare f record; begin
        for f in select p.oid::regprocedure as sig from pg_proc p
          where ${OUTSIDE_EFFECT_FUNCTIONS} and has_function_privilege('public', p.oid, 'execute') loop
          begin
            execute format('grant execute on function %s to %I', f.sig, current_user);
            execute format('revoke execute on function %s from public', f.sig);
          exception when others then raise warning 'data interface reader: %', sqlerrm;
          end;
        end loop;
      end $$`,
    )
    .execute(db);
}

/** The data-interface reader may call no function with effects outside its transaction. */
export const dataInterfaceReader: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) await revokeOutsideEffects(db);
  },
  async down() {
    // The grants stay: giving PUBLIC back these functions would reopen the reader.
  },
};
