import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.

/** Columns the user list's keyword searches (ADR 0008, "keyword at scale"). */
const COLUMNS = ['account', 'real_name', 'mobile_phone'] as const;

/** The schema pg_trgm lives in, or undefined when it is not installed. */
async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema;
}

/**
 * PostgreSQL: trigram GIN indexes so `ilike '%keyword%'` reads an index instead of every user.
 * pg_trgm is a trusted extension (a database owner may create it); where it is missing or may not
 * be created, the list still works, only without the index. A savepoint keeps a refused
 * `create extension` from aborting the migration's transaction.
 */
async function upPostgres(db: Kysely<unknown>): Promise<void> {
  let schema = await trigramSchema(db);
  if (!schema) {
    await sql`savepoint user_search_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      await sql`release savepoint user_search_trgm`.execute(db);
    } catch {
      // not available or not allowed; another migration running at the same time may have made it
      await sql`rollback to savepoint user_search_trgm`.execute(db);
    }
    schema = await trigramSchema(db);
  }
  if (!schema) return;
  for (const column of COLUMNS)
    await sql`create index ${sql.id(`base_user_${column}_trgm`)} on base_user
      using gin (${sql.ref(column)} ${sql.id(schema)}.gin_trgm_ops) where deleted_at is null`.execute(db);
}

/**
 * SQLite: an FTS5 index with the trigram tokenizer over the searched columns, kept by triggers
 * (external content: the text stays in base_user). Trigram queries find substrings of three or
 * more characters, ignoring case; shorter keywords fall back to a scan (services decide).
 */
async function upSqlite(db: Kysely<unknown>): Promise<void> {
  const cols = COLUMNS.join(', ');
  const newCols = COLUMNS.map((c) => `new.${c}`).join(', ');
  const oldCols = COLUMNS.map((c) => `old.${c}`).join(', ');
  await sql
    .raw(
      `create virtual table base_user_search using fts5(${cols}, content='base_user', content_rowid='rowid', tokenize='trigram')`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger base_user_search_insert after insert on base_user begin
         insert into base_user_search(rowid, ${cols}) values (new.rowid, ${newCols});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger base_user_search_delete after delete on base_user begin
         insert into base_user_search(base_user_search, rowid, ${cols}) values ('delete', old.rowid, ${oldCols});
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger base_user_search_update after update of ${cols} on base_user begin
         insert into base_user_search(base_user_search, rowid, ${cols}) values ('delete', old.rowid, ${oldCols});
         insert into base_user_search(rowid, ${cols}) values (new.rowid, ${newCols});
       end`,
    )
    .execute(db);
  await sql.raw(`insert into base_user_search(base_user_search) values ('rebuild')`).execute(db);
}

/** Indexes that let the user list's keyword search stay fast at 100,000 users. */
export const userSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
    else await upSqlite(db);
  },
};
