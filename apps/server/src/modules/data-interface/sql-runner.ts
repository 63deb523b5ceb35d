import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { FairLimiter, type FairLimits } from './sql-runner.limiter';
import { openPgReader, resyncReaderGrants, type PgReady } from './sql-runner.pg';
import { runPostgres } from './sql-runner.pg-run';
import { runSqlite } from './sql-runner.sqlite';
import type { BindValue, SqlReaderStatus, SqlRunResult } from './sql-runner.types';
import { bindPlaceholders } from './sql-text';

export { READER_ROLE } from './sql-runner.pg';
export { syncReaderGrants } from './sql-reader.repository';
export { SECRET_COLUMNS, SECRET_TABLES } from './sql-runner.types';
export type { BindValue, SqlReaderStatus, SqlRunResult } from './sql-runner.types';

/** Limits of one run. */
export interface SqlRunLimits {
  /** Milliseconds before the statement is stopped. */
  timeLimitMs: number;
  /** Most rows answered; more set `truncated`. */
  rowLimit: number;
}

/** Settings of {@link SqlReader}. */
export interface SqlReaderOptions {
  db: Kysely<DB>;
  dialect: DialectName;
  /** PostgreSQL: `DATA_INTERFACE_DATABASE_URL`, the operator's reader role. */
  readerUrl?: string;
  /** Connections of the PostgreSQL reader pool (also the total of concurrent runs). Default 4. */
  poolSize?: number;
  /** Concurrency of the runs (default: 2 per user, the pool size in total, 8 waiting per user, 5 s wait). */
  limits?: Partial<FairLimits>;
  /** Most bytes of one answer (JSON of its rows); more set `truncated`. Default 4 MB. */
  byteLimit?: number;
  /** SQLite: resident memory beyond which the child is killed (default 320 MB). */
  childMemoryLimit?: number;
}

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

type PgState = Awaited<ReturnType<typeof openPgReader>>;

type RunArgs = [text: string, params: BindValue[], timeLimitMs: number, rowLimit: number, byteLimit: number];

/**
 * Runs user SQL (data interfaces, print templates): ONE read-only SELECT, never with the
 * application's rights. PostgreSQL: its own small pool, signed in as the operator's reader role
 * (`DATA_INTERFACE_DATABASE_URL`) or switching to the migration's NOLOGIN role; without a safe
 * reader, SQL is refused (no fallback). SQLite: a read-only child process with memory caps.
 * Runs are limited per user and in total, then refused as busy.
 */
export class SqlReader {
  private readonly limiter: FairLimiter;
  private pg?: Promise<PgState>;
  private closed = false;

  constructor(private readonly options: SqlReaderOptions) {
    const poolSize = options.poolSize ?? 4;
    this.limiter = new FairLimiter({
      total: poolSize,
      perUser: 2,
      queuePerUser: 8,
      waitMs: 5000,
      ...options.limits,
    });
  }

  /** Runs currently holding a slot. */
  get activeRuns(): number {
    return this.limiter.active;
  }

  /** Whether SQL interfaces can run; checks (once) the reader's rights on PostgreSQL. */
  async status(): Promise<SqlReaderStatus> {
    if (this.options.dialect === 'sqlite') return { available: true, reason: null, detail: null };
    try {
      const state = await this.pgState();
      return state.ok ? { available: true, reason: null, detail: null } : state.status;
    } catch (error) {
      return {
        available: false,
        reason: 'error',
        detail: String((error as Error).message ?? error).slice(0, 200),
      };
    }
  }

  /**
   * Runs one statement for `userId`. Every `@name` becomes a bound parameter taken from `values`;
   * read-only is enforced by the database, rows and bytes are capped (`truncated`).
   */
  async run(
    sqlText: string,
    values: Record<string, unknown>,
    limits: SqlRunLimits,
    userId: string,
  ): Promise<SqlRunResult> {
    const { dialect } = this.options;
    const bound = bindPlaceholders(sqlText, dialect);
    const params = bindValues(bound.names, values);
    const timeLimitMs = Math.max(100, Math.min(60000, Math.trunc(limits.timeLimitMs)));
    const rowLimit = Math.max(1, Math.min(100000, Math.trunc(limits.rowLimit)));
    const byteLimit = this.options.byteLimit ?? 4 * 1024 * 1024;
    let reader: PgReady | undefined;
    if (dialect === 'postgres') {
      const state = await this.pgState().catch(() => undefined);
      if (!state) throw badRequest('diSqlNoReader');
      if (!state.ok)
        throw state.status.reason === 'unsafe'
          ? badRequest('diSqlReaderUnsafe', { reason: state.status.detail ?? '' })
          : badRequest('diSqlNoReader');
      reader = state;
    }
    const release = await this.limiter.acquire(userId);
    const started = performance.now();
    try {
      const result = reader
        ? await this.runPg(reader, bound.text, params, timeLimitMs, rowLimit, byteLimit)
        : await runSqlite(this.options.db, bound.text, params, {
            timeLimitMs,
            rowLimit,
            byteLimit,
            rssLimit: this.options.childMemoryLimit,
          });
      return { ...result, durationMs: Math.round(performance.now() - started) };
    } finally {
      release();
    }
  }

  /** Runs on PostgreSQL; a table refused for want of a grant is tried again once after a grant sync. */
  private async runPg(reader: PgReady, ...args: RunArgs): Promise<Omit<SqlRunResult, 'durationMs'>> {
    try {
      return await runPostgres(reader, ...args);
    } catch (error) {
      const refused =
        error instanceof AppError &&
        error.messageKey === 'diSqlRefused' &&
        String(error.params.reason ?? '').startsWith('permission denied for table');
      if (!refused || !(await resyncReaderGrants(this.options.db, reader.role))) throw error;
      return runPostgres(reader, ...args);
    }
  }

  /** Closes the reader pool. */
  async close(): Promise<void> {
    this.closed = true;
    const state = await this.pg?.catch(() => undefined);
    if (state?.ok) await state.pool.end();
  }

  private pgState(): Promise<PgState> {
    if (this.closed) return Promise.reject(new Error('closed'));
    if (!this.pg) {
      const opening = openPgReader({
        db: this.options.db,
        readerUrl: this.options.readerUrl,
        poolSize: this.options.poolSize ?? 4,
      });
      this.pg = opening;
      // A failed check (database down) is tried again at the next run.
      opening.catch(() => {
        if (this.pg === opening) this.pg = undefined;
      });
    }
    return this.pg;
  }
}
