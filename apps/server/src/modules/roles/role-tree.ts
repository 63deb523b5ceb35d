import { GLOBAL_ROLE_CATEGORY_ID, type RoleSelectorNode } from '@tessera/shared';
import { buildTree, enabledOnly, toOrganizeNodes } from '../organize/organize-tree';
import type { OrganizeRow } from '../organize/organize.service';
import type { RoleRow } from './roles.repository';

const ROLE_ICON = 'icon-ym icon-ym-generator-role';

/**
 * The role picker tree: 全局 (id '1') holding the global roles, then the enabled organisations that
 * hold organisation roles, each role as a leaf under every organisation it belongs to.
 */
export function roleTree(
  rows: RoleRow[],
  links: Map<string, string[]>,
  all: OrganizeRow[],
): RoleSelectorNode[] {
  const orgs = enabledOnly(all);
  const orgNodes = new Map(toOrganizeNodes(orgs, all).map((n) => [n.id, n]));
  const leaf = (r: RoleRow, parentId: string, organize: string, organizeIds: string[]): RoleSelectorNode => ({
    id: r.id,
    parentId,
    fullName: r.full_name,
    enCode: r.en_code,
    type: 'role',
    icon: ROLE_ICON,
    onlyId: `${parentId}--${r.id}`,
    organize,
    organizeIds,
    hasChildren: false,
    isLeaf: true,
    children: [],
  });
  const global = rows.filter((r) => Number(r.global_mark) === 1);
  const leaves = rows
    .filter((r) => Number(r.global_mark) !== 1)
    .flatMap((r) =>
      (links.get(r.id) ?? []).flatMap((orgId) => {
        const org = orgNodes.get(orgId);
        return org ? [leaf(r, orgId, org.organize, org.organizeIds)] : [];
      }),
    );
  const holding = new Set(leaves.flatMap((l) => l.organizeIds));
  const branches: RoleSelectorNode[] = [...orgNodes.values()]
    .filter((o) => holding.has(o.id))
    .map((o) => ({
      id: o.id,
      parentId: o.parentId,
      fullName: o.fullName,
      enCode: o.enCode,
      type: o.type,
      icon: o.icon,
      onlyId: o.id,
      organize: o.organize,
      organizeIds: o.organizeIds,
      hasChildren: false,
      isLeaf: false,
      children: [],
    }));
  const globalNode: RoleSelectorNode = {
    id: GLOBAL_ROLE_CATEGORY_ID,
    parentId: '0',
    fullName: '全局',
    enCode: 'global',
    type: 'global',
    icon: ROLE_ICON,
    onlyId: GLOBAL_ROLE_CATEGORY_ID,
    organize: '',
    organizeIds: [],
    hasChildren: global.length > 0,
    isLeaf: false,
    children: global.map((r) => leaf(r, GLOBAL_ROLE_CATEGORY_ID, '', [])),
  };
  return [globalNode, ...buildTree([...branches, ...leaves])];
}
