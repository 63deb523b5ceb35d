import type { AuthorityObjectItem, AuthorityObjectType } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { buildTree, toOrganizeNodes, withKeyword } from '../organize/organize-tree';
import { listLiveOrganizes } from '../organize/organize.repository';
import { listUsers } from '../user-admin/user-admin.repository';

/** How many roles, positions, groups or users one answer lists; a keyword narrows the rest. */
export const OBJECT_LIMIT = 100;

type Flat = Omit<AuthorityObjectItem, 'children'>;
const leaf = (item: Flat): AuthorityObjectItem => ({ ...item, children: [] });

/**
 * The objects of one type the authorisation page picks from, for any holder of that page's menu
 * (the administration lists would also need the role, position, group and user menus). Names and
 * codes only: nothing here reveals more than the pickers every signed-in user has.
 */
export async function listGrantObjects(
  db: Kysely<DB>,
  dialect: DialectName,
  type: AuthorityObjectType,
  keyword: string | undefined,
): Promise<AuthorityObjectItem[]> {
  const word = keyword?.trim() || undefined;
  if (type === 'Organize') {
    const all = await listLiveOrganizes(db);
    const toItem = (n: ReturnType<typeof toOrganizeNodes>[number]): AuthorityObjectItem => ({
      id: n.id,
      fullName: n.fullName,
      hint: n.enCode,
      enabledMark: n.enabledMark,
      children: n.children.map(toItem),
    });
    return buildTree(toOrganizeNodes(withKeyword(all, word), all)).map(toItem);
  }
  if (type === 'User') {
    const rows = await listUsers(db, dialect, { keyword: word }, {}, { offset: 0, limit: OBJECT_LIMIT });
    return rows.map((r) =>
      leaf({ id: r.id, fullName: r.real_name, hint: r.account, enabledMark: Number(r.enabled_mark) }),
    );
  }
  if (type === 'Position') {
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
    const rows = await query
      .orderBy('p.sort_code')
      .orderBy('p.created_at', 'desc')
      .limit(OBJECT_LIMIT)
      .execute();
    return rows.map((r) =>
      leaf({
        id: r.id,
        fullName: r.full_name,
        hint: r.organize ?? r.en_code,
        enabledMark: Number(r.enabled_mark),
      }),
    );
  }
  const table = type === 'Role' ? 'base_role' : 'base_group';
  let query = db
    .selectFrom(table)
    .select(['id', 'full_name', 'en_code', 'enabled_mark'])
    .where('deleted_at', 'is', null);
  if (word)
    query = query.where((eb) =>
      eb.or([containsInsensitive(dialect, 'full_name', word), containsInsensitive(dialect, 'en_code', word)]),
    );
  const rows = await query.orderBy('sort_code').orderBy('created_at', 'desc').limit(OBJECT_LIMIT).execute();
  return rows.map((r) =>
    leaf({ id: r.id, fullName: r.full_name, hint: r.en_code, enabledMark: Number(r.enabled_mark) }),
  );
}
