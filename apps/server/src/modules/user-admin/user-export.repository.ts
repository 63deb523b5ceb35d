import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { COLUMNS, filtered, type UserFilter, type UserRow } from './user-admin.repository';

/** Where the previous page of a keyset walk ended (the list order's three keys). */
export interface UserKey {
  sortCode: number;
  createdAt: number;
  id: string;
}

/**
 * One page of users matching a filter after a key, in the list's default order (sort code, newest
 * first, id). A keyset page reads only its rows whatever the depth, where an offset page would read
 * and skip every row before it (an export of 100,000 users walks 100 pages).
 */
export async function listUsersAfter(
  db: Kysely<DB>,
  dialect: DialectName,
  filter: UserFilter,
  after: UserKey | null,
  limit: number,
): Promise<UserRow[]> {
  let query = filtered(db, dialect, filter).select(COLUMNS.map((c) => `base_user.${c}` as const));
  // `sort_code >= s` first: both databases range-scan the list-order index from the cursor's sort
  // code and stop after `limit` rows; only rows of that one sort code before the cursor are skipped.
  if (after)
    query = query.where((eb) =>
      eb.and([
        eb('base_user.sort_code', '>=', after.sortCode),
        eb.or([
          eb('base_user.sort_code', '>', after.sortCode),
          eb('base_user.created_at', '<', after.createdAt),
          eb.and([eb('base_user.created_at', '=', after.createdAt), eb('base_user.id', '>', after.id)]),
        ]),
      ]),
    );
  return query
    .orderBy('base_user.sort_code', 'asc')
    .orderBy('base_user.created_at', 'desc')
    .orderBy('base_user.id', 'asc')
    .limit(limit)
    .execute();
}
