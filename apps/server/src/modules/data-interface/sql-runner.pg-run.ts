import type pg from 'pg';
import { AppError, badRequest } from '../../lib/errors';
import { quoteIdent, type PgReady } from './sql-runner.pg';
import type { BindValue, SqlRunResult } from './sql-runner.types';

/** Runs one statement on the reader pool (see `SqlReader.run`), then resets or destroys the connection. */
export async function runPostgres(
  reader: PgReady,
  text: string,
  params: BindValue[],
  timeLimitMs: number,
  rowLimit: number,
  byteLimit: number,
): Promise<Omit<SqlRunResult, 'durationMs'>> {
  const client = await reader.pool.connect();
  let reusable = false;
  try {
    await client.query('begin read only');
    await client.query(`set local statement_timeout = ${timeLimitMs}`);
    await client.query(`set local lock_timeout = ${timeLimitMs}`);
    await client.query(`set local idle_in_transaction_session_timeout = ${timeLimitMs + 1000}`);
    if (reader.setRole) await client.query(`set local role ${quoteIdent(reader.setRole)}`);
    const n = params.length;
    // One bound value makes the driver use the extended protocol, which refuses a second statement.
    // The database caps rows and bytes (running pg_column_size), and the one-row left join still
    // names the columns and counts the rows when none is sent.
    const wrapped = `with "${META}s" as materialized (
  select di_q.*, row_number() over () as "${META}i",
    sum(pg_column_size(di_q.*)) over (rows between unbounded preceding and current row) as "${META}bytes"
  from (\n${text}\n) as di_q limit $${n + 1}
)
select di_r.*, (select count(*) from "${META}s") as "${META}n"
from (select 1) as di_one
left join (select * from "${META}s" where "${META}bytes" <= $${n + 2}) as di_r on true
order by di_r."${META}i"`;
    const result = await client.query<unknown[]>({
      text: wrapped,
      values: [...params, rowLimit + 1, byteLimit],
      rowMode: 'array',
    });
    const answer = shapeRows(result, rowLimit, byteLimit);
    await client.query('rollback');
    await client.query('discard all');
    reusable = true;
    return answer;
  } catch (error) {
    try {
      await client.query('rollback');
      await client.query('discard all');
      reusable = true;
    } catch {
      reusable = false;
    }
    throw pgError(error, timeLimitMs);
  } finally {
    // Destroyed unless DISCARD ALL reset it: no setting, lock, prepared statement or temp table outlives the run.
    client.release(reusable ? undefined : true);
  }
}

const META = '__tessera_di_';

const plainValue = (v: unknown): unknown =>
  v instanceof Date ? v.getTime() : Buffer.isBuffer(v) ? v.toString('base64') : v;

function shapeRows(
  result: pg.QueryResult<unknown[]>,
  rowLimit: number,
  byteLimit: number,
): Omit<SqlRunResult, 'durationMs'> {
  const fields = result.fields.map((f, i) => ({ name: f.name, i }));
  const user = fields.filter((f) => !f.name.startsWith(META));
  const at = (name: string) => fields.find((f) => f.name === `${META}${name}`)!.i;
  const [iAt, nAt] = [at('i'), at('n')];
  const total = Number(result.rows[0]?.[nAt] ?? 0);
  const rows: Record<string, unknown>[] = [];
  let bytes = 2;
  let truncated = false;
  for (const raw of result.rows) {
    if (raw[iAt] === null) continue;
    if (rows.length >= rowLimit) {
      truncated = true;
      break;
    }
    const row: Record<string, unknown> = {};
    for (const f of user) row[f.name] = plainValue(raw[f.i]);
    bytes += Buffer.byteLength(JSON.stringify(row)) + 1;
    if (bytes > byteLimit) {
      truncated = true;
      break;
    }
    rows.push(row);
  }
  return {
    rows,
    columns: [...new Set(user.map((f) => f.name))],
    truncated: truncated || total > rows.length,
  };
}

function pgError(error: unknown, timeLimitMs: number): AppError {
  if (error instanceof AppError) return error;
  const e = error as { code?: string; message?: string };
  const message = String(e.message ?? error).slice(0, 300);
  if (e.code === '57014' || e.code === '55P03' || e.code === '25P03')
    return badRequest('diSqlTimeout', { ms: timeLimitMs });
  if (e.code === '25006') return badRequest('diSqlNotSelect');
  if (e.code === '42501') return badRequest('diSqlRefused', { reason: message });
  return badRequest('diSqlFailed', { error: message });
}
