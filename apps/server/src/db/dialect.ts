import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from './database';

// The one place where SQLite and PostgreSQL differ; repositories call these instead of branching.

/** Escapes LIKE wildcards so user text matches literally (escape character '\'). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains `text`, ignoring case (ILIKE on PostgreSQL, LIKE on SQLite, which folds ASCII case). */
export function containsInsensitive(dialect: DialectName, column: string, text: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(text)}%`;
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** Whether a driver error is a unique-constraint violation (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
