import type { AuthorityObjectItem, AuthorityObjectType } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { buildTree, toOrganizeNodes, withKeyword } from '../organize/organize-tree';
import type { OrganizeService } from '../organize/organize.service';
import type { UserAdminService } from '../user-admin/user-admin.service';
import { searchPositions, searchRolesOrGroups } from './authority-objects.repository';

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
  sources: {
    db: Kysely<DB>;
    dialect: DialectName;
    organize: Pick<OrganizeService, 'liveRows'>;
    users: Pick<UserAdminService, 'searchRows'>;
  },
  type: AuthorityObjectType,
  keyword: string | undefined,
): Promise<AuthorityObjectItem[]> {
  const { db, dialect } = sources;
  const word = keyword?.trim() || undefined;
  if (type === 'Organize') {
    const all = await sources.organize.liveRows();
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
    const rows = await sources.users.searchRows(word, OBJECT_LIMIT);
    return rows.map((r) =>
      leaf({ id: r.id, fullName: r.real_name, hint: r.account, enabledMark: Number(r.enabled_mark) }),
    );
  }
  if (type === 'Position') {
    const rows = await searchPositions(db, dialect, word, OBJECT_LIMIT);
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
  const rows = await searchRolesOrGroups(db, dialect, table, word, OBJECT_LIMIT);
  return rows.map((r) =>
    leaf({ id: r.id, fullName: r.full_name, hint: r.en_code, enabledMark: Number(r.enabled_mark) }),
  );
}
