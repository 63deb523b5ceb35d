import type { AuthoritySource, EffectiveItem, EffectiveMenu, EffectivePermissions } from '@tessera/shared';
import type { Catalog, Grants, ResourceRow } from '../auth/access.service';
import { withAncestors } from '../auth/menu-tree';
import { RESOURCE_KINDS } from './authority-catalog';
import type { GrantRow } from './authority.repository';

/** The user whose permissions are shown. */
export interface EffectiveUser {
  id: string;
  account: string;
  real_name: string;
  is_administrator: number;
}

/** Where each granted item comes from, keyed `type:id`. */
export function sourcesOf(
  user: EffectiveUser,
  grants: Grants,
  rows: GrantRow[],
): Map<string, AuthoritySource[]> {
  const out = new Map<string, AuthoritySource[]>();
  for (const r of rows) {
    const object = grants.objects.get(r.object_id);
    const source: AuthoritySource | undefined =
      r.object_type === 'User' && r.object_id === user.id
        ? { objectType: 'User', objectId: user.id, fullName: user.real_name }
        : object && object.type === r.object_type
          ? {
              objectType: object.type as AuthoritySource['objectType'],
              objectId: object.id,
              fullName: object.full_name,
            }
          : undefined;
    if (!source) continue;
    const key = `${r.item_type}:${r.item_id}`;
    out.set(key, [...(out.get(key) ?? []), source]);
  }
  return out;
}

/** The effective menus and items of a user, each with its sources (an administrator holds all). */
export function effectivePermissions(
  catalog: Catalog,
  user: EffectiveUser,
  sources: Map<string, AuthoritySource[]>,
): EffectivePermissions {
  const isAdmin = user.is_administrator === 1;
  const admin: AuthoritySource[] = [
    { objectType: 'Administrator', objectId: user.id, fullName: user.real_name },
  ];
  const from = (type: string, id: string) => (isAdmin ? admin : (sources.get(`${type}:${id}`) ?? []));
  const item = (type: string, r: { id: string; full_name: string; en_code: string }): EffectiveItem => ({
    id: r.id,
    fullName: r.full_name,
    enCode: r.en_code,
    sources: from(type, r.id),
  });
  const granted = new Set(catalog.modules.filter((m) => from('module', m.id).length).map((m) => m.id));
  const visible = withAncestors(catalog.modules, granted);
  const held = (type: string, rows: ResourceRow[] | undefined) =>
    (rows ?? []).map((r) => item(type, r)).filter((i) => i.sources.length);
  const nodes = new Map<string, EffectiveMenu>();
  for (const m of visible) {
    const menu: EffectiveMenu = {
      ...item('module', m),
      parentId: m.parent_id,
      systemId: m.system_id,
      icon: m.icon ?? '',
      button: [],
      column: [],
      form: [],
      resource: [],
      children: [],
    };
    for (const [type, key] of RESOURCE_KINDS) menu[type] = held(type, catalog[key].get(m.id));
    nodes.set(m.id, menu);
  }
  const roots: EffectiveMenu[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  const systemIds = new Set(visible.map((m) => m.system_id));
  return {
    userId: user.id,
    account: user.account,
    realName: user.real_name,
    isAdministrator: isAdmin,
    systems: catalog.systems.filter((s) => systemIds.has(s.id)).map((s) => item('system', s)),
    menus: roots,
  };
}
