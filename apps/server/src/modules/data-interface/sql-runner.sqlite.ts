import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerMessageKey } from '@tessera/shared';
import type { Kysely } from 'kysely';
import { SQLITE_DRIVER } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { snapshotSqlite, sqliteMainFile } from './sql-reader.repository';
import type { BindValue, SqlRunResult } from './sql-runner.types';
import { SECRET_COLUMNS, SECRET_TABLES } from './sql-runner.types';

const READER_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sqlite-reader.cjs');
/** JavaScript heap of the child, in MB. */
const CHILD_HEAP_MB = 128;
/** Resident memory of the child beyond which it is killed, in bytes. */
export const CHILD_RSS_LIMIT = 320 * 1024 * 1024;
const PAGE_SIZE = 4096;
/** Scheduling priority of the child (higher is nicer to the server). */
const CHILD_NICENESS = 10;

/** The file of the main database, or a fresh snapshot of an in-memory one (deleted after the run). */
async function sqliteFile(db: Kysely<DB>): Promise<{ file: string; temporary: boolean }> {
  const file = await sqliteMainFile(db);
  if (file) return { file, temporary: false };
  const snapshot = path.join(os.tmpdir(), `tessera-di-${randomBytes(8).toString('hex')}.db`);
  await snapshotSqlite(db, snapshot);
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

/** Runs one statement in a child process over a read-only connection (see `SqlReader.run`). */
export async function runSqlite(
  db: Kysely<DB>,
  text: string,
  params: BindValue[],
  limits: { timeLimitMs: number; rowLimit: number; byteLimit: number; rssLimit?: number },
): Promise<Omit<SqlRunResult, 'durationMs'>> {
  const { file, temporary } = await sqliteFile(db);
  try {
    const answer = await runChild(
      {
        modulePath: SQLITE_DRIVER,
        file,
        sql: text,
        params,
        cap: limits.rowLimit,
        byteCap: limits.byteLimit,
        secretTables: SECRET_TABLES,
        secretColumns: SECRET_COLUMNS,
      },
      limits.timeLimitMs,
      limits.byteLimit * 2 + 1024 * 1024,
      limits.rssLimit ?? CHILD_RSS_LIMIT,
    );
    if (answer.ok)
      return { rows: answer.rows ?? [], columns: answer.columns ?? [], truncated: answer.truncated ?? false };
    if (answer.kind === 'refused') throw badRequest('diSqlNotSelect');
    if (answer.kind === 'secret') throw badRequest('diSqlSecret', { name: answer.name ?? '' });
    const message = (answer.message ?? '').slice(0, 300);
    if (/not authorized|readonly database/i.test(message))
      throw badRequest('diSqlRefused', { reason: message });
    if (/out of memory/i.test(message)) throw badRequest('diSqlMemory');
    throw badRequest('diSqlFailed', { error: message });
  } finally {
    if (temporary) rmSync(file, { force: true });
  }
}

/** Resident memory of a process in bytes (Linux), or 0 when it cannot be read. */
function residentBytes(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
  } catch {
    return 0;
  }
}

function runChild(
  job: object,
  timeLimitMs: number,
  maxOutput: number,
  rssLimit: number,
): Promise<ChildAnswer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${CHILD_HEAP_MB}`, READER_SCRIPT], {
      env: {},
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    // Below the server's own priority, so a busy query cannot starve the requests of everyone else.
    if (child.pid) {
      try {
        os.setPriority(child.pid, CHILD_NICENESS);
      } catch {
        // Not permitted here: the run limits still hold.
      }
    }
    let out = '';
    let done = false;
    const finish = (fn: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(watch);
      fn();
    };
    const stop = (key: ServerMessageKey, params?: Record<string, string | number>) => {
      child.kill('SIGKILL');
      finish(() => reject(badRequest(key, params)));
    };
    // Start-up of the child is not the query's time; allow it a fixed margin on top.
    const timer = setTimeout(() => stop('diSqlTimeout', { ms: timeLimitMs }), timeLimitMs + 1500);
    // The child is busy inside SQLite, so its memory is watched from here.
    const watch = setInterval(() => {
      if (residentBytes(child.pid) > rssLimit) stop('diSqlMemory');
    }, 50);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.length > maxOutput) stop('diSqlFailed', { error: 'result too large' });
    });
    child.on('error', (error) => finish(() => reject(error)));
    child.on('close', (code, signal) =>
      finish(() => {
        try {
          resolve(JSON.parse(out) as ChildAnswer);
        } catch {
          // Killed by V8 at its heap limit (or any other crash): memory is the likely cause.
          reject(
            signal || code ? badRequest('diSqlMemory') : badRequest('diSqlFailed', { error: 'no answer' }),
          );
        }
      }),
    );
    child.stdin.end(JSON.stringify(job));
  });
}
