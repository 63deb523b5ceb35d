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

/**
 * `column in (ids)` for a list that may hold thousands of ids (an organisation subtree):
 * PostgreSQL gets one array parameter (`= any`), which it plans in a fraction of the time a
 * thousand placeholders take; SQLite gets the placeholders (its limit is 32,766). An empty list
 * matches nothing.
 */
export function inList(dialect: DialectName, column: string, ids: readonly string[]): Expression<SqlBool> {
  if (!ids.length) return sql<SqlBool>`1 = 0`;
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::text[])`
    : sql<SqlBool>`${sql.ref(column)} in (${sql.join([...ids])})`;
}
