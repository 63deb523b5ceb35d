import { sql, type Kysely } from 'kysely';
import { ident } from '../../db/dynamic/quote';
import type { DB } from '../../db/schema';
import type { NamedTable } from './online-dev-names.repository';

// The ids an import maps the file's names to (users, organisations, positions, roles, groups),
// one query per kind for the whole file.

/** Live users whose account or real name is one of `texts`. */
export async function usersNamed(db: Kysely<DB>, texts: string[]) {
  if (!texts.length) return [];
  return db
    .selectFrom('base_user')
    .select(['id', 'account', 'real_name'])
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('account', 'in', texts), eb('real_name', 'in', texts)]))
    .execute();
}

/** Live organisations, positions, roles or groups whose full name is one of `names`. */
export async function objectsNamed(
  db: Kysely<DB>,
  table: NamedTable,
  names: string[],
): Promise<{ id: string; full_name: string }[]> {
  if (!names.length) return [];
  return db
    .selectFrom(table as 'base_position')
    .select(['id', 'full_name'])
    .where('deleted_at', 'is', null)
    .where('full_name', 'in', names)
    .execute();
}

/** The id paths (root first, the organisation last) of organisations by id. */
export async function organizePaths(db: Kysely<DB>, ids: string[]): Promise<Map<string, string[]>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('base_organize')
    .select(['id', 'organize_id_tree'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => {
      const path = (r.organize_id_tree ?? '').split(',').filter(Boolean);
      return [r.id, path[path.length - 1] === r.id ? path : [...path, r.id]];
    }),
  );
}

/** The items of a dictionary type: id, code and name. */
export async function dictionaryItems(db: Kysely<DB>, typeId: string) {
  return db
    .selectFrom('base_dictionary_data')
    .select(['id', 'en_code', 'full_name'])
    .where('dictionary_type_id', '=', typeId)
    .where('deleted_at', 'is', null)
    .limit(10_000)
    .execute();
}

/** Which of `values` a live row of a dynamic table already holds in `column` (as text). */
export async function takenValues(
  db: Kysely<DB>,
  table: string,
  column: string,
  values: (string | number)[],
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < values.length; i += 500) {
    const chunk = values.slice(i, i + 500);
    const { rows } = await sql<{ v: unknown }>`select ${ident(column)} as v from ${ident(table)}
      where ${ident('deleted_at')} is null and ${ident(column)} in (${sql.join(chunk)})`.execute(db);
    for (const r of rows) taken.add(String(r.v));
  }
  return taken;
}
