import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

/** Which engine a database handle talks to. */
export type DialectName = 'sqlite' | 'postgres';

/** A Kysely handle plus the engine behind it. */
export interface Database {
  db: Kysely<DB>;
  dialect: DialectName;
}

/** Options for {@link createDatabase}. */
export interface DatabaseOptions {
  /** PostgreSQL URL; when absent SQLite is used. */
  databaseUrl?: string;
  /** Folder of the SQLite file `tessera.db`. */
  dataDir?: string;
  /** SQLite file path (':memory:' allowed); overrides dataDir. */
  sqliteFile?: string;
  /** PostgreSQL search_path, used by tests to isolate a schema. */
  searchPath?: string;
}

/** Type parsers of every PostgreSQL pool: int8 (bigint) columns hold epoch-ms dates and counts, all far below 2^53. */
export const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const pgUrls = new WeakMap<object, string>();
const pgPools = new WeakMap<object, pg.Pool>();

/** The pool behind a PostgreSQL handle (its connection figures feed the metrics); undefined on SQLite. */
export const pgPoolOf = (db: Kysely<DB>): pg.Pool | undefined => pgPools.get(db);

/** The URL a PostgreSQL handle connects with (the data-interface reader pool opens its own connections). */
export const pgConnectionOf = (db: Kysely<DB>): string | undefined => pgUrls.get(db);

const nodeMajor = Number(process.versions.node.split('.')[0]);
const require = createRequire(import.meta.url);

/**
 * The SQLite driver every connection (and the data-interface reader child) loads, chosen by the
 * running Node: better-sqlite3 13 (`better-sqlite3-napi`, a Node-API addon prebuilt in the package,
 * one file for every Node) on Node 22 and later, better-sqlite3 12 on Node 20. 12's addon derives
 * from node::ObjectWrap, whose Node 24.19+ headers make a statement the garbage collector frees
 * outside JavaScript abort the process; 13 does not load on Node 20. Same API, same SQLite files.
 */
export const SQLITE_DRIVER: string = require.resolve(
  nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3',
);
const SQLite = require(SQLITE_DRIVER) as typeof BetterSqlite3;

/** A better-sqlite3 connection through {@link SQLITE_DRIVER}; every SQLite handle is opened here. */
export function openSqlite(file: string, options: BetterSqlite3.Options = {}): BetterSqlite3.Database {
  return new SQLite(file, options);
}

/** Opens SQLite (WAL, foreign keys, busy timeout) by default, PostgreSQL when a URL is given. */
export function createDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: pgTypes,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    pgUrls.set(db, options.databaseUrl);
    pgPools.set(db, pool);
    return { db, dialect: 'postgres' };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir ?? 'data', 'tessera.db');
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = openSqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return { db: new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}
