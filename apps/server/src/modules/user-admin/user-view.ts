import type { UserAdminItem, UserPickerItem, UserSelectorNode } from '@tessera/shared';
import type { OrganizeNode } from '@tessera/shared';
import type { UserRow } from './user-admin.repository';

/** Icon of a user node in the pickers' trees. */
export const USER_ICON = 'icon-ym icon-ym-tree-user2';

/** The address of a stored avatar (empty when none). */
export const avatarUrl = (name: string | null) => (name ? `/api/file/Image/userAvatar/${name}` : '');

/** Organisation nodes by id (for name paths). */
export type OrgIndex = Map<string, OrganizeNode>;

/** Name paths ("Company/Department") of organisations by id. */
export type OrgPaths = ReadonlyMap<string, { organize: string }>;

/** A user as the administration list shows it (no hash). */
export function toAdminItem(r: UserRow, orgs: OrgPaths): UserAdminItem {
  return {
    id: r.id,
    account: r.account,
    realName: r.real_name,
    gender: r.gender === null ? null : Number(r.gender),
    mobilePhone: r.mobile_phone,
    email: r.email,
    headIcon: avatarUrl(r.head_icon),
    organizeId: r.organize_id,
    organize: (r.organize_id && orgs.get(r.organize_id)?.organize) || '',
    positionId: r.position_id,
    managerId: r.manager_id,
    enabledMark: Number(r.enabled_mark),
    isAdministrator: Number(r.is_administrator),
    unlockTime: r.unlock_time === null ? null : Number(r.unlock_time),
    sortCode: Number(r.sort_code),
    description: r.description,
    creatorTime: Number(r.created_at),
    lastLogTime: r.last_log_time === null ? null : Number(r.last_log_time),
  };
}

/** A user as pickers show it: only picker fields. */
export function toPickerItem(r: UserRow, orgs: OrgIndex): UserPickerItem {
  return {
    id: r.id,
    fullName: `${r.real_name}/${r.account}`,
    realName: r.real_name,
    account: r.account,
    headIcon: avatarUrl(r.head_icon),
    organize: (r.organize_id && orgs.get(r.organize_id)?.organize) || '',
    type: 'user',
  };
}

/** A user as a leaf of a picker tree, under its main organisation. */
export function toUserNode(r: UserRow, orgs: OrgIndex): UserSelectorNode {
  const org = r.organize_id ? orgs.get(r.organize_id) : undefined;
  return {
    id: r.id,
    parentId: r.organize_id ?? '',
    fullName: `${r.real_name}/${r.account}`,
    account: r.account,
    headIcon: avatarUrl(r.head_icon),
    type: 'user',
    icon: USER_ICON,
    organize: org?.organize ?? '',
    organizeIds: org?.organizeIds ?? [],
    hasChildren: false,
    isLeaf: true,
    children: [],
  };
}

/** An organisation as a branch of a picker tree. */
export function toOrgBranch(o: OrganizeNode): UserSelectorNode {
  return {
    id: o.id,
    parentId: o.parentId,
    fullName: o.fullName,
    type: o.type,
    icon: o.icon,
    organize: o.organize,
    organizeIds: o.organizeIds,
    hasChildren: false,
    isLeaf: false,
    children: [],
  };
}
