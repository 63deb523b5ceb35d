import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
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
 * Print SQL runs only through the data-interface module's read-only runner (the database enforces
 * read-only, with time and row caps). Until that runner is wired in, every statement is refused.
 */
export const unavailableRunner: PrintSqlRunner = async () => {
  throw badRequest('printSqlUnavailable');
};

/** The runner print templates use on this database. */
export function printSqlRunner(_db: Kysely<DB>, _dialect: DialectName): PrintSqlRunner {
  return unavailableRunner;
}
