import { sql, type RawBuilder } from 'kysely';

const SAFE = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * The one way this layer writes an identifier into SQL: double-quoted (the same on SQLite and
 * PostgreSQL). Names come from a checked description; anything else is a bug, so it throws.
 */
export function quoteIdent(name: string): string {
  if (!SAFE.test(name)) throw new Error(`unsafe identifier refused: ${JSON.stringify(name.slice(0, 80))}`);
  return `"${name}"`;
}

/** A quoted identifier as a raw SQL fragment. */
export const ident = (name: string): RawBuilder<unknown> => sql.raw(quoteIdent(name));
