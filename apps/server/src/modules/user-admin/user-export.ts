import type { UserAdminItem, UserListQuery } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import type { DataScopeService } from '../data-scope/data-scope.service';
import { organizePaths } from '../profile/org-paths';
import { countUsers, type UserFilter } from './user-admin.repository';
import { listUsersAfter, type UserKey } from './user-export.repository';
import { USER_MENU, USER_SCOPE_FIELDS, withoutHidden } from './user-scope';
import { toAdminItem } from './user-view';

/** Every user a caller may see under a list filter, as a count and a walk of pages. */
export interface UserPages {
  total: number;
  pages: AsyncGenerator<UserAdminItem[]>;
}

const PAGE = 1000;

/**
 * The users of the list's filter inside the caller's data scope, without the columns the caller is
 * not granted (the same rules as the list), page by page on a keyset so memory stays flat however
 * many users there are: the caller writes each page out before the next one is read.
 */
export async function userPages(
  deps: { db: Kysely<DB>; dialect: DialectName; scope: DataScopeService },
  query: Pick<UserListQuery, 'keyword' | 'organizeId'>,
  caller: { userId: string; isAdministrator: boolean },
  pageSize = PAGE,
): Promise<UserPages> {
  const { db, dialect, scope } = deps;
  const filter: UserFilter = { keyword: query.keyword, keywordOnPhone: true };
  filter.scope = await scope.where(caller, USER_MENU, USER_SCOPE_FIELDS);
  if (query.organizeId) filter.allOf = { Organize: await scope.subtreeIds(query.organizeId) };
  const hidden = await scope.hiddenFields(caller, USER_MENU, 'column');
  const total = await countUsers(db, dialect, filter);
  async function* pages(): AsyncGenerator<UserAdminItem[]> {
    for (let after: UserKey | null = null; ;) {
      const rows = await listUsersAfter(db, dialect, filter, after, pageSize);
      if (!rows.length) return;
      const ids = [...new Set(rows.map((r) => r.organize_id).filter((id): id is string => Boolean(id)))];
      const paths = await organizePaths(db, ids);
      const index = new Map([...paths].map(([id, p]) => [id, { organize: p.path }]));
      yield rows.map((r) => withoutHidden(toAdminItem(r, index), hidden, 'column'));
      const last = rows[rows.length - 1]!;
      after = { sortCode: Number(last.sort_code), createdAt: Number(last.created_at), id: last.id };
      if (rows.length < pageSize) return;
    }
  }
  return { total, pages: pages() };
}
