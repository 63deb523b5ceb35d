import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { organizesByIds } from './profile.repository';

/** Full path names ("Company/Department") of some organisations, by id. */
export async function organizePaths(
  db: Kysely<DB>,
  ids: string[],
): Promise<Map<string, { name: string; path: string }>> {
  const orgs = await organizesByIds(db, ids);
  const ancestorIds = [...new Set(orgs.flatMap((o) => o.organize_id_tree.split(',')))];
  const ancestors = await organizesByIds(db, ancestorIds);
  const names = new Map(ancestors.map((a) => [a.id, a.full_name]));
  return new Map(
    orgs.map((o) => [
      o.id,
      {
        name: o.full_name,
        path: o.organize_id_tree
          .split(',')
          .map((id) => names.get(id) ?? '')
          .filter(Boolean)
          .join('/'),
      },
    ]),
  );
}
