import { sql, type Kysely } from 'kysely';
import { ident } from '../../db/dynamic/quote';
import type { DB } from '../../db/schema';
import type { DesignTables } from './form-model.adapter';
import { versions } from './visualdev.repository';

// The names a generated list shows for stored ids (form-model.md §5.4), one query per kind.

/** Tables of the pickers whose ids a list shows as names. */
export type NamedTable = 'base_organize' | 'base_position' | 'base_role' | 'base_group';

/** `RealName/Account` of users by id. */
export async function userNames(db: Kysely<DB>, ids: string[]): Promise<[string, string][]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('base_user')
    .select(['id', 'real_name', 'account'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((u) => [u.id, `${u.real_name}/${u.account}`]);
}

/** Full names of organisations, positions, roles or groups by id. */
export async function objectNames(
  db: Kysely<DB>,
  table: NamedTable,
  ids: string[],
): Promise<[string, string][]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom(table as 'base_organize')
    .select(['id', 'full_name'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((o) => [o.id, o.full_name]);
}

/** The items of a dictionary type: name by id and by code. */
export async function dictionaryNames(db: Kysely<DB>, typeId: string): Promise<Map<string, string>> {
  const items = await db
    .selectFrom('base_dictionary_data')
    .select(['id', 'en_code', 'full_name'])
    .where('dictionary_type_id', '=', typeId)
    .limit(10_000)
    .execute();
  const map = new Map<string, string>();
  for (const d of items) {
    map.set(d.id, d.full_name);
    if (d.en_code) map.set(d.en_code, d.full_name);
  }
  return map;
}

/**
 * The display column of related records (relationForm, form-model.md §5.4): `column` of the live
 * rows `ids` of the released model's main table; nothing when the model or column is unknown.
 */
export async function relationNames(
  db: Kysely<DB>,
  modelId: string,
  column: string,
  ids: string[],
): Promise<[string, string][]> {
  if (!ids.length) return [];
  const version = await versions.latest(db, modelId);
  if (!version) return [];
  let main: { name: string; fields: { name: string }[] };
  try {
    main = (JSON.parse(version.table_json) as DesignTables).main;
  } catch {
    return [];
  }
  if (!main?.fields?.some((f) => f.name === column)) return [];
  const { rows } = await sql<{
    id: string;
    shown: unknown;
  }>`select ${ident('id')} as id, ${ident(column)} as shown
    from ${ident(main.name)} where ${ident('deleted_at')} is null and ${ident('id')} in (${sql.join(ids)})`.execute(
    db,
  );
  return rows.map((r) => [String(r.id), r.shown === null || r.shown === undefined ? '' : String(r.shown)]);
}
