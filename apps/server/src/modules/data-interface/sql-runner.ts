import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { bindPlaceholders } from './sql-text';

/** The NOLOGIN PostgreSQL role user SQL runs as (created by migration 0010 when allowed). */
export const READER_ROLE = 'tessera_reader';

/** Tables user SQL may never read (credentials, tokens, codes, the interfaces' own secrets). */
export const SECRET_TABLES = [
  'base_user_session',
  'base_sign_in_ticket',
  'base_sms_code',
  'base_image_code',
  'base_sys_config',
  'base_data_interface',
  'base_data_interface_log',
  'kysely_migration',
  'kysely_migration_lock',
] as const;

/** Columns user SQL may never read in otherwise readable tables. */
export const SECRET_COLUMNS: Record<string, readonly string[]> = { base_user: ['password_hash'] };

/** Limits of one run. */
export interface SqlRunLimits {
  /** Milliseconds before the statement is stopped. */
  timeLimitMs: number;
  /** Most rows answered; more set `truncated`. */
  rowLimit: number;
}

/** Rows of a run. */
export interface SqlRunResult {
  rows: Record<string, unknown>[];
  columns: string[];
  truncated: boolean;
  durationMs: number;
}

/** A value a placeholder binds. */
export type BindValue = string | number | null;

const toBindValue = (value: unknown): BindValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return JSON.stringify(value);
};

/** The bound values, in marker order; an unknown placeholder is refused. */
function bindValues(names: string[], values: Record<string, unknown>): BindValue[] {
  return names.map((name) => {
    if (!Object.hasOwn(values, name)) throw badRequest('diUnknownParam', { name });
    return toBindValue(values[name]);
  });
}

/**
 * Runs ONE read-only SELECT on the platform's own database. Every `@name` becomes a bound
 * parameter taken from `values`; read-only is enforced by the database (PostgreSQL: read-only
 * transaction, statement timeout, the reader role; SQLite: a read-only connection in a child
 * process that is killed at the time limit, with protected reads refused from the compiled program).
 */
export async function runReadOnlySql(
  db: Kysely<DB>,
  dialect: DialectName,
  sqlText: string,
  values: Record<string, unknown>,
  limits: SqlRunLimits,
): Promise<SqlRunResult> {
  const bound = bindPlaceholders(sqlText, dialect);
  const params = bindValues(bound.names, values);
  const timeLimitMs = Math.max(100, Math.min(60000, Math.trunc(limits.timeLimitMs)));
  const rowLimit = Math.max(1, Math.min(100000, Math.trunc(limits.rowLimit)));
  const started = performance.now();
  const result =
    dialect === 'postgres'
      ? await runPostgres(db, bound.text, params, timeLimitMs, rowLimit)
      : await runSqlite(db, bound.text, params, timeLimitMs, rowLimit);
  return { ...result, durationMs: Math.round(performance.now() - started) };
}

type Partial = Omit<SqlRunResult, 'durationMs'>;

const plainValue = (v: unknown): unknown =>
  v instanceof Date ? v.getTime() : Buffer.isBuffer(v) ? v.toString('base64') : v;

const readerReady = new WeakMap<object, Promise<boolean>>();

/** Whether the reader role can be used here; grants it SELECT on the readable tables once per handle. */
function ensureReader(db: Kysely<DB>): Promise<boolean> {
  let ready = readerReady.get(db);
  if (!ready) {
    ready = syncReaderGrants(db).catch(() => false);
    readerReady.set(db, ready);
  }
  return ready;
}

/**
 * Grants the reader role USAGE on the current schema and SELECT on every table but the secret
 * ones, and on base_user every column but the secret ones. Runs at first use, so tables added by
 * later migrations are covered too. False when the role is missing or not ours to use.
 */
export async function syncReaderGrants(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ usable: boolean }>`
    select exists (select 1 from pg_roles where rolname = ${READER_ROLE})
      and pg_has_role(current_user, (select oid from pg_roles where rolname = ${READER_ROLE}), 'MEMBER') as usable
  `.execute(db);
  if (!rows[0]?.usable) return false;
  const role = sql.id(READER_ROLE);
  const { rows: schemaRows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = schemaRows[0]?.schema ?? 'public';
  await sql`grant usage on schema ${sql.id(schema)} to ${role}`.execute(db);
  const { rows: tables } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = ${schema}
  `.execute(db);
  for (const { name } of tables) {
    const table = sql.id(schema, name);
    await sql`revoke all on ${table} from ${role}`.execute(db);
    if ((SECRET_TABLES as readonly string[]).includes(name)) continue;
    const secret = SECRET_COLUMNS[name];
    if (!secret) {
      await sql`grant select on ${table} to ${role}`.execute(db);
      continue;
    }
    const { rows: cols } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = ${schema} and table_name = ${name} order by ordinal_position
    `.execute(db);
    const readable = cols.map((c) => c.name).filter((c) => !secret.includes(c));
    if (readable.length)
      await sql`grant select (${sql.join(readable.map((c) => sql.id(c)))}) on ${table} to ${role}`.execute(
        db,
      );
  }
  return true;
}

async function runPostgres(
  db: Kysely<DB>,
  text: string,
  params: BindValue[],
  timeLimitMs: number,
  rowLimit: number,
): Promise<Partial> {
  const useReader = await ensureReader(db);
  // Wrapped so the row cap is a bound parameter; with one bound value the driver uses the extended
  // protocol, which refuses a second statement on its own.
  const wrapped = `select * from (\n${text}\n) as di_q limit $${params.length + 1}`;
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      await sql.raw(`set local statement_timeout = ${timeLimitMs}`).execute(trx);
      await sql.raw(`set local idle_in_transaction_session_timeout = ${timeLimitMs + 1000}`).execute(trx);
      if (useReader) await sql`set local role ${sql.id(READER_ROLE)}`.execute(trx);
      const result = await trx.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(wrapped, [...params, rowLimit + 1]),
      );
      const rows = result.rows.slice(0, rowLimit).map((row) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(row)) out[k] = plainValue(v);
        return out;
      });
      return {
        rows,
        columns: rows[0] ? Object.keys(rows[0]) : await emptyResultColumns(trx, text, params),
        truncated: result.rows.length > rowLimit,
      };
    });
  } catch (error) {
    throw pgError(error, timeLimitMs);
  }
}

/**
 * The column names of a statement that found no rows (the driver's rows carry no field list):
 * joined onto one dummy row, an empty result still yields one row of nulls with every column.
 * Runs in the same read-only transaction, role and time limit as the statement itself.
 */
async function emptyResultColumns(trx: Kysely<DB>, text: string, params: BindValue[]): Promise<string[]> {
  const probe = `select di_q.* from (select 1) as di_one left join (\n${text}\n) as di_q on true limit 1`;
  const result = await trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(probe, params));
  return result.rows[0] ? Object.keys(result.rows[0]) : [];
}

function pgError(error: unknown, timeLimitMs: number): AppError {
  if (error instanceof AppError) return error;
  const e = error as { code?: string; message?: string };
  const message = String(e.message ?? error).slice(0, 300);
  if (e.code === '57014') return badRequest('diSqlTimeout', { ms: timeLimitMs });
  if (e.code === '25006') return badRequest('diSqlNotSelect');
  if (e.code === '42501') return badRequest('diSqlRefused', { reason: message });
  return badRequest('diSqlFailed', { error: message });
}

const require = createRequire(import.meta.url);
const SQLITE_MODULE = require.resolve('better-sqlite3');
const READER_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sqlite-reader.cjs');
const MAX_OUTPUT = 32 * 1024 * 1024;
const MAX_CHILDREN = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_CHILDREN) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** The file of the main database, or a fresh snapshot of an in-memory one (deleted after the run). */
async function sqliteFile(db: Kysely<DB>): Promise<{ file: string; temporary: boolean }> {
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  const file = rows.find((r) => r.name === 'main')?.file;
  if (file) return { file, temporary: false };
  const snapshot = path.join(os.tmpdir(), `tessera-di-${randomBytes(8).toString('hex')}.db`);
  await sql`vacuum main into ${snapshot}`.execute(db);
  return { file: snapshot, temporary: true };
}

interface ChildAnswer {
  ok: boolean;
  kind?: 'refused' | 'secret' | 'error';
  message?: string;
  name?: string;
  rows?: Record<string, unknown>[];
  columns?: string[];
  truncated?: boolean;
}

async function runSqlite(
  db: Kysely<DB>,
  text: string,
  params: BindValue[],
  timeLimitMs: number,
  rowLimit: number,
): Promise<Partial> {
  const { file, temporary } = await sqliteFile(db);
  const release = await slot();
  try {
    const answer = await runChild(
      {
        modulePath: SQLITE_MODULE,
        file,
        sql: text,
        params,
        cap: rowLimit,
        secretTables: SECRET_TABLES,
        secretColumns: SECRET_COLUMNS,
      },
      timeLimitMs,
    );
    if (answer.ok)
      return { rows: answer.rows ?? [], columns: answer.columns ?? [], truncated: answer.truncated ?? false };
    if (answer.kind === 'refused') throw badRequest('diSqlNotSelect');
    if (answer.kind === 'secret') throw badRequest('diSqlSecret', { name: answer.name ?? '' });
    const message = (answer.message ?? '').slice(0, 300);
    if (/not authorized|readonly database/i.test(message))
      throw badRequest('diSqlRefused', { reason: message });
    throw badRequest('diSqlFailed', { error: message });
  } finally {
    release();
    if (temporary) rmSync(file, { force: true });
  }
}

function runChild(job: object, timeLimitMs: number): Promise<ChildAnswer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--max-old-space-size=256', READER_SCRIPT], {
      env: {},
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let out = '';
    let done = false;
    const finish = (fn: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      fn();
    };
    // Start-up of the child is not the query's time; allow it a fixed margin on top.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(() => reject(badRequest('diSqlTimeout', { ms: timeLimitMs })));
    }, timeLimitMs + 1500);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.length > MAX_OUTPUT) {
        child.kill('SIGKILL');
        finish(() => reject(badRequest('diSqlFailed', { error: 'result too large' })));
      }
    });
    child.on('error', (error) => finish(() => reject(error)));
    child.on('close', () =>
      finish(() => {
        try {
          resolve(JSON.parse(out) as ChildAnswer);
        } catch {
          reject(badRequest('diSqlFailed', { error: 'the query process stopped' }));
        }
      }),
    );
    child.stdin.end(JSON.stringify(job));
  });
}
