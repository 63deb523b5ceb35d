import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';

/** Live positions (with their organisation's name) matching a keyword on name or code, first `limit`. */
export async function searchPositions(
  db: Kysely<DB>,
  dialect: DialectName,
  word: string | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('base_position as p')
    .leftJoin('base_organize as o', 'o.id', 'p.organize_id')
    .select(['p.id', 'p.full_name', 'p.en_code', 'p.enabled_mark', 'o.full_name as organize'])
    .where('p.deleted_at', 'is', null);
  if (word)
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(dialect, 'p.full_name', word),
        containsInsensitive(dialect, 'p.en_code', word),
      ]),
    );
  return query.orderBy('p.sort_code').orderBy('p.created_at', 'desc').limit(limit).execute();
}

/** Live roles or groups matching a keyword on name or code, first `limit`. */
export async function searchRolesOrGroups(
  db: Kysely<DB>,
  dialect: DialectName,
  table: 'base_role' | 'base_group',
  word: string | undefined,
  limit: number,
) {
  let query = db
    .selectFrom(table)
    .select(['id', 'full_name', 'en_code', 'enabled_mark'])
    .where('deleted_at', 'is', null);
  if (word)
    query = query.where((eb) =>
      eb.or([containsInsensitive(dialect, 'full_name', word), containsInsensitive(dialect, 'en_code', word)]),
    );
  return query.orderBy('sort_code').orderBy('created_at', 'desc').limit(limit).execute();
}
