import type { SqlReader } from '../data-interface/sql-runner';
import { badRequest } from '../../lib/errors';

/** What one print statement answered: its column names and rows. */
export interface PrintSqlResult {
  columns: string[];
  rows: Record<string, unknown>[];
}

/** Values every print statement may use; bound by the runner, never spliced. */
export interface PrintSqlParams {
  formId: string;
  userId: string;
}

/** Runs one read-only print statement. */
export type PrintSqlRunner = (sql: string, params: PrintSqlParams) => Promise<PrintSqlResult>;

/**
 * A runner that refuses every statement (for an app built without a database that can run print SQL).
 */
export const unavailableRunner: PrintSqlRunner = async () => {
  throw badRequest('printSqlUnavailable');
};

/** Limits of one print statement: a print reads one record and its detail rows. */
export const PRINT_SQL_LIMITS = { timeLimitMs: 5000, rowLimit: 1000 } as const;

/** The runner print templates use: the data-interface module's read-only runner, nothing else. */
export function printSqlRunner(reader: SqlReader): PrintSqlRunner {
  return async (text, params) => {
    const result = await reader.run(text, { ...params }, PRINT_SQL_LIMITS, params.userId);
    return { columns: result.columns, rows: result.rows };
  };
}
