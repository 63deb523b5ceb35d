import type { AuthorizeMenu } from '@tessera/shared';
import type { AccessService, ResourceRow } from '../auth/access.service';
import type { CurrentUserService } from '../auth/current-user.service';

/**
 * What the user may use: one node per system holding its menu tree, each menu with the codes of
 * the buttons, columns and forms granted on it (administrators: all of them).
 */
export async function authorizeTree(
  access: AccessService,
  currentUser: CurrentUserService,
  user: { userId: string; isAdministrator: boolean },
): Promise<AuthorizeMenu[]> {
  const [catalog, grants] = await Promise.all([access.catalog(), access.grants(user.userId)]);
  const visible = currentUser.visibleModules(catalog, grants, user.isAdministrator);
  const pick = (rows: ResourceRow[] | undefined, type: string) =>
    (rows ?? [])
      .filter((r) => user.isAdministrator || grants.items.get(type)?.has(r.id))
      .map((r) => r.en_code);
  const nodes = new Map<string, AuthorizeMenu & { parentId: string; systemId: string }>();
  for (const m of visible) {
    nodes.set(m.id, {
      id: m.id,
      parentId: m.parent_id,
      systemId: m.system_id,
      fullName: m.full_name,
      enCode: m.en_code,
      icon: m.icon ?? '',
      buttons: pick(catalog.buttons.get(m.id), 'button'),
      columns: pick(catalog.columns.get(m.id), 'column'),
      forms: pick(catalog.forms.get(m.id), 'form'),
      children: [],
    });
  }
  const systems = new Map<string, AuthorizeMenu>();
  for (const s of catalog.systems) {
    systems.set(s.id, {
      id: s.id,
      fullName: s.full_name,
      enCode: s.en_code,
      icon: s.icon ?? '',
      buttons: [],
      columns: [],
      forms: [],
      children: [],
    });
  }
  for (const node of nodes.values()) {
    const { parentId, systemId, ...menu } = node;
    const parent = nodes.get(parentId) ?? systems.get(systemId);
    parent?.children.push(menu);
  }
  return [...systems.values()].filter((s) => s.children.length > 0);
}
