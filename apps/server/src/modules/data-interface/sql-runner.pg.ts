import type { Kysely } from 'kysely';
import pg from 'pg';
import { pgConnectionOf, pgTypes } from '../../db/database';
import type { DB } from '../../db/schema';
import type { SqlReaderStatus } from './sql-runner.types';
import { mainConnection, mayUseRole, syncReaderGrants } from './sql-reader.repository';

/** The NOLOGIN PostgreSQL role user SQL runs as (created by migration 0010 when allowed). */
export const READER_ROLE = 'tessera_reader';

/**
 * Functions whose effects outlive a read-only transaction (session advisory locks, large objects,
 * notifications, server files, other connections). Migration 0017 revokes EXECUTE on them from
 * PUBLIC; the reader must not be able to call any of them, or SQL interfaces are refused.
 * A copy of this condition lives in migration 0017 (migrations stand alone).
 */
export const OUTSIDE_EFFECT_FUNCTIONS = `(
  (p.pronamespace = 'pg_catalog'::regnamespace and (
    p.proname like 'pg\\_advisory\\_%' or p.proname like 'pg\\_try\\_advisory\\_%'
    or p.proname like 'lo\\_%' or p.proname in ('lowrite', 'loread', 'pg_notify')
    or p.proname in ('pg_read_file', 'pg_read_binary_file', 'pg_stat_file') or p.proname like 'pg\\_ls\\_%'))
  or p.proname like 'dblink%')`;

/** A reader pool ready to run: its connections, and the role to switch to (null: they sign in as the reader). */
export interface PgReady {
  ok: true;
  pool: pg.Pool;
  setRole: string | null;
  /** The role the statements run as (its grants are synced from the application's handle). */
  role: string;
}

/** A reader pool ready to run, or why there is none. */
type PgReader = PgReady | { ok: false; status: SqlReaderStatus };

/** Settings of the PostgreSQL reader. */
export interface PgReaderOptions {
  /** The application's handle (owner of the tables; syncs the reader's grants). */
  db: Kysely<DB>;
  /** `DATA_INTERFACE_DATABASE_URL`: an operator-made login role; else the migration's role. */
  readerUrl?: string;
  /** Connections of the reader pool. */
  poolSize: number;
}

const grantsSynced = new WeakMap<object, Map<string, Promise<void>>>();

/** Syncs the reader's table grants once per database handle and role (later calls wait for the first). */
function syncOnce(db: Kysely<DB>, role: string): Promise<void> {
  let byRole = grantsSynced.get(db);
  if (!byRole) grantsSynced.set(db, (byRole = new Map()));
  let done = byRole.get(role);
  if (!done) {
    done = syncReaderGrants(db, role);
    byRole.set(role, done);
    done.catch(() => byRole.delete(role));
  }
  return done;
}

/** When each role's grants were last synced again after a refusal. */
const resynced = new WeakMap<object, Map<string, number>>();
/** The least time between two such syncs: a statement on a secret table cannot make them busy. */
const RESYNC_MS = 10_000;

/**
 * Syncs the reader's grants again when a statement was refused (a table made since the last sync,
 * such as a released online form's): true when it did, false when one ran in the last 10 s.
 */
export async function resyncReaderGrants(db: Kysely<DB>, role: string): Promise<boolean> {
  let byRole = resynced.get(db);
  if (!byRole) resynced.set(db, (byRole = new Map()));
  const now = Date.now();
  if (now - (byRole.get(role) ?? 0) < RESYNC_MS) return false;
  byRole.set(role, now);
  await syncOnce(db, role);
  await syncReaderGrants(db, role);
  return true;
}

/** A double-quoted SQL identifier. */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Why the reader (the current role of `client`) is unsafe, or null: it must be a plain role that
 * is not the application's user, may call no function with effects outside the transaction (nor
 * set_config when it only SETs ROLE from the application's session) and reads no secret.
 */
async function unsafeReason(
  client: pg.PoolClient,
  appUser: string,
  viaSetRole: boolean,
): Promise<string | null> {
  const setConfig = viaSetRole ? `or p.oid = 'pg_catalog.set_config(text,text,boolean)'::regprocedure` : '';
  const { rows } = await client.query<{
    strong: boolean;
    app: boolean;
    builtin: string | null;
    callable: string | null;
    secrets: boolean;
  }>(
    `select
       (select rolsuper or rolbypassrls or rolcreaterole or rolcreatedb from pg_roles where rolname = current_user) as strong,
       current_user = $1 or pg_has_role(current_user, (select oid from pg_roles where rolname = $1), 'USAGE') as app,
       (select string_agg(rolname, ', ') from pg_roles where rolname in ('pg_read_all_data', 'pg_write_all_data',
          'pg_read_server_files', 'pg_write_server_files', 'pg_execute_server_program')
          and pg_has_role(current_user, oid, 'USAGE')) as builtin,
       (select string_agg(p.oid::regprocedure::text, ', ' order by p.oid) from pg_proc p
          where (${OUTSIDE_EFFECT_FUNCTIONS} ${setConfig}) and has_function_privilege(p.oid, 'EXECUTE')) as callable,
       has_table_privilege('base_user_session', 'SELECT')
         or has_column_privilege('base_user', 'password_hash', 'SELECT') as secrets`,
    [appUser],
  );
  const r = rows[0];
  if (!r) return 'no answer';
  if (r.app) return 'the reader is the application user or one of its roles';
  if (r.strong) return 'the reader is a superuser or may bypass RLS, create roles or databases';
  if (r.builtin) return `the reader is a member of ${r.builtin}`;
  if (r.secrets) return 'the reader may read sessions or password hashes';
  if (r.callable) {
    const names = r.callable.split(', ');
    return `the reader may call ${names.slice(0, 4).join(', ')}${names.length > 4 ? ', …' : ''}`;
  }
  return null;
}

const noReader = (detail: string): PgReader => ({
  ok: false,
  status: { available: false, reason: 'noReader', detail },
});
const unsafe = (detail: string): PgReader => ({
  ok: false,
  status: { available: false, reason: 'unsafe', detail },
});

/** Opens the reader pool and checks the reader; never falls back to the application's rights. */
export async function openPgReader(options: PgReaderOptions): Promise<PgReader> {
  const { db } = options;
  const main = await mainConnection(db);
  let role: string;
  let url: string;
  let setRole: string | null = null;
  if (options.readerUrl) url = options.readerUrl;
  else {
    const usable = await mayUseRole(db, READER_ROLE);
    const mainUrl = pgConnectionOf(db);
    if (!usable || !mainUrl)
      return noReader(`no DATA_INTERFACE_DATABASE_URL and no usable role ${READER_ROLE}`);
    url = mainUrl;
    setRole = READER_ROLE;
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize,
    types: pgTypes,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30000,
    options: `-c search_path=${main.schema.replace(/[\\ ]/g, (c) => `\\${c}`)}`,
  });
  // An idle connection the server closed must not crash the process.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    let reason: string | null;
    try {
      const { rows: who } = await client.query<{ user: string; database: string }>(
        'select current_user as user, current_database() as database',
      );
      role = setRole ?? who[0]!.user;
      if (who[0]!.database !== main.database) reason = `the reader connects to database ${who[0]!.database}`;
      else if (!setRole && role === main.user) reason = 'the reader URL signs in as the application user';
      else {
        await syncOnce(db, role);
        await client.query('begin read only');
        if (setRole) await client.query(`set local role ${quoteIdent(setRole)}`);
        reason = await unsafeReason(client, main.user, setRole !== null);
        await client.query('rollback');
      }
    } finally {
      client.release(true);
    }
    if (reason) {
      await pool.end();
      return unsafe(reason);
    }
    return { ok: true, pool, setRole, role };
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
}
