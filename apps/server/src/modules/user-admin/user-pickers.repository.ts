import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Ids of the live administrators (they may open every menu). */
export async function liveAdministratorIds(db: Kysely<DB>): Promise<string[]> {
  const rows = await db
    .selectFrom('base_user')
    .select('id')
    .where('is_administrator', '=', 1)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/** Names of the enabled, live positions, roles or groups among `ids`. */
export async function enabledNames(
  db: Kysely<DB>,
  table: 'base_position' | 'base_role' | 'base_group',
  ids: string[],
): Promise<{ id: string; full_name: string }[]> {
  return db
    .selectFrom(table as 'base_group')
    .select(['id', 'full_name'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .execute();
}
